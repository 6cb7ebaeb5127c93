// A flat roof with a fall, against hand-computed cases (docs/sunroom.md "Roof", "Fields").
// Flat 4000 × 3000, eaves 2400, fall 2 % away from the house wall, overhang 100, bays left 1 /
// front 2 / right 1, rafters at most 700 apart:
//   tan p = 2/100 = 0.02, p = atan 0.02 = 1.145763°, 1/cos p = √(1 + 0.02²) = √1.0004 = 1.00019998
//   wall plate (the high side, against the house) 2400 + 3000 · 0.02 = 2460
import { describe, expect, it } from "vitest";
import { demoSeries } from "../series/demo/index.ts";
import { seriesGeometry } from "../series/geometry.ts";
import { sunroomBom } from "./bom.ts";
import { newSunroom } from "./defaults.ts";
import { demoSunroomSeries } from "./demo/series.ts";
import { sunroomDrawings } from "./drawings.ts";
import type { Sunroom } from "./model.ts";
import { compileSunroomSeries } from "./series.ts";
import { buildSunroom, type SunroomModel } from "./sunroom.ts";
import { sunroomOf, TEST_RAFTERS } from "./test-sunroom.ts";
import { sunroomIssues } from "./validate.ts";

const SEC = Math.sqrt(1 + 0.02 ** 2); // 1.00019998

function built(over: Partial<Sunroom>): SunroomModel {
  const r = buildSunroom(sunroomOf(over), TEST_RAFTERS);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.value;
}
const FLAT: Partial<Sunroom> = { roof: "flat", slope: { by: "fall", percent: 2 }, overhang: 100 };
const lengths = (m: SunroomModel, kind: string) =>
  m.members.filter((x) => x.kind === kind).map((x) => x.length);

