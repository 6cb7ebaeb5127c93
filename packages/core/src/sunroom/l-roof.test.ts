// The L footprint's hip roof and its valley, worked out by hand (docs/sunroom.md "L-shaped
// footprint and its valley"). Two wings, equal pitch: the first leg 4 × 3 m along the house wall,
// the second leg 3 m wide running 2 m further out at its left end; eaves at 2 500 mm; pitch
// atan(3/4) = 36.87°, so tan p = 0.75, cos p = 0.8 (a 3-4-5 triangle), cos² p = 0.64.
import { describe, expect, it } from "vitest";
import { structureBom } from "./bom.ts";
import { newSunroom } from "./defaults.ts";
import { demoSunroomSeries } from "./demo/series.ts";
import { footprintPolygon } from "./footprint.ts";
import { footprintFacets } from "./footprint-facets.ts";
import { lValleyMembers } from "./l-members.ts";
import { lRoofHeightAt, lValley, lValleyJacks } from "./l-roof.ts";
import { hipDihedral } from "./roof.ts";
import { compileSunroomSeries } from "./series.ts";

const L = { length: 4000, depth: 3000, wingLength: 3000, wingDepth: 2000 };
const PITCH = (Math.atan(0.75) * 180) / Math.PI; // 36.8699°
const EAVE = 2500;

describe("L footprint", () => {
  it("is the six corners of the two legs, the house wall first", () => {
    // (0,0) → (4000,0) house wall → (4000,3000) → (3000,3000) inner corner → (3000,5000) → (0,5000)
    expect(footprintPolygon({ kind: "lShape", ...L })).toEqual({
      points: [
        [0, 0],
        [4000, 0],
        [4000, 3000],
        [3000, 3000],
        [3000, 5000],
        [0, 5000],
      ],
      house: [true, false, false, false, false, false],
    });
  });

  it("has its valley from the inner corner at 45° in plan up to the second wing's ridge", () => {
    const v = lValley(L, EAVE, PITCH);
    // the valley climbs from the inner corner (3000, 3000) until it is half the second wing's
    // width in from both eaves: s = 3000 / 2 = 1500, so it ends at (3000 − 1500, 3000 − 1500)
    expect(v.from).toEqual([3000, 3000]);
    expect(v.to).toEqual([1500, 1500]);
    // plan length s·√2 = 1500 × 1.41421 = 2121.32 mm
    expect(v.planLength).toBeCloseTo(2121.32, 2);
    // rise s · tan p = 1500 × 0.75 = 1125 mm: from 2500 at the corner to 3625 at the top
    expect(v.rise).toBeCloseTo(1125, 9);
    expect(v.fromZ).toBe(2500);
    expect(v.toZ).toBeCloseTo(3625, 9);
    // true length √(2121.32² + 1125²) = √(4 500 000 + 1 265 625) = √5 765 625 = 2401.17 mm
    expect(v.trueLength).toBeCloseTo(2401.17, 2);
    // its own slope atan(1125 / 2121.32) = atan(0.75 / √2) = atan(0.53033) = 27.94°
    expect(v.pitch).toBeCloseTo(27.938, 3);
    // the planes turn through acos(cos² p) = acos(0.64) = 50.21° across it (as at a hip, folded
    // the other way): each panel edge along it is bevelled 25.10°, the angle over the roof 230.21°
    expect(v.turn).toBeCloseTo(50.208, 3);
    expect(v.bevel).toBeCloseTo(25.104, 3);
    expect(v.dihedral).toBeCloseTo(230.208, 3);
    expect(v.dihedral - 180).toBeCloseTo(180 - hipDihedral(PITCH), 9);
  });

  it("has the roof's height the higher wing's where both stand", () => {
    const z = (x: number, y: number) => lRoofHeightAt(L, EAVE, PITCH, x, y);
    // the valley's top (1500, 1500): first wing min(1500, 3000 − 1500, 4000 − 1500) = 1500, second
    // wing min(1500, 5000 − 1500, 3000 − 1500) = 1500: 2500 + 0.75 × 1500 = 3625
    expect(z(1500, 1500)).toBeCloseTo(3625, 9);
    // the first wing's ridge end (2000, 1000): min(2000, 2000, 2000) = 2000 (the second wing's is
    // 3000 − 2000 = 1000, lower): 2500 + 1500 = 4000, the ridge height (4000 / 2 × 0.75 + 2500)
    expect(z(2000, 1000)).toBeCloseTo(4000, 9);
    // a point on the valley, 500 in from the corner: (2500, 2500) → 500 in from both eaves: 2875
    expect(z(2500, 2500)).toBeCloseTo(2875, 9);
    // just off it into the first wing's front plane (2800, 2000): first wing min(2800, 1000, 1200)
    // = 1000, second wing min(2800, 3000, 200) = 200: 2500 + 750 = 3250
    expect(z(2800, 2000)).toBeCloseTo(3250, 9);
    // every eave line at 2500: the inner corner and the far front
    expect(z(3000, 3000)).toBeCloseTo(2500, 9);
    expect(z(1000, 5000)).toBeCloseTo(2500, 9);
  });

  it("lays the valley jacks from the valley up to the ridge and the hip", () => {
    // s = 1500 at most 500 apart: n = ⌈1500 / 500⌉ = 3, jacks at k = 500 and 1000 from the corner
    const jacks = lValleyJacks(L, PITCH, 500);
    const byId = Object.fromEntries(jacks.map((j) => [j.id, j]));
    // second wing's right plane along y = 3000 − k: from k in up to its ridge 1500 in: run 1500 − k
    expect(byId["valley-jack-B-1"]!.run).toBeCloseTo(1000, 9); // 1500 − 500
    expect(byId["valley-jack-B-1"]!.length).toBeCloseTo(1250, 9); // 1000 / 0.8
    expect(byId["valley-jack-B-2"]!.run).toBeCloseTo(500, 9); // 1500 − 1000
    expect(byId["valley-jack-B-2"]!.length).toBeCloseTo(625, 9); // 500 / 0.8
    // first wing's front plane along x = 3000 − k: up to its right hip (4000 − x in) or left hip
    // (x in), the nearer: k = 500: min(2500, 1500) − 500 = 1000; k = 1000: min(2000, 2000) − 1000 = 1000
    expect(byId["valley-jack-A-1"]!.run).toBeCloseTo(1000, 9);
    expect(byId["valley-jack-A-1"]!.length).toBeCloseTo(1250, 9);
    expect(byId["valley-jack-A-2"]!.run).toBeCloseTo(1000, 9);
    expect(byId["valley-jack-A-2"]!.top).toEqual([2000, 1000]); // the first wing's ridge end
    expect(jacks).toHaveLength(4);
  });

  it("stands its open walls at the eaves under a hip, and under a lean-to falling from the house", () => {
    const owner = { eaveHeight: EAVE, facetSeriesId: "s", colour: "white", facetRegions: {} };
    const hip = footprintFacets({ kind: "lShape", ...L }, { ...owner, roof: "hip" }, 0.75);
    // five open sides: 3000, 1000, 2000, 3000, 5000 long, each a rectangle 2500 high
    expect(hip.map((f) => [f.id, Math.round(f.width)])).toEqual([
      ["s2-1", 3000],
      ["s3-1", 1000],
      ["s4-1", 2000],
      ["s5-1", 3000],
      ["s6-1", 5000],
    ]);
    for (const f of hip) expect(f.shape).toEqual({ kind: "rectangle", width: f.width, height: 2500 });
    // a lean-to over the L falls from the house wall to the furthest front, 5000 out:
    // z = 2500 + 0.75 × (5000 − y); the first wing's right side, seen from outside from its front
    // (y = 3000: 4000) back to the house (y = 0: 6250)
    const lean = footprintFacets({ kind: "lShape", ...L }, { ...owner, roof: "leanTo" }, 0.75);
    const right = lean.find((f) => f.id === "s2-1")!;
    expect(right.from).toEqual([4000, 3000]);
    expect(right.shape).toEqual({ kind: "trapezoid", width: 3000, leftHeight: 4000, rightHeight: 6250 });
  });
});

