// The BOM of a 4 × 3 m lean-to checked line by line by hand, and its cutting plan.
// Lean-to 4000 × 3000, eaves 2400, wall plate 3650 (tan p = 1250/3000 = 5/12, cos p = 12/13,
// p = 22.62°), overhang 120, bays left 1 / front 2 / right 1, rafters R120 at most 700 apart,
// glass 6+12A+6, colour silver; facet front-1 holds a door. Demo sunroom series (en-US) prices:
// fen per metre P100 9600, RB120 8500, WP80 4800, R120 6600, GT125 4200, DP80 2700, FL200 2400.

import { describe, expect, it } from "vitest";
import { calculateOrderBom } from "../bom/order.ts";
import { demoSeries } from "../series/demo/index.ts";
import { sunroomBom } from "./bom.ts";
import { newSunroom } from "./defaults.ts";
import { demoSunroomSeries } from "./demo/series.ts";
import type { Sunroom } from "./model.ts";
import { compileSunroomSeries } from "./series.ts";
import { buildSunroom } from "./sunroom.ts";
import { expectCheckedCutting } from "./test-cutting.ts";
import { DOOR_BESIDE_LIGHT } from "./test-sunroom.ts";

const series = demoSunroomSeries("en-US");
const compiled = compileSunroomSeries(series);
const tb60 = demoSeries("en-US")["alu-tb60-casement"];
const sunroom: Sunroom = {
  ...newSunroom(series.catalogue.id, tb60.id, "silver", "R120"),
  slope: { by: "ridge", height: 3650 },
  overhang: 120,
  facetRegions: {
    "front-1": {
      width: 2000,
      height: 2400,
      // a door leaf 1000 wide (the TB60 door hardware takes up to 1500 × 2500) beside a fixed light
      root: DOOR_BESIDE_LIGHT,
    },
  },
};
const built = buildSunroom(sunroom, series.rafters);
if (!built.ok) throw new Error(JSON.stringify(built.issues));
const model = built.value;
const bom = sunroomBom(model, sunroom, compiled, tb60);

describe("demo sunroom series", () => {
  it("compiles without issues", () => {
    expect(compiled.compiled.issues).toEqual([]);
  });
});

describe("BOM of the 4 × 3 m lean-to", () => {
  it("cuts the structure's profiles", () => {
    const lines = bom.structure.profiles.map((l) => [
      l.code,
      l.length,
      Math.round(l.angleA * 100) / 100,
      l.count,
      l.amount,
    ]);
    expect(lines).toEqual([
      // downpipe from the gutter at 2400 − 120 · 5/12 = 2350: 2.35 m × 27.00 = 63.45 yuan
      ["DP80", 2350, 90, 1, 6345],
      // flashing along the house, 4000: 4 × 24.00 = 96.00
      ["FL200", 4000, 90, 1, 9600],
      // gutter along the front eaves, 4000: 4 × 42.00 = 168.00
      ["GT125", 4000, 90, 1, 16800],
      // posts at the house ends up to the wall plate, 3650 × 2: 3.65 × 96 × 2 = 700.80
      ["P100", 3650, 90, 2, 70080],
      // posts at the front corners and mid-front, 2400 × 3: 2.4 × 96 × 3 = 691.20
      ["P100", 2400, 90, 3, 69120],
      // rafters: 4000 / 700 → 6 bays → 7 rafters of (3000 + 120) · 13/12 = 3380, plumb cut 90 − 22.62 = 67.38°:
      // 3.38 × 66 × 7 = 1561.56
      ["R120", 3380, 67.38, 7, 156156],
      // front ring beam 4000: 4 × 85 = 340.00
      ["RB120", 4000, 90, 1, 34000],
      // wall plate 4000: 4 × 48 = 192.00
      ["WP80", 4000, 90, 1, 19200],
    ]);
    expect(bom.structure.profiles.find((l) => l.code === "R120")!.angleB).toBeCloseTo(67.3801, 4);
  });

  it("lists the roof panels", () => {
    // 6 panels 4000/6 = 666.67 → 666.7 (length rule: 1 decimal) × 3380; 0.6667 · 3.38 = 2.253446 → 2.253 m² each
    // 13.518 m²; 2.253 × 260 yuan × 6 = 3514.68
    expect(bom.structure.glass.map((g) => [g.spec, g.width, g.height, g.count, g.area, g.amount])).toEqual([
      ["6+12A+6", 666.7, 3380, 6, 13.518, 351468],
    ]);
    expect(bom.structure.glass[0]!.template).toBeUndefined(); // rectangles carry no template
  });

  it("orders the accessories", () => {
    expect(bom.structure.addons.map((a) => [a.code, Math.round(a.count * 1e9) / 1e9, a.amount])).toEqual([
      ["BR-POST", 5, 22500], // a base per post: 5 × 45
      ["CN-RAFTER", 14, 16800], // 2 per rafter: 14 × 12
      ["GT-END", 2, 3000], // 2 per gutter × 15
      ["GT-OUT", 1, 2200], // an outlet per downpipe
      ["DP-CLIP", 2, 1200], // ceil(2350 / 1500) = 2 × 6
      ["SEAL-FL", 4, 3200], // 4 m of flashing × 8
      ["GK-ROOF", 40.56, 26364], // 6 panels × 2 × 3.38 m = 40.56 m × 6.5 = 263.64
    ]);
    expect(bom.structure.addons.find((a) => a.code === "GK-ROOF")!.count).toBeCloseTo(40.56, 9);
  });

  it("prices the structure by floor area", () => {
    // 4 × 3 = 12 m² × 380 yuan = 4560.00
    expect(bom.structure.money.map((m) => [m.category, m.quantity, m.unitPrice, m.amount])).toEqual([
      ["quote", 12, 38000, 456000],
    ]);
    expect(bom.structure.errors).toEqual([]);
  });

  it("takes the facets' lines from their own series, the door included", () => {
    const facets = calculateOrderBom(model.facets.map((f) => ({ design: f.design, series: tb60, count: 1 })));
    expect(bom.facets).toEqual(facets);
    expect(bom.facets.errors).toEqual([]);
    // the door facet keeps what was drawn in it (drawn at its size 2000 × 2400)
    expect(model.facets.find((f) => f.id === "front-1")!.design.frames[0]!.root).toBe(
      sunroom.facetRegions["front-1"]!.root,
    );
    // all = structure + facets, merged: the totals add up
    const { totals } = bom.all;
    expect(totals.material).toBe(bom.structure.totals.material + bom.facets.totals.material);
    expect(totals.quote).toBe(bom.structure.totals.quote + bom.facets.totals.quote);
    expect(totals.profilePieces).toBe(bom.structure.totals.profilePieces + bom.facets.totals.profilePieces);
  });
});

describe("cutting", () => {
  it("cuts every profile of the sunroom on its stock bars, each plan checked", () => {
    const saw = (code: string) =>
      series.catalogue.profiles.some((p) => p.code === code) ? series.catalogue.cutting : tb60.cutting;
    const plans = expectCheckedCutting(bom.all, saw);
    // the 7 rafters of 3380 (trims 10 + 10 on a 6000 bar leave 5980 < 2 × 3380 + 4) go one to a bar
    const rafters = plans.find((p) => p.profile === "R120")!;
    expect(rafters.result.ok && rafters.result.value.summary.stockBars).toBe(7);
  });
});