describe("flat roof 4000 × 3000, fall 2 %, eaves 2400, overhang 100", () => {
  const m = built(FLAT);

  it("falls 60 mm from the house wall to the front", () => {
    expect(m.roof.type).toBe("flat");
    expect(m.roof.tan).toBe(0.02);
    expect(m.roof.pitch).toBeCloseTo(1.145763, 6);
    expect(m.roof.ridgeHeight).toBeCloseTo(2460, 9); // 2400 + 3000 · 0.02
    // one plane, its overhang at the front (where the water runs off)
    expect(m.roof.planes.map((p) => [p.id, p.edges])).toEqual([["main", ["eave", "verge", "wall", "verge"]]]);
  });

  it("gives the same roof for 20 mm per metre and for a drop of 60 mm", () => {
    // 2 % = 20 mm per 1000 mm = 60 mm over the 3000 depth
    for (const slope of [
      { by: "fallPerMetre", mmPerMetre: 20 },
      { by: "drop", drop: 60 },
    ] as const) {
      const other = built({ ...FLAT, slope });
      expect(other.roof.tan).toBeCloseTo(0.02, 12);
      expect(other.roof.ridgeHeight).toBeCloseTo(2460, 9);
      expect(other.members.map((x) => x.length)).toEqual(m.members.map((x) => expect.closeTo(x.length, 6)));
    }
  });

  it("lays 7 rafters (beams) of 3100.62 over a 3000.60 span", () => {
    // 4000 / 700 = 5.71 → 6 equal bays of 666.67 → 7 rafters
    // each from the overhang edge to the wall plate: plan 3000 + 100 = 3100 → 3100 · 1.00019998 = 3100.620
    // span ring beam → wall plate: 3000 · 1.00019998 = 3000.600
    const rafters = m.members.filter((x) => x.kind === "rafter");
    expect(rafters).toHaveLength(7);
    for (const r of rafters) {
      expect(r.length).toBeCloseTo(3100.62, 2);
      expect(r.span).toBeCloseTo(3000.6, 2);
      expect(r.cuts[0]).toEqual({ plumb: m.roof.pitch, plan: 0 });
      expect(r.cuts[1]).toEqual({ plumb: m.roof.pitch, plan: 0 });
      // the foot at the gutter edge: 2400 − 100 · 0.02 = 2398; the top at the wall plate 2460
      expect(r.from[2]).toBeCloseTo(2398, 9);
      expect(r.to[2]).toBeCloseTo(2460, 9);
    }
  });

  it("has posts following the fall, ring beams on three sides and the wall plate", () => {
    // posts at the house ends up to 2460, at the front corners and the middle of the front 2400
    expect(lengths(m, "post").sort()).toEqual([2400, 2400, 2400, 2460, 2460]);
    // the front ring beam 4000 level at 2400; the side ring beams fall with the roof from 2460 at the
    // house to 2400 at the front: √(3000² + 60²) = 3000 · 1.00019998 = 3000.600
    const beams = m.members.filter((x) => x.kind === "ringBeam");
    expect(beams.map((b) => b.id)).toEqual(["ringBeam-main", "ringBeam-left", "ringBeam-right"]);
    expect(beams[0]!.length).toBe(4000);
    for (const side of beams.slice(1)) {
      expect(side.length).toBeCloseTo(3000.6, 2);
      expect(side.from[2]).toBeCloseTo(2460, 9);
      expect(side.to[2]).toBe(2400);
      expect(side.cuts).toEqual([
        { plumb: m.roof.pitch, plan: 0 },
        { plumb: m.roof.pitch, plan: 0 },
      ]);
    }
    expect(lengths(m, "wallPlate")).toEqual([4000]);
    expect(lengths(m, "ridge")).toEqual([]);
    expect(lengths(m, "hip")).toEqual([]);
  });

  it("has 6 roof panels of 666.67 × 3100.62 (2.0671 m²) with square edges", () => {
    // 0.66667 m · 3.10062 m = 2.06708 m²
    expect(m.panels).toHaveLength(6);
    for (const p of m.panels) {
      expect(p.width).toBeCloseTo(666.667, 3);
      expect(p.length).toBeCloseTo(3100 * SEC, 9);
      expect(p.area).toBeCloseTo(2.06708, 5);
      expect(p.edges.every((e) => e.bevel === 0)).toBe(true);
    }
  });

  it("makes trapezoid sides following the fall and rectangular front facets", () => {
    const shapes = Object.fromEntries(m.facets.map((f) => [f.id, f.shape]));
    expect(shapes["left-1"]).toEqual({ kind: "trapezoid", width: 3000, leftHeight: 2460, rightHeight: 2400 });
    expect(shapes["front-1"]).toEqual({ kind: "rectangle", width: 2000, height: 2400 });
    expect(shapes["front-2"]).toEqual({ kind: "rectangle", width: 2000, height: 2400 });
    expect(shapes["right-1"]).toEqual({
      kind: "trapezoid",
      width: 3000,
      leftHeight: 2400,
      rightHeight: 2460,
    });
  });

  it("has a 4000 gutter at the front, a downpipe from 2398 and 4000 of flashing along the house", () => {
    expect(m.runs.map((r) => [r.kind, r.length])).toEqual([
      ["gutter", 4000],
      ["downpipe", 2398],
      ["flashing", 4000],
    ]);
  });

  it("checks the rafters as any roof's: full snow on a flat roof", () => {
    // μr = 1.0 below 25°: snow 0.5 (S2), wind 0.45 (W2), glass 0.30
    // snow leading 0.5 + 0.6 · 0.45 = 0.77; wind leading 0.45 + 0.7 · 0.5 = 0.80 → 0.80
    // q_k = 0.30 + 0.80 = 1.10; q_d = 1.3 · 0.30 + 1.5 · 0.80 = 1.59 kN/m²
    expect(m.loads.snow).toBe(0.5);
    expect(m.loads.characteristic).toBeCloseTo(1.1, 12);
    expect(m.loads.design).toBeCloseTo(1.59, 12);
    // L = 3000.600; strength 8 · 26 700 · 140 / (1.59e-3 · 3000.6²) = 29 904 000 / 14 315.72 = 2088.89
    // deflection 384 · 70 000 · 1.6e6 / (5 · 200 · 1.10e-3 · 3000.6³) = 4.3008e13 / 2.971785e10 = 1447.21
    expect(m.rule.span).toBeCloseTo(3000.6, 2);
    expect(m.rule.byStrength).toBeCloseTo(2088.89, 1);
    expect(m.rule.byDeflection).toBeCloseTo(1447.21, 1);
    expect(m.rule.governs).toBe("deflection");
    expect(m.warnings).toEqual([]); // laid 666.67 ≤ 1447.21
    // rafters 1500 apart at most: 4000 / 1500 → 3 bays of 1333.33 ≤ 1447.21, no warning;
    // at most 2100: 2 bays of 2000 > 1447.21, warned about and nothing changed
    expect(built({ ...FLAT, rafterSpacing: 1500 }).warnings).toEqual([]);
    const warned = built({ ...FLAT, rafterSpacing: 2100 });
    expect(warned.warnings.map((w) => [w.field, w.chosen, w.laid])).toEqual([["rafterSpacing", 2100, 2000]]);
  });
});

describe("drawings of the flat roof", () => {
  it("dimensions each side's heights at both ends: 2460 at the house, 2400 at the front", () => {
    const tb60 = demoSeries("en-US")["alu-tb60-casement"];
    const s = sunroomOf({ ...FLAT, facetSeriesId: tb60.id, colour: "silver" });
    const r = buildSunroom(s, TEST_RAFTERS);
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    const drawings = sunroomDrawings(r.value, s, seriesGeometry(tb60));
    const figures = (id: string) =>
      drawings
        .find((d) => d.id === id)!
        .model.dimensions.filter((d) => d.kind === "free")
        .map((d) => d.text);
    expect(figures("elevation-left")).toEqual(["3000", "2460", "2400"]);
    expect(figures("elevation-front")).toEqual(["4000", "2400", "2400"]);
    expect(figures("elevation-right")).toEqual(["3000", "2400", "2460"]);
    // the roof plan: 4000 wide, 3000 + 100 of overhang out from the house
    expect(figures("roof")).toEqual(["4000", "3100"]);
  });
});