describe("L valley members through the sunroom series", () => {
  it("cuts the valley rafter in the hip profile at its true length, 45° in plan at both ends", () => {
    const members = lValleyMembers(L, EAVE, PITCH, 500);
    const valley = members.find((m) => m.kind === "valley")!;
    // from (3000, 3000, 2500) to (1500, 1500, 3625): √(1500² + 1500² + 1125²) = 2401.17
    expect(valley.length).toBeCloseTo(2401.17, 2);
    expect(valley.to[2]).toBeCloseTo(3625, 9);
    // jacks stand on the valley: foot height 2500 + 0.75 × k (k = 500: 2875)
    const j = members.find((m) => m.id === "valley-jack-B-1")!;
    expect(j.from[2]).toBeCloseTo(2875, 9);
    expect(j.to[2]).toBeCloseTo(3625, 9); // the second wing's ridge, 1500 in
    const series = demoSunroomSeries("en-US");
    const s = {
      ...newSunroom(series.catalogue.id, "alu-tb60-casement", "silver", "R120"),
      roof: "hip" as const,
    };
    const bom = structureBom(
      { roof: { ridgeHeight: 4000, pitch: PITCH }, members, runs: [], panels: [], facets: [] },
      s,
      compileSunroomSeries(series),
    );
    expect(bom.errors).toEqual([]);
    const line = bom.profiles.find((p) => p.sources.some((x) => x.element === "valley"))!;
    // HP120, L 2401.17 (the series rounds lengths as its saw does), A = min(90 − 27.94, 90 − 45) = 45
    expect(line.code).toBe("HP120");
    expect(line.length).toBeCloseTo(2401.17, 0);
    expect(line.angleA).toBeCloseTo(45, 6);
    expect(line.angleB).toBeCloseTo(45, 6);
    // the four jacks in the rafter profile R120
    const jacks = bom.profiles.filter((p) => p.sources.some((x) => x.element.startsWith("valley-jack")));
    expect(jacks.every((p) => p.code === "R120")).toBe(true);
    expect(jacks.reduce((t, p) => t + p.count, 0)).toBe(4);
  });
});
