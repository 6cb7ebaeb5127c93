// Hand-checked BOMs for the sliding and uPVC demo series (docs/bom.md, further examples).
import { describe, expect, it } from "vitest";
import { compileSeries } from "../series/compile.ts";
import { DEMO_SERIES } from "../series/demo/index.ts";
import { seriesGeometry } from "../series/geometry.ts";
import type { Series } from "../series/schema.ts";
import { calculateBom } from "./calculate.ts";
import { gridLayout, slidingLayout } from "./fixture-layouts.ts";
import { addonCounts, expectCuts, profileRows } from "./test-bom.ts";

const sliding = DEMO_SERIES["alu-sl90-sliding"] as Series;
const upvc = DEMO_SERIES["upvc-60-casement"] as Series;
/** The BOM of one SL90 sliding window `width` × 1500 of `panels` panels, each on its own track. */
const slidingBom = (width: number, panels: number) =>
  calculateBom([
    {
      layout: slidingLayout(
        { id: "s", width, height: 1500, panels, tracks: panels },
        seriesGeometry(sliding),
      ),
      series: sliding,
      count: 1,
    },
  ]);

describe("every demo series is free of formula issues", () => {
  it.each(Object.entries(DEMO_SERIES))("%s", (_name, series) => {
    expect(compileSeries(series).issues).toEqual([]);
  });
});

describe("SL90 sliding 1800 × 1500, two panels on two tracks", () => {
  const bom = slidingBom(1800, 2);
  it("cuts 2-track frame profiles square and the panels to 895 × 1450", () => {
    expectCuts(bom, [
      ["SL-BF2", 1500, 2, 90, 90],
      ["SL-DT2", 1726, 1, 90, 90],
      ["SL-GQ", 1450, 2, 90, 90],
      ["SL-SF", 1450, 2, 90, 90],
      ["SL-SH", 805, 4, 90, 90],
      ["SL-UT2", 1726, 1, 90, 90],
    ]);
  });
  it("glazes both panels 823 × 1378 and fits rollers, one crescent lock and pile", () => {
    expect(bom.glass.map((g) => [g.spec, g.width, g.height, g.count])).toEqual([["5+9A+5", 823, 1378, 2]]);
    expect(addonCounts(bom)).toMatchObject({ "HL-22": 4, "YYS-01": 1, "FZK-01": 4, "LS-4x25": 8 });
    expect(addonCounts(bom)["MT-5x7"]).toBeCloseTo(9.4, 9);
  });
});

describe("SL90 sliding 2400 × 1500, three panels on three tracks", () => {
  const bom = slidingBom(2400, 3);
  it("switches to 3-track frame profiles and gives the middle panel two hook stiles", () => {
    expect(profileRows(bom)).toEqual([
      ["SL-BF3", 1500, 2, 90, 90],
      ["SL-DT3", 2326, 1, 90, 90],
      ["SL-GQ", 1450, 4, 90, 90],
      ["SL-SF", 1450, 2, 90, 90],
      ["SL-SH", 720, 6, 90, 90],
      ["SL-UT3", 2326, 1, 90, 90],
    ]);
    expect(addonCounts(bom)).toMatchObject({ "HL-22": 6, "YYS-01": 2 });
  });
});

describe("PVC60 casement 900 × 1400, one sash", () => {
  const layout = gridLayout({ id: "p", width: 900, height: 1400, cells: ["casement"] }, seriesGeometry(upvc));
  const bom = calculateBom([{ layout, series: upvc, count: 1, colours: { p: { a: "white", b: "white" } } }]);
  it("adds 3 mm weld allowance per welded end and cuts steel short of the welds", () => {
    expectCuts(bom, [
      ["GC-F", 1260, 2, 90, 90],
      ["GC-F", 760, 2, 90, 90],
      ["GC-S", 1124, 2, 90, 90],
      ["GC-S", 624, 2, 90, 90],
      ["K60-F", 1406, 2, 45, 45],
      ["K60-F", 906, 2, 45, 45],
      ["K60-S", 1306, 2, 45, 45],
      ["K60-S", 806, 2, 45, 45],
      ["K60-YS", 1104, 2, 90, 90],
      ["K60-YS", 648, 2, 90, 90],
    ]);
    expect(bom.profiles.find((p) => p.code === "GC-F")?.colour).toBe("galvanised");
    expect(bom.profiles.find((p) => p.code === "K60-F")?.stockLength).toBe(5800);
  });
  it("sizes the sash glass with 13 mm edges and picks the 1200 espagnolette", () => {
    expect(bom.glass.map((g) => [g.width, g.height])).toEqual([[674, 1174]]);
    expect(addonCounts(bom)).toMatchObject({
      "ESP-1200": 1,
      "HJ-PVC": 1,
      "ZS-PVC": 1,
      // steel screws per piece, the first 100 mm from each end, then ≤ 300 apart:
      // frame 760 → 3, 1260 → 5; sash 624 → 3, 1124 → 5; 2 × (3 + 5 + 3 + 5) = 32
      "LS-STEEL": 32,
      "DK-01": 6,
    });
    expect(bom.money.find((m) => m.name === "welding and corner cleaning")?.amount).toBe(2400);
  });
});