describe("the flat roof's fall is refused at its field outside 1 % to 10 %", () => {
  const issues = (over: Partial<Sunroom>) => sunroomIssues(sunroomOf({ ...FLAT, ...over }));

  it("by percentage and by mm per metre", () => {
    expect(issues({ slope: { by: "fall", percent: 0.5 } })).toEqual([
      { field: "slope.percent", code: "sunroom.out_of_range", min: 1, max: 10 },
    ]);
    expect(issues({ slope: { by: "fall", percent: 10 } })).toEqual([]);
    expect(issues({ slope: { by: "fallPerMetre", mmPerMetre: 150 } })).toEqual([
      { field: "slope.mmPerMetre", code: "sunroom.out_of_range", min: 10, max: 100 },
    ]);
    expect(issues({ slope: { by: "fallPerMetre", mmPerMetre: Number.NaN } })).toEqual([
      { field: "slope.mmPerMetre", code: "sunroom.out_of_range", min: 10, max: 100 },
    ]);
  });

  it("by the drop: 1 % to 10 % of the depth (30 to 300 mm over 3000)", () => {
    expect(issues({ slope: { by: "drop", drop: 29 } })).toEqual([
      { field: "slope.drop", code: "sunroom.drop_fall", min: 30, max: 300 },
    ]);
    expect(issues({ slope: { by: "drop", drop: 300 } })).toEqual([]);
    // while the depth is refused the drop waits for it
    expect(issues({ depth: 100, slope: { by: "drop", drop: 29 } })).toEqual([
      { field: "depth", code: "sunroom.out_of_range", min: 500, max: 30_000 },
    ]);
  });

  it("a flat roof takes a fall, a pitched roof a pitch or a ridge height", () => {
    expect(issues({ slope: { by: "pitch", degrees: 15 } })).toEqual([
      { field: "slope.by", code: "sunroom.slope_for_roof" },
    ]);
    expect(issues({ roof: "gable", slope: { by: "fall", percent: 2 } })).toEqual([
      { field: "slope.by", code: "sunroom.slope_for_roof" },
    ]);
    const r = buildSunroom(sunroomOf({ ...FLAT, slope: { by: "ridge", height: 2500 } }), TEST_RAFTERS);
    expect(r).toEqual({ ok: false, issues: [{ field: "slope.by", code: "sunroom.slope_for_roof" }] });
  });
});

describe("BOM of the 4 × 3 m flat roof through the demo sunroom series", () => {
  const series = demoSunroomSeries("en-US");
  const compiled = compileSunroomSeries(series);
  const tb60 = demoSeries("en-US")["alu-tb60-casement"];
  const s: Sunroom = {
    ...newSunroom(series.catalogue.id, tb60.id, "silver", "R120"),
    ...FLAT,
  };
  const r = buildSunroom(s, series.rafters);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  const bom = sunroomBom(r.value, s, compiled, tb60);

  it("cuts the ring beams on three sides, the rafters and posts at their heights", () => {
    // fen per metre: P100 9600, RB120 8500, WP80 4800, R120 6600, GT125 4200, DP80 2700, FL200 2400
    expect(
      bom.structure.profiles.map((l) => [
        l.code,
        l.length,
        Math.round(l.angleA * 100) / 100,
        l.count,
        l.amount,
      ]),
    ).toEqual([
      ["DP80", 2398, 90, 1, 6475], // 2.398 × 27.00 = 64.746 → 64.75
      ["FL200", 4000, 90, 1, 9600], // 4 × 24.00
      ["GT125", 4000, 90, 1, 16800], // 4 × 42.00
      ["P100", 2460, 90, 2, 47232], // 2.46 × 96 × 2 = 472.32
      ["P100", 2400, 90, 3, 69120], // 2.4 × 96 × 3 = 691.20
      // 3100.62 → 3100.6 (1 decimal), plumb cut 90 − 1.1458 = 88.85°: 3.1006 × 66 × 7 = 1432.48
      ["R120", 3100.6, 88.85, 7, 143248],
      ["RB120", 4000, 90, 1, 34000], // the front ring beam: 4 × 85
      // the side ring beams 3000.6, cut 88.85° like the rafters: 3.0006 × 85 × 2 = 510.10
      ["RB120", 3000.6, 88.85, 2, 51010],
      ["WP80", 4000, 90, 1, 19200], // 4 × 48
    ]);
    expect(bom.structure.errors).toEqual([]);
  });

  it("lists the six roof panels", () => {
    // 666.67 → 666.7 × 3100.62 → 3100.6; 0.6667 · 3.1006 = 2.06717 → 2.067 m² each, × 6 = 12.402 m²
    // 2.067 × 260 × 6 = 3224.52 yuan
    expect(bom.structure.glass.map((g) => [g.spec, g.width, g.height, g.count, g.amount])).toEqual([
      ["6+12A+6", 666.7, 3100.6, 6, 322452],
    ]);
    expect(bom.structure.glass[0]!.area).toBeCloseTo(12.402, 9);
  });
});
