// The BOM and price of the hip-roofed L of l-hip.test.ts (4000 × 3000 first leg, 3000 × 2000
// wing, eaves 2500, pitch atan(3/4) = 36.87°, no overhang, rafters at most 500 apart, no purlins)
// in the demo sunroom series (en-US), facets in the TB60 casement series, checked line by line.
// Prices, fen per metre: P100 9600, RB120 8500, RG140 8800, HP120 8200, R120 6600, GT125 4200,
// DP80 2700, FL200 2400; the series rounds lengths to 0.1 mm.
import { describe, expect, it } from "vitest";
import { demoSeries } from "../series/demo/index.ts";
import { sunroomBom } from "./bom.ts";
import { newSunroom } from "./defaults.ts";
import { demoSunroomSeries } from "./demo/series.ts";
import { quoteSunroom } from "./quote.ts";
import { compileSunroomSeries } from "./series.ts";
import { buildShapedSunroom } from "./shaped.ts";
import { expectCheckedCutting } from "./test-cutting.ts";

const series = demoSunroomSeries("en-US");
const compiled = compileSunroomSeries(series);
const tb60 = demoSeries("en-US")["alu-tb60-casement"];
const PITCH = (Math.atan(0.75) * 180) / Math.PI;
const s = {
  ...newSunroom(series.catalogue.id, tb60.id, "silver", "R120"),
  roof: "hip" as const,
  slope: { by: "pitch" as const, degrees: PITCH },
  eaveHeight: 2500,
  overhang: 0,
  rafterSpacing: 500,
  purlinSpacing: 0,
};
const L = { kind: "lShape" as const, length: 4000, depth: 3000, wingLength: 3000, wingDepth: 2000 };
const built = buildShapedSunroom(s, L, [], series.rafters);
if (!built.ok) throw new Error(JSON.stringify(built.issues));
const model = built.value.lHip!;
const bom = sunroomBom(model, s, compiled, tb60);

