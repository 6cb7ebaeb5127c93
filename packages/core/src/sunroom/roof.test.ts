// Roof geometry against hand-computed cases. The slope used throughout is the 5-12-13 triangle:
// tan p = 5/12, cos p = 12/13, p = atan(5/12) = 22.6199°, so a plan run of 12·k rises 5·k and is
// 13·k long on the slope.
import { describe, expect, it } from "vitest";
import { buildSunroom, type SunroomModel } from "./sunroom.ts";
import { sunroomOf, TEST_RAFTERS } from "./test-sunroom.ts";

function built(over: Parameters<typeof sunroomOf>[0]): SunroomModel {
  const r = buildSunroom(sunroomOf(over), TEST_RAFTERS);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.value;
}
const lengths = (m: SunroomModel, kind: string) =>
  m.members.filter((x) => x.kind === kind).map((x) => x.length);

describe("lean-to 4000 × 3000, eaves 2400, wall plate 3650, overhang 120", () => {
  // rise 3650 − 2400 = 1250 over the run 3000: tan p = 1250/3000 = 5/12
  const m = built({ slope: { by: "ridge", height: 3650 }, overhang: 120, purlinSpacing: 1200 });

  it("takes the pitch from the wall plate height", () => {
    expect(m.roof.pitch).toBeCloseTo(22.6199, 4);
    expect(m.roof.ridgeHeight).toBeCloseTo(3650, 9);
  });

  it("lays 7 rafters of 3380 over a 3250 span", () => {
    // 4000 / 700 = 5.71 → 6 equal bays of 666.67 → 7 rafters
    // each from the overhang edge to the wall: plan 3000 + 120 = 3120 → 3120 · 13/12 = 3380
    // span ring beam → wall plate: 3000 · 13/12 = 3250
    expect(lengths(m, "rafter")).toHaveLength(7);
    for (const r of m.members.filter((x) => x.kind === "rafter")) {
      expect(r.length).toBeCloseTo(3380, 6);
      expect(r.span).toBeCloseTo(3250, 6);
      expect(r.cuts[0].plumb).toBeCloseTo(22.6199, 4);
      expect(r.cuts[1]).toEqual({ plumb: r.cuts[0].plumb, plan: 0 });
    }
    expect(m.rule.laid).toBeCloseTo(4000 / 6, 9);
  });

  it("has posts up to the roof line, the ring beam, the wall plate and two purlins", () => {
    // left side 1 bay, front 2, right 1: posts at the house ends (3650), the front corners and the middle (2400)
    expect(lengths(m, "post").sort()).toEqual([2400, 2400, 2400, 3650, 3650]);
    expect(lengths(m, "ringBeam")).toEqual([4000]);
    expect(lengths(m, "wallPlate")).toEqual([4000]);
    // purlins: slope 3250 / 1200 = 2.7 → 3 bays → 2 purlins, each across the full 4000
    expect(lengths(m, "purlin")).toEqual([4000, 4000]);
    expect(lengths(m, "ridge")).toEqual([]);
    expect(lengths(m, "hip")).toEqual([]);
  });

  it("has 6 roof panels of 666.67 × 3380 (2.2533 m²) with square edges", () => {
    expect(m.panels).toHaveLength(6);
    for (const p of m.panels) {
      expect(p.width).toBeCloseTo(666.667, 3);
      expect(p.length).toBeCloseTo(3380, 6);
      expect(p.area).toBeCloseTo((4000 / 6 / 1000) * 3.38, 9); // 0.66667 · 3.38 = 2.25333
      expect(p.edges.every((e) => e.bevel === 0)).toBe(true);
    }
  });

  it("makes trapezoid sides and rectangular front facets", () => {
    const shapes = Object.fromEntries(m.facets.map((f) => [f.id, f.shape]));
    // seen from outside the left side, the house is on the left: 3650 there, 2400 at the front
    expect(shapes["left-1"]).toEqual({ kind: "trapezoid", width: 3000, leftHeight: 3650, rightHeight: 2400 });
    expect(shapes["front-1"]).toEqual({ kind: "rectangle", width: 2000, height: 2400 });
    expect(shapes["front-2"]).toEqual({ kind: "rectangle", width: 2000, height: 2400 });
    expect(shapes["right-1"]).toEqual({
      kind: "trapezoid",
      width: 3000,
      leftHeight: 2400,
      rightHeight: 3650,
    });
  });

  it("has a 4000 gutter, a downpipe from 2350 and 4000 of flashing", () => {
    // the gutter hangs at the overhang edge: 2400 − 120 · 5/12 = 2350
    expect(m.runs.map((r) => [r.kind, r.length])).toEqual([
      ["gutter", 4000],
      ["downpipe", 2350],
      ["flashing", 4000],
    ]);
  });
});

