// Footprints typed as a polygon (turtle style): closing, refusing one that does not close by how
// far it misses, and the rectangle typed this way giving the rectangle's own walls.
import { describe, expect, it } from "vitest";
import { type Footprint, footprintIssues, footprintPolygon, type TurtleSide } from "./footprint.ts";
import { footprintFacets } from "./footprint-facets.ts";
import { buildShapedSunroom } from "./shaped.ts";
import { buildSunroom } from "./sunroom.ts";
import { sunroomOf, TEST_RAFTERS } from "./test-sunroom.ts";

const side = (length: number, turn: number, house = false): TurtleSide => ({ length, turn, house });
const rect: Footprint = {
  kind: "polygon",
  sides: [side(4000, 90, true), side(3000, 90), side(4000, 90), side(3000, 90)],
};

describe("typed polygon footprint", () => {
  it("walks a 4 × 3 m rectangle from the house wall's left end", () => {
    expect(footprintIssues(rect)).toEqual([]);
    const p = footprintPolygon(rect);
    const round = p.points.map(([x, y]) => [Math.round(x), Math.round(y)]);
    expect(round).toEqual([
      [0, 0],
      [4000, 0],
      [4000, 3000],
      [0, 3000],
    ]);
    expect(p.house).toEqual([true, false, false, false]);
  });

  it("refuses a polygon that misses its start, saying by how much, and does not close it", () => {
    // the last side 2900 instead of 3000: the walk ends at (0, 3000 − 2900) = (0, 100), 100 mm short
    const open: Footprint = {
      kind: "polygon",
      sides: [side(4000, 90, true), side(3000, 90), side(4000, 90), side(2900, 90)],
    };
    const [issue, ...rest] = footprintIssues(open);
    expect(rest).toEqual([]);
    expect(issue).toMatchObject({ field: "footprint.sides", code: "sunroom.polygon_open" });
    if (issue?.code !== "sunroom.polygon_open") throw new Error();
    expect(issue.miss).toBeCloseTo(100, 6);
    expect(issue.dx).toBeCloseTo(0, 6);
    expect(issue.dy).toBeCloseTo(-100, 6);
  });

  it("refuses turns that do not come round once, sides out of range, and no house wall", () => {
    // a triangle 120° each way closes, but 130° at the last corner turns 370° in all
    const tri = (last: number): Footprint => ({
      kind: "polygon",
      sides: [side(3000, 120, true), side(3000, 120), side(3000, last)],
    });
    expect(footprintIssues(tri(120))).toEqual([]);
    expect(footprintIssues(tri(130))).toMatchObject([{ code: "sunroom.polygon_turns" }]);
    expect(footprintIssues(tri(130))[0]).toHaveProperty("turned", 370);
    expect(
      footprintIssues({ kind: "polygon", sides: [side(3000, 120), side(3000, 120), side(3000, 120)] }),
    ).toEqual([{ field: "footprint.sides", code: "sunroom.polygon_no_house" }]);
    expect(
      footprintIssues({ kind: "polygon", sides: [side(100, 120, true), side(3000, 120), side(3000, 120)] }),
    ).toEqual([{ field: "footprint.sides.0.length", code: "sunroom.out_of_range", min: 500, max: 30_000 }]);
    // a bow tie: it closes but turns 0° in all
    const r2 = 1000 * Math.SQRT2;
    expect(
      footprintIssues({
        kind: "polygon",
        sides: [side(1000, 135, true), side(r2, -135), side(1000, -135), side(r2, 135)],
      }),
    ).toMatchObject([{ code: "sunroom.polygon_turns" }]);
  });

  it("refuses an L whose wing is not narrower than its first leg, or too shallow for its hips", () => {
    const l = { kind: "lShape" as const, length: 4000, depth: 3000, wingLength: 3000, wingDepth: 2000 };
    expect(footprintIssues(l, "hip")).toEqual([]);
    expect(footprintIssues({ ...l, wingLength: 4000 })).toEqual([
      { field: "footprint.wingLength", code: "sunroom.wing_too_long", most: 4000 },
    ]);
    expect(footprintIssues({ ...l, depth: 1900 }, "hip")).toEqual([
      { field: "footprint.depth", code: "sunroom.hip_too_shallow", least: 2000 },
    ]);
  });

  it("gives the typed rectangle the rectangle's own walls under a lean-to", () => {
    const s = sunroomOf({
      width: 4000,
      depth: 3000,
      slope: { by: "pitch", degrees: 15 },
      bays: { left: 1, front: 1, right: 1 },
    });
    const built = buildSunroom(s, TEST_RAFTERS);
    if (!built.ok) throw new Error();
    const facets = footprintFacets(rect, s, built.value.roof.tan, [1, 1, 1, 1]);
    // the rectangle's facets: left, front, right; the polygon's sides 4 (left), 3 (front), 2 (right)
    const bySide = { left: "s4-1", front: "s3-1", right: "s2-1" } as const;
    expect(built.value.facets).toHaveLength(3);
    for (const f of built.value.facets) {
      const g = facets.find((x) => x.id === bySide[f.side])!;
      expect(g.from[0]).toBeCloseTo(f.from[0], 6);
      expect(g.from[1]).toBeCloseTo(f.from[1], 6);
      expect(g.top.length).toBe(f.top.length);
      g.top.forEach((p, i) => {
        expect(p[0]).toBeCloseTo(f.top[i]![0], 6);
        expect(p[1]).toBeCloseTo(f.top[i]![1], 6);
      });
    }
  });
});

describe("a sunroom on a shaped footprint", () => {
  const l: Footprint = { kind: "lShape", length: 4000, depth: 3000, wingLength: 3000, wingDepth: 2000 };
  it("builds the L's hip roof with its valley, members and facets", () => {
    const s = sunroomOf({ roof: "hip", slope: { by: "pitch", degrees: 30 } });
    const r = buildShapedSunroom(s, l);
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    expect(r.value.valley?.planLength).toBeCloseTo(1500 * Math.SQRT2, 9);
    expect(r.value.members.filter((m) => m.kind === "valley")).toHaveLength(1);
    expect(r.value.facets).toHaveLength(5);
    // 4 × 3 + 3 × 2 = 18 m²
    expect(r.value.area).toBeCloseTo(18, 9);
  });
  it("refuses a gable over an L, a ridge height, and a polygon that does not close, at their fields", () => {
    const gable = buildShapedSunroom(sunroomOf({ roof: "gable", slope: { by: "pitch", degrees: 30 } }), l);
    expect(gable.ok ? [] : gable.issues).toEqual([{ field: "roof", code: "sunroom.roof_for_footprint" }]);
    const ridge = buildShapedSunroom(sunroomOf({ roof: "hip", slope: { by: "ridge", height: 3500 } }), l);
    expect(ridge.ok ? [] : ridge.issues).toEqual([
      { field: "slope.by", code: "sunroom.slope_for_footprint" },
    ]);
    const open = buildShapedSunroom(sunroomOf({}), {
      kind: "polygon",
      sides: [side(4000, 90, true), side(3000, 90), side(4000, 90), side(2900, 90)],
    });
    expect(open.ok ? [] : open.issues.map((i) => i.code)).toEqual(["sunroom.polygon_open"]);
  });
});