describe("BOM of the hip-roofed L", () => {
  it("cuts every member in its profile at its length and angles", () => {
    const lines = bom.structure.profiles.map((l) => [
      l.code,
      l.length,
      Math.round(l.angleA * 100) / 100,
      Math.round(l.angleB * 100) / 100,
      l.count,
      l.amount,
    ]);
    expect(lines).toEqual([
      // a downpipe of 2500 from each of the five gutters: 2.5 × 27.00 = 67.50, × 5 = 337.50
      ["DP80", 2500, 90, 90, 5, 33750],
      // flashing up the slope at each end of the house wall, 2000 / 0.8 = 2500: 60.00 × 2
      ["FL200", 2500, 90, 90, 2, 12000],
      // gutters: the left 5000 (210.00), wing A's right and the wing's front 3000 (126.00 × 2),
      // the wing's right 2000 (84.00), wing A's front 1000 (42.00)
      ["GT125", 5000, 90, 90, 1, 21000],
      ["GT125", 3000, 90, 90, 2, 25200],
      ["GT125", 2000, 90, 90, 1, 8400],
      ["GT125", 1000, 90, 90, 1, 4200],
      // hips at 90 − 27.94 = 62.06: wing A's right 3201.6 (262.53), the wing's two 2401.2 (196.90 × 2),
      // the valley 2401.2 at 45 in plan (196.90), wing A's left from the valley's top 800.4 (65.63)
      ["HP120", 3201.6, 62.06, 62.06, 1, 26253],
      ["HP120", 2401.2, 62.06, 62.06, 2, 39380],
      ["HP120", 2401.2, 45, 45, 1, 19690],
      ["HP120", 800.4, 62.06, 62.06, 1, 6563],
      // six posts 2500: 240.00 × 6
      ["P100", 2500, 90, 90, 6, 144000],
      // 31 rafters at 90 − 36.87 = 53.13 (l-hip.test.ts): 2500 × 6 (165.00), 1875 × 9 (123.75),
      // 1250 × 9 (82.50), 625 × 7 (41.25)
      ["R120", 2500, 53.13, 53.13, 6, 99000],
      ["R120", 1875, 53.13, 53.13, 9, 111375],
      ["R120", 1250, 53.13, 53.13, 9, 74250],
      ["R120", 625, 53.13, 53.13, 7, 28875],
      // ring beams mitred 45 where two open sides meet: the left 5000 (425.00), 3000 × 2 (255.00), 2000, 1000
      ["RB120", 5000, 45, 90, 1, 42500],
      ["RB120", 3000, 90, 45, 1, 25500],
      ["RB120", 3000, 45, 45, 1, 25500],
      ["RB120", 2000, 45, 45, 1, 17000],
      ["RB120", 1000, 45, 45, 1, 8500],
      // the wing's ridge 2000 (176.00) and wing A's 1000 (88.00)
      ["RG140", 2000, 90, 90, 1, 17600],
      ["RG140", 1000, 90, 90, 1, 8800],
    ]);
    expect(bom.structure.errors).toEqual([]);
  });

  it("lists every roof panel and the accessories, and prices the installation by the L's floor", () => {
    // 34 panels (l-hip.ts), each a glass line of its box PW × PL with its cut template when shaped
    expect(bom.structure.glass.reduce((t, g) => t + g.count, 0)).toBe(model.panels.length);
    expect(model.panels.length).toBe(34);
    const addons = Object.fromEntries(bom.structure.addons.map((a) => [a.code, a.count]));
    // a base per post, 2 connectors per rafter, a set per hip, an end cap per ridge, 2 per gutter,
    // an outlet and ceil(2500 / 1500) = 2 clips per downpipe
    expect(addons).toMatchObject({
      "BR-POST": 6,
      "CN-RAFTER": 62,
      "CN-HIP": 4,
      "CN-RIDGE": 2,
      "GT-END": 10,
      "GT-OUT": 5,
      "DP-CLIP": 10,
    });
    // floor 4 × 3 + 3 × 2 = 18 m² × 380 = 6 840.00
    expect(bom.structure.money.map((m) => m.amount)).toEqual([684000]);
  });

  it("is priced as the contract quotes it: the structure and each of the five wall facets", () => {
    const q = quoteSunroom(model, s, compiled, tb60);
    expect(q.errors).toEqual([]);
    expect(q.lines[0]).toEqual({
      part: "structure",
      priceFen: bom.structure.totals.material + bom.structure.totals.quote,
    });
    expect(q.lines.slice(1).map((l) => (l.part === "facet" ? [l.facetId, l.width, l.height] : []))).toEqual([
      ["s2-1", 3000, 2500],
      ["s3-1", 1000, 2500],
      ["s4-1", 2000, 2500],
      ["s5-1", 3000, 2500],
      ["s6-1", 5000, 2500],
    ]);
    expect(q.totalFen).toBe(q.lines.reduce((t, l) => t + l.priceFen, 0));
  });
});

describe("cutting the hip-roofed L", () => {
  it("cuts every profile on its stock bars, each plan checked; the hips and the valley on two bars", () => {
    const saw = (code: string) =>
      series.catalogue.profiles.some((p) => p.code === code) ? series.catalogue.cutting : tb60.cutting;
    const plans = expectCheckedCutting(bom.all, saw);
    // HP120 pieces 3201.6, 2401.2 × 3 (two hips and the valley), 800.4 = 11 205.6 on 6000 bars with
    // trims 10 + 10 (5980 to cut) and a 4 mm kerf: more than one bar; two hold them —
    // 3201.6 + 4 + 2401.2 = 5606.8 and 2401.2 + 4 + 2401.2 + 4 + 800.4 = 5610.8
    const hips = plans.find((p) => p.profile === "HP120")!;
    expect(hips.result.ok && hips.result.value.summary.stockBars).toBe(2);
  });
});

describe("the hip-roofed L's entry", () => {
  it("refuses a rafter profile the series does not list, at its field, when it checks the load", () => {
    const r = buildShapedSunroom({ ...s, rafterProfile: "R999" }, L, [], series.rafters);
    expect(r.ok ? [] : r.issues).toEqual([{ field: "rafterProfile", code: "sunroom.not_listed" }]);
  });
});
