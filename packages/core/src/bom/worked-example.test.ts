// The worked example of docs/bom.md (worked-example.ts): a 1500 × 1400 two-cell window in the
// TB60 aluminium casement series (left fixed light, right outward casement).
import { describe, expect, it } from "vitest";
import { compileSeries } from "../series/compile.ts";
import { aluCasementSeries } from "../series/demo/alu-casement.ts";
import { seriesGeometry } from "../series/geometry.ts";
import { seriesSchema } from "../series/schema.ts";
import { calculateBom } from "./calculate.ts";
import { gridLayout } from "./fixture-layouts.ts";
import { WORKED_EXAMPLE_PROFILES } from "./worked-example.ts";

const series = seriesSchema.parse(aluCasementSeries);
const layout = gridLayout(
  { id: "w1", width: 1500, height: 1400, cells: ["fixed", "casement"] },
  seriesGeometry(series),
);
const bom = calculateBom([{ layout, series, count: 1, colours: { w1: { a: "graphite", b: "white" } } }]);

const profileRows = bom.profiles.map((p) => [p.code, p.length, p.count, p.angleA, p.angleB]);
const addon = (code: string) => bom.addons.find((a) => a.code === code)?.count;

describe("TB60 casement 1500 × 1400, two cells (docs/bom.md §Worked example)", () => {
  it("has no formula issues and no evaluation errors", () => {
    expect(compileSeries(series).issues).toEqual([]);
    expect(bom.errors).toEqual([]);
  });

  it("cuts every profile to the hand-computed length and angle", () => {
    expect(profileRows).toEqual(WORKED_EXAMPLE_PROFILES);
    expect(bom.profiles.every((p) => p.colour === "graphite" && p.stockLength === 6000)).toBe(true);
  });

  it("weighs and prices the frame profile: 5.8 m × 1.32 kg/m, 5.8 m × 52.80 yuan/m", () => {
    const frame = bom.profiles.filter((p) => p.code === "F001");
    expect(frame.reduce((s, p) => s + p.weight, 0)).toBeCloseTo(7.656, 6);
    expect(frame.reduce((s, p) => s + p.amount, 0)).toBe(30624);
  });

  it("sizes both glass panes as daylight + 2 × 11 mm", () => {
    expect(bom.glass.map((g) => [g.spec, g.width, g.height, g.count, g.area])).toEqual([
      ["5+12A+5", 672, 1302, 1, 0.875],
      ["5+12A+5", 550, 1180, 1, 0.649],
    ]);
    expect(bom.glass.map((g) => g.amount)).toEqual([10500, 7788]);
  });

  it("lists the hardware and accessories", () => {
    expect(addon("CJ-60")).toBe(4);
    expect(addon("ZJ-80")).toBe(2);
    expect(addon("CJ-70")).toBe(4);
    expect(addon("HC-16")).toBe(1);
    expect(addon("ZS-01")).toBe(1);
    expect(addon("CD-01")).toBe(2);
    expect(addon("JT-01")).toBeCloseTo(14.6, 9);
  });

  it("fixes the frame with lugs by its sides, pins each corner cleat and caps each sill slot", () => {
    // head and sill 1500: ceil((1500 − 2 × 150) / 700) + 1 = 2 + 1 = 3 each; jambs 1400:
    // ceil(1100 / 700) + 1 = 3 each: 4 × 3 = 12
    expect(addon("AN-60")).toBe(12);
    // 4 frame cleats + 4 sash cleats, 4 pins each: 32
    expect(addon("CP-4")).toBe(32);
    // two cells on the sill, 2 slots each: 4 weep caps
    expect(addon("WC-30")).toBe(4);
  });

  it("lists drainage, drilling and milling", () => {
    expect(bom.holes.map((h) => [h.process, h.code, h.count])).toEqual([
      ["drilling", "ZK-HANDLE", 3],
      ["drainage", "PS-30x5", 4],
      ["milling", "XK-Z001", 2],
    ]);
  });

  it("computes wages, cost and quote in fen", () => {
    const money = Object.fromEntries(bom.money.map((m) => [`${m.category}:${m.name}`, m.amount]));
    expect(money).toEqual({
      "quote:window price": 142800,
      "quote:opening sash": 15000,
      "cost:packing film and corners": 1740,
      "cost:overhead per window": 2500,
      "wage:fabrication": 7350,
      "wage:sash assembly": 2000,
      "retailQuote:retail price": 184800,
    });
    expect(bom.totals.quote).toBe(157800);
    expect(bom.totals.wage).toBe(9350);
  });

  it("records the row and the variables each line came from when tracing", () => {
    const traced = calculateBom([{ layout, series, count: 1 }], { trace: true });
    const mullion = traced.profiles.find((p) => p.code === "Z001");
    expect(mullion?.sources).toEqual([
      expect.objectContaining({
        tab: "frame",
        rowId: "mullion",
        element: "w1-m1",
        vars: expect.objectContaining({ L: 1280, W: 1500, PART: "mullion" }),
      }),
    ]);
  });
});
