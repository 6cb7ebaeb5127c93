// A flat roof with a fall, against hand-computed cases (docs/sunroom.md "Roof", "Fields").
// Flat 4000 × 3000, eaves 2400, fall 2 % away from the house wall, overhang 100, bays left 1 /
// front 2 / right 1, rafters at most 700 apart:
//   tan p = 2/100 = 0.02, p = atan 0.02 = 1.145763°, 1/cos p = √(1 + 0.02²) = √1.0004 = 1.00019998
//   wall plate (the high side, against the house) 2400 + 3000 · 0.02 = 2460
//   the roof overhangs 100 at the front and at both sides: 100 + 4000 + 100 = 4200 wide (x −100 … 4100)
import { describe, expect, it } from "vitest";
import { demoSeries } from "../series/demo/index.ts";
import { seriesGeometry } from "../series/geometry.ts";
import { sunroomBom } from "./bom.ts";
import { newSunroom } from "./defaults.ts";
import { demoSunroomSeries } from "./demo/series.ts";
import { sunroomDrawings } from "./drawings.ts";
import type { Sunroom } from "./model.ts";
import { minimumFall } from "./ponding.ts";
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
    // one plane, overhanging 100 at the front (where the water runs off) and at both sides
    expect(m.roof.planes.map((p) => [p.id, p.edges])).toEqual([["main", ["eave", "verge", "wall", "verge"]]]);
    expect(m.roof.planes[0]!.outline).toEqual([
      [-100, 3100],
      [4100, 3100],
      [4100, 0],
      [-100, 0],
    ]);
    // the front ring beam carries the rafters across the roof's full width: −100 … 4100 at y 3000
    expect(m.roof.planes[0]!.ringBeam).toEqual([
      [-100, 3000],
      [4100, 3000],
    ]);
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

  it("lays 7 rafters (beams) of 3100.62 over a 3000.60 span, the outer two at the side overhangs' edges", () => {
    // 4200 / 700 = 6 → 6 equal bays of 700 → 7 rafters at x = −100, 600, 1300, 2000, 2700, 3400, 4100
    // each from the overhang edge to the wall plate: plan 3000 + 100 = 3100 → 3100 · 1.00019998 = 3100.620
    // span ring beam → wall plate: 3000 · 1.00019998 = 3000.600
    const rafters = m.members.filter((x) => x.kind === "rafter");
    expect(rafters).toHaveLength(7);
    expect(rafters.map((r) => r.from[0])).toEqual(
      [-100, 600, 1300, 2000, 2700, 3400, 4100].map((x) => expect.closeTo(x, 9)),
    );
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
    // the front one runs the roof's full width, past the corner posts by the side overhangs: 4200
    expect(beams[0]!.length).toBe(4200);
    for (const side of beams.slice(1)) {
      expect(side.length).toBeCloseTo(3000.6, 2);
      expect(side.from[2]).toBeCloseTo(2460, 9);
      expect(side.to[2]).toBe(2400);
      expect(side.cuts).toEqual([
        { plumb: m.roof.pitch, plan: 0 },
        { plumb: m.roof.pitch, plan: 0 },
      ]);
    }
    // the wall plate along the house under the roof's high edge, as wide as the roof
    expect(lengths(m, "wallPlate")).toEqual([4200]);
    expect(lengths(m, "ridge")).toEqual([]);
    expect(lengths(m, "hip")).toEqual([]);
  });

  it("has 6 roof panels of 700 × 3100.62 (2.1704 m²) with square edges, covering the side overhangs", () => {
    // 0.7 m · 3.10062 m = 2.170434 m²; six of them 13.0226 m² = 4.2 m · 3.10062 m, the whole roof
    expect(m.panels).toHaveLength(6);
    expect(m.panels.map((p) => p.from)).toEqual(
      [0, 700, 1400, 2100, 2800, 3500].map((x) => expect.closeTo(x, 9)),
    );
    for (const p of m.panels) {
      expect(p.width).toBeCloseTo(700, 9);
      expect(p.length).toBeCloseTo(3100 * SEC, 9);
      expect(p.area).toBeCloseTo(2.170434, 5);
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

  it("has a 4200 gutter at the front, a downpipe from 2398 and 4200 of flashing along the house", () => {
    // the gutter and the flashing run the roof's full width, 100 + 4000 + 100
    expect(m.runs.map((r) => [r.kind, r.length])).toEqual([
      ["gutter", 4200],
      ["downpipe", 2398],
      ["flashing", 4200],
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
    expect(m.warnings).toEqual([]); // laid 700 ≤ 1447.21
    // rafters 1500 apart at most: 4200 / 1500 = 2.8 → 3 bays of 1400 ≤ 1447.21, no warning;
    // at most 2100: 4200 / 2100 = 2 bays of 2100 > 1447.21, warned about and nothing changed
    expect(built({ ...FLAT, rafterSpacing: 1500 }).warnings).toEqual([]);
    const warned = built({ ...FLAT, rafterSpacing: 2100 });
    expect(warned.warnings.map((w) => [w.field, w.chosen, w.laid])).toEqual([["rafterSpacing", 2100, 2100]]);
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
    // the roof plan: 100 + 4000 + 100 wide, 3000 + 100 of overhang out from the house
    expect(figures("roof")).toEqual(["4200", "3100"]);
  });
});

describe("the flat roof's fall on its roof plan", () => {
  it("is an arrow from the house wall toward the front, with its fall in % beside it", () => {
    const tb60 = demoSeries("en-US")["alu-tb60-casement"];
    const s = sunroomOf({ ...FLAT, facetSeriesId: tb60.id, colour: "silver" });
    const r = buildSunroom(s, TEST_RAFTERS);
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    const roof = sunroomDrawings(r.value, s, seriesGeometry(tb60)).find((d) => d.id === "roof")!.model;
    // the shaft from a quarter of the depth (750) down to the head's neck, the head's tip at three
    // quarters (2250), in the middle of the 4000 width (x 2000): it points away from the house wall
    const head = roof.members.find((x) => x.id === "fall-arrow-head")!;
    expect(head.polygon[1]).toEqual([2000, 2250]);
    const shaft = roof.members.find((x) => x.id === "fall-arrow")!;
    expect(Math.min(...shaft.polygon.map((p) => p[1]))).toBe(750);
    expect(Math.max(...shaft.polygon.map((p) => p[1]))).toBe(2250 - 240);
    // beside it at half the depth: the fall, 2 %
    expect(roof.notes).toEqual([{ id: "fall", at: [2120, 1500], text: "2 %" }]);
    // a fall typed as 25 mm per metre reads 2.5 %
    const s25 = { ...s, slope: { by: "fallPerMetre", mmPerMetre: 25 } } as const;
    const r25 = buildSunroom(s25, TEST_RAFTERS);
    if (!r25.ok) throw new Error(JSON.stringify(r25.issues));
    const roof25 = sunroomDrawings(r25.value, s25, seriesGeometry(tb60)).find((d) => d.id === "roof")!.model;
    expect(roof25.notes.map((n) => n.text)).toEqual(["2.5 %"]);
  });

  it("is not drawn on a pitched roof", () => {
    const tb60 = demoSeries("en-US")["alu-tb60-casement"];
    const s = sunroomOf({ facetSeriesId: tb60.id, colour: "silver" });
    const r = buildSunroom(s, TEST_RAFTERS);
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    const roof = sunroomDrawings(r.value, s, seriesGeometry(tb60)).find((d) => d.id === "roof")!.model;
    expect(roof.notes).toEqual([]);
    expect(roof.members.some((x) => x.id.startsWith("fall-arrow"))).toBe(false);
  });
});

describe("the ponding check: a fall below the least the roof covering needs is warned about", () => {
  it("knows each covering's least fall: 1 : 40 for glass and insulated panels, 5° for polycarbonate", () => {
    // BS 6229:2018 design fall 1 : 40 = 2.5 %; tan 5° = 0.0874887 = 8.74887 %
    expect(minimumFall).toEqual({ glass: 2.5, insulated: 2.5, polycarbonate: expect.closeTo(8.74887, 5) });
  });

  it("warns a glass roof at 2 % (below 2.5 %) at the field typed, and changes nothing", () => {
    const m2 = built(FLAT);
    expect(m2.ponding).toEqual({
      code: "sunroom.fall_below_minimum",
      field: "slope.percent",
      covering: "glass",
      fall: 2,
      minimum: 2.5,
    });
    // the roof keeps the fall typed
    expect(m2.roof.tan).toBe(0.02);
    // 2.5 % exactly is enough; 25 mm per m and a drop of 75 mm over 3000 are that same fall
    expect(built({ ...FLAT, slope: { by: "fall", percent: 2.5 } }).ponding).toBeNull();
    expect(built({ ...FLAT, slope: { by: "fallPerMetre", mmPerMetre: 25 } }).ponding).toBeNull();
    expect(built({ ...FLAT, slope: { by: "drop", drop: 75 } }).ponding).toBeNull();
    // 74 mm over 3000 = 2.4667 %: warned at the drop
    expect(built({ ...FLAT, slope: { by: "drop", drop: 74 } }).ponding).toMatchObject({
      field: "slope.drop",
      fall: expect.closeTo(2.46667, 5),
    });
    // 20 mm per metre: warned at the mm-per-metre field
    expect(built({ ...FLAT, slope: { by: "fallPerMetre", mmPerMetre: 20 } }).ponding?.field).toBe(
      "slope.mmPerMetre",
    );
  });

  it("warns a polycarbonate roof below 8.75 %, an insulated one as glass", () => {
    const poly = { kind: "polycarbonate", spec: "16 mm twin-wall", weight: 0.03 } as const;
    expect(built({ ...FLAT, slope: { by: "fall", percent: 8 }, roofPanel: poly }).ponding).toMatchObject({
      covering: "polycarbonate",
      fall: 8,
      minimum: expect.closeTo(8.74887, 5),
    });
    // 8.75 % = atan 0.0875 = 5.0007° ≥ 5°
    expect(built({ ...FLAT, slope: { by: "fall", percent: 8.75 }, roofPanel: poly }).ponding).toBeNull();
    const insulated = { kind: "insulated", spec: "80 mm PU", weight: 0.15 } as const;
    expect(built({ ...FLAT, slope: { by: "fall", percent: 3 }, roofPanel: insulated }).ponding).toBeNull();
    expect(built({ ...FLAT, roofPanel: insulated }).ponding?.covering).toBe("insulated");
  });

  it("does not apply to a pitched roof", () => {
    expect(built({ roof: "leanTo", slope: { by: "pitch", degrees: 1 } }).ponding).toBeNull();
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
      ["FL200", 4200, 90, 1, 10080], // 4.2 × 24.00 = 100.80
      ["GT125", 4200, 90, 1, 17640], // 4.2 × 42.00 = 176.40
      ["P100", 2460, 90, 2, 47232], // 2.46 × 96 × 2 = 472.32
      ["P100", 2400, 90, 3, 69120], // 2.4 × 96 × 3 = 691.20
      // 3100.62 → 3100.6 (1 decimal), plumb cut 90 − 1.1458 = 88.85°: 3.1006 × 66 × 7 = 1432.48
      ["R120", 3100.6, 88.85, 7, 143248],
      ["RB120", 4200, 90, 1, 35700], // the front ring beam, the roof's full width: 4.2 × 85 = 357.00
      // the side ring beams 3000.6, cut 88.85° like the rafters: 3.0006 × 85 × 2 = 510.10
      ["RB120", 3000.6, 88.85, 2, 51010],
      ["WP80", 4200, 90, 1, 20160], // 4.2 × 48 = 201.60
    ]);
    expect(bom.structure.errors).toEqual([]);
  });

  it("lists the six roof panels", () => {
    // 700 × 3100.62 → 3100.6; 0.7 · 3.1006 = 2.17042 → 2.170 m² each, × 6 = 13.020 m²
    // 2.170 × 260 × 6 = 3385.20 yuan
    expect(bom.structure.glass.map((g) => [g.spec, g.width, g.height, g.count, g.amount])).toEqual([
      ["6+12A+6", 700, 3100.6, 6, 338520],
    ]);
    expect(bom.structure.glass[0]!.area).toBeCloseTo(13.02, 9);
  });
});