describe("gable 4800 × 3000, eaves 2400, pitch atan(5/12), overhang 120", () => {
  const pitch = (Math.atan(5 / 12) * 180) / Math.PI;
  const m = built({
    roof: "gable",
    width: 4800,
    slope: { by: "pitch", degrees: pitch },
    overhang: 120,
    rafterSpacing: 1000,
    bays: { left: 1, front: 1, right: 1 },
  });

  it("puts the ridge at 2400 + 2400 · 5/12 = 3400, 3000 long", () => {
    expect(m.roof.ridgeHeight).toBeCloseTo(3400, 9);
    expect(lengths(m, "ridge")).toEqual([3000]);
  });

  it("lays 4 rafters a side of (2400 + 120) · 13/12 = 2730, span 2600", () => {
    // along the 3000 depth: 3000 / 1000 = 3 bays → 4 rafters on each plane
    const rafters = m.members.filter((x) => x.kind === "rafter");
    expect(rafters).toHaveLength(8);
    for (const r of rafters) {
      expect(r.length).toBeCloseTo(2730, 6);
      expect(r.span).toBeCloseTo(2600, 6);
    }
  });

  it("makes the gable end a pentagon up to the ridge", () => {
    const front = m.facets.find((f) => f.id === "front-1")!;
    // 4800 wide, 3400 high; the eaves 1000 below the apex
    expect(front.shape.kind).toBe("polygon");
    const pts = (front.shape as { points: [number, number][] }).points.map(([x, y]) => [
      Math.round(x * 1e6) / 1e6,
      Math.round(y * 1e6) / 1e6,
    ]);
    expect(pts).toEqual([
      [0, 1000],
      [2400, 0],
      [4800, 1000],
      [4800, 3400],
      [0, 3400],
    ]);
    expect(m.facets.find((f) => f.id === "left-1")!.shape).toEqual({
      kind: "rectangle",
      width: 3000,
      height: 2400,
    });
  });

  it("bevels the panels' ridge edge at the pitch (the planes turn 180 − 2 · 22.62 = 134.76°)", () => {
    expect(m.panels).toHaveLength(6); // 3 a side, 1000 × 2730
    for (const p of m.panels) {
      expect(p.width).toBeCloseTo(1000, 9);
      expect(p.length).toBeCloseTo(2730, 6);
      const ridge = p.edges.find((e) => e.kind === "ridge")!;
      expect(ridge.bevel).toBeCloseTo(22.6199, 4);
    }
  });

  it("has gutters along both eaves and flashing up both slopes at the house", () => {
    // flashing: plan 2400 + 120 = 2520 → 2520 · 13/12 = 2730; downpipes from 2400 − 50 = 2350
    const runs = m.runs.map((r) => [r.kind, Math.round(r.length * 1e6) / 1e6]);
    expect(runs).toEqual([
      ["gutter", 3000],
      ["downpipe", 2350],
      ["flashing", 2730],
      ["gutter", 3000],
      ["downpipe", 2350],
      ["flashing", 2730],
    ]);
  });

  it("splits a 3-bay gable end into a trapezoid, a pentagon and a trapezoid", () => {
    const three = built({
      roof: "gable",
      width: 4800,
      slope: { by: "pitch", degrees: pitch },
      bays: { left: 1, front: 3, right: 1 },
    });
    const front = three.facets.filter((f) => f.side === "front");
    // bays of 1600: heights at x = 1600 are 2400 + 1600 · 5/12 = 3066.67
    expect(front[0]!.shape).toMatchObject({ kind: "trapezoid", width: 1600, leftHeight: 2400 });
    expect((front[0]!.shape as { rightHeight: number }).rightHeight).toBeCloseTo(3066.667, 3);
    const middle = front[1]!.shape as { kind: string; points: [number, number][] };
    expect(middle.kind).toBe("polygon");
    // apex 800 in, 3400 − 3066.67 = 333.33 above the sides
    expect(middle.points[1]![0]).toBeCloseTo(800, 9);
    expect(middle.points[0]![1]).toBeCloseTo(333.333, 3);
    expect(front[2]!.shape.kind).toBe("trapezoid");
  });
});

describe("hip 4800 × 4000, eaves 2400, pitch atan(5/12), no overhang", () => {
  const pitch = (Math.atan(5 / 12) * 180) / Math.PI;
  const m = built({
    roof: "hip",
    width: 4800,
    depth: 4000,
    slope: { by: "pitch", degrees: pitch },
    rafterSpacing: 1000,
    bays: { left: 2, front: 3, right: 2 },
  });

  it("has a ridge of 4000 − 4800/2 = 1600 at 3400", () => {
    expect(lengths(m, "ridge")).toEqual([1600]);
    expect(m.roof.ridgeHeight).toBeCloseTo(3400, 9);
  });

  it("has two hips of √(2 · 2400² + 1000²) = 3538.36 at 16.42°", () => {
    // plan 2400·√2 = 3394.11, rise 1000; hip slope atan((5/12)/√2) = atan(0.29463) = 16.4164°
    const hips = m.members.filter((x) => x.kind === "hip");
    expect(hips).toHaveLength(2);
    for (const h of hips) {
      expect(h.length).toBeCloseTo(3538.3612, 3);
      expect(h.cuts[0].plumb).toBeCloseTo(16.4164, 3);
      expect(h.cuts[1].plan).toBe(45);
    }
  });

  it("lays commons and jack rafters to the hips", () => {
    // sides: 4000 / 1000 = 4 bays at y = 0, 1000, 2000, 3000 (4000 is the corner, where the hip stands)
    //   y 0, 1000 reach the ridge: plan 2400 → 2600; y 2000 meets the hip at x = 4000 − 2000 = 2000 → 2166.67;
    //   y 3000: plan 1000 → 1083.33
    // front: 4800 / 1000 → 5 bays of 960 at x = 960, 1920, 2880, 3840: plan 960, 1920, 1920, 960 → ×13/12
    const byPlane = (id: string) =>
      m.members
        .filter((x) => x.kind === "rafter" && x.id.startsWith(`rafter-${id}-`))
        .map((x) => Math.round(x.length * 100) / 100);
    expect(byPlane("left")).toEqual([2600, 2600, 2166.67, 1083.33]);
    // the right plane's ring beam runs from the front corner back to the house (seen from outside it)
    expect(byPlane("right")).toEqual([1083.33, 2166.67, 2600, 2600]);
    expect(byPlane("front")).toEqual([1040, 2080, 2080, 1040]);
    const jack = m.members.find((x) => x.id === "rafter-left-3")!;
    expect(jack.cuts[1].plan).toBe(45);
  });

  it("bevels the panels' hip edges at half of 180 − 148.44 = 15.78°", () => {
    // planes turn acos(cos²p) = acos(144/169) = 31.5624° at a hip; the dihedral over the roof is 148.4376°
    const hipEdges = m.panels.flatMap((p) => p.edges.filter((e) => e.kind === "hip"));
    expect(hipEdges.length).toBeGreaterThan(0);
    for (const e of hipEdges) expect(e.bevel).toBeCloseTo(15.7812, 3);
  });

  it("covers each plane with its panels exactly", () => {
    // sides: trapezoids eave 4000, ridge 1600, slope 2600 → (4000 + 1600)/2 · 2600 = 7.28 m²
    // front: triangle base 4800, slope 2600 → 4800 · 2600 / 2 = 6.24 m²
    const area = (id: string) => m.panels.filter((p) => p.plane === id).reduce((s, p) => s + p.area, 0);
    expect(area("left")).toBeCloseTo(7.28, 9);
    expect(area("right")).toBeCloseTo(7.28, 9);
    expect(area("front")).toBeCloseTo(6.24, 9);
  });

  it("makes every wall facet a rectangle 2400 high", () => {
    expect(m.facets).toHaveLength(7);
    for (const f of m.facets) expect(f.shape).toMatchObject({ kind: "rectangle", height: 2400 });
  });
});

describe("refusals", () => {
  it("refuses a hip shallower than half its width, at the depth", () => {
    const r = buildSunroom(sunroomOf({ roof: "hip", width: 6000, depth: 2900 }), TEST_RAFTERS);
    expect(r).toEqual({
      ok: false,
      issues: [{ field: "depth", code: "sunroom.hip_too_shallow", least: 3000 }],
    });
  });

  it("refuses a pitch outside 1–60° and a fraction of a bay, never rounding them", () => {
    const r = buildSunroom(
      sunroomOf({ slope: { by: "pitch", degrees: 75 }, bays: { left: 1.5, front: 2, right: 1 } }),
      TEST_RAFTERS,
    );
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.issues).toEqual([
        { field: "slope.degrees", code: "sunroom.out_of_range", min: 1, max: 60 },
        { field: "bays.left", code: "sunroom.not_whole", min: 1, max: 20 },
      ]);
  });

  it("refuses a ridge height giving a pitch outside 1–60°", () => {
    // lean-to 3000 deep, eaves 2400, ridge 9000: atan(6600/3000) = 65.6°
    const r = buildSunroom(sunroomOf({ slope: { by: "ridge", height: 9000 } }), TEST_RAFTERS);
    expect(r).toEqual({
      ok: false,
      issues: [{ field: "slope.height", code: "sunroom.ridge_pitch", min: 1, max: 60 }],
    });
  });
});
