// Hand-computed BOMs of the demo series for a sash divided by a glazing bar (its own sash-bar
// profile, connectors, milling and drainage) and the sundries every frame takes: fixing lugs by
// its sides, cleat pins, weep caps, and a sill extension where ordered (docs/series.md
// "Sash bars and sill extensions", "Rules all three share").
import { describe, expect, it } from "vitest";
import { frameDesign, glass, rectangle, sash, slide, split } from "../design/test-designs.ts";
import { DEMO_SERIES } from "../series/demo/index.ts";
import type { Series } from "../series/schema.ts";
import { bomOf, rowsOf } from "./test-bom.ts";
import type { Bom } from "./types.ts";

const tb60 = DEMO_SERIES["alu-tb60-casement"] as Series;
const pvc = DEMO_SERIES["upvc-60-casement"] as Series;
const sl90 = DEMO_SERIES["alu-sl90-sliding"] as Series;

const addon = (bom: Bom, code: string) => bom.addons.find((a) => a.code === code)?.count ?? 0;
const hole = (bom: Bom, code: string, name: string) =>
  bom.holes.find((h) => h.code === code && h.name === name)?.count ?? 0;

/** A frame 900 × 1400 holding one casement divided across by a glazing bar at 700 (frame mm). */
const dividedSash = (seriesId = "") =>
  frameDesign(rectangle(900, 1400), sash("S", split("B", "horizontal", 700, glass("T"), glass("U"))), {
    seriesId,
  });

describe("TB60 casement 900 × 1400 divided across by a sash bar at 700", () => {
  // frame opening 900 − 2 × 60 = 780 by 1400 − 120 = 1280; sash + 2 × (26 − 17) = 798 × 1298,
  // x 51 … 849, y 51 … 1349; its daylight x 121 … 779 (658), y 121 … 1279 (1158).
  // bar face 80 centred on 700: y 660 … 740; lites 121 … 660 and 740 … 1279, each 539 high.
  const bom = bomOf(dividedSash(), tb60);
  it("cuts the bar from the sash bar Z002, 658 between the sash's inner faces, square — no frame mullion", () => {
    expect(bom.errors).toEqual([]);
    // L = 779 − 121 = 658, butt-jointed: 90° both ends
    expect(rowsOf(bom, "Z002")).toEqual([[658, 1, 90, 90]]);
    expect(rowsOf(bom, "Z001")).toEqual([]);
  });
  it("fixes it on two sash bar connectors and notches its two ends, not the mullion's", () => {
    // one connector and one end notch at each end of the one bar
    expect(addon(bom, "ZJ-SB")).toBe(2);
    expect(addon(bom, "ZJ-80")).toBe(0);
    expect(bom.holes.filter((h) => h.process === "milling").map((h) => [h.code, h.count])).toEqual([
      ["XK-Z002", 2],
    ]);
  });
  it("glazes each lite against the bar by the sashGlass → Z002 row: 680 × 561, twice", () => {
    // 658 + 2 × (19.5 − 8.5) = 680; 539 + 2 × 11 = 561 (the sash's row on the other edges is also 11)
    expect(bom.glass.map((g) => [g.width, g.height, g.count])).toEqual([[680, 561, 2]]);
    // beads of each lite: 658 across × 2 per lite, 539 − 2 × 20 = 499 up × 2 per lite
    expect(rowsOf(bom, "Y001")).toEqual([
      [658, 4, 90, 90],
      [499, 4, 90, 90],
    ]);
  });
  it("drains the lite above the bar through the bar, and the sash's cell through the sill under weep caps", () => {
    const drainage = bom.holes.filter((h) => h.process === "drainage");
    // the cell on the sill: 2 sill slots; the upper lite rests on the bar: 2 bar slots; no transom
    expect(drainage.map((h) => h.count).reduce((a, b) => a + b, 0)).toBe(4);
    expect(drainage.every((h) => h.code === "PS-30x5")).toBe(true);
    expect(hole(bom, "PS-30x5", "sash bar drainage slot 30×5")).toBe(2);
    expect(hole(bom, "PS-30x5", "sill drainage slot 30×5")).toBe(2);
    // only the 2 sill slots open on the frame's outside face: 2 weep caps
    expect(addon(bom, "WC-30")).toBe(2);
  });
  it("fixes the frame with lugs by its sides and pins every corner cleat", () => {
    // head and sill 900: ceil((900 − 2 × 150) / 700) + 1 = 1 + 1 = 2 each;
    // jambs 1400: ceil((1400 − 300) / 700) + 1 = 2 + 1 = 3 each; 2 × 2 + 2 × 3 = 10
    expect(addon(bom, "AN-60")).toBe(10);
    // 4 frame cleats CJ-60 + 4 sash cleats CJ-70, 4 pins each: 8 × 4 = 32
    expect(addon(bom, "CJ-60") + addon(bom, "CJ-70")).toBe(8);
    expect(addon(bom, "CP-4")).toBe(32);
  });
  it("orders no sill extension unless the frame asks for one", () => {
    expect(rowsOf(bom, "SE-60")).toEqual([]);
  });
});

describe("PVC60 casement 900 × 1400 divided across by a sash bar at 700", () => {
  // frame opening 900 − 2 × 58 = 784 by 1284; sash + 2 × (24 − 16) = 800 × 1300, x 50 … 850;
  // daylight x 126 … 774 (648), y 126 … 1274 (1148); bar face 82 on 700: y 659 … 741, lites
  // 126 … 659 and 741 … 1274, each 533 high.
  const bom = bomOf(dividedSash(), pvc);
  it("cuts the sash bar K60-SZ with its milled ends, its own steel and connectors — no frame mullion", () => {
    expect(bom.errors).toEqual([]);
    // L 648 + 2 × MULLION_INSERT 3 = 654
    expect(rowsOf(bom, "K60-SZ")).toEqual([[654, 1, 90, 90]]);
    expect(rowsOf(bom, "K60-Z")).toEqual([]);
    // steel: 648 − 82 × (cot 90° + cot 90° = 0) − 20 = 628; the frame's and sash's steel are GC-F / GC-S
    expect(rowsOf(bom, "GC-Z")).toEqual([[628, 1, 90, 90]]);
    expect(addon(bom, "ZJ-PVC-S")).toBe(2);
    expect(addon(bom, "ZJ-PVC")).toBe(0);
    expect(bom.holes.filter((h) => h.process === "milling").map((h) => [h.code, h.count])).toEqual([
      ["XK-K60SZ", 2],
    ]);
  });
  it("glazes each lite 648 + 26 = 674 by 533 + 26 = 559 (sashGlass → K60-SZ 18 − 5 = 13)", () => {
    expect(bom.glass.map((g) => [g.width, g.height, g.count])).toEqual([[674, 559, 2]]);
  });
  it("drains the frame cell (2, under 2 weep caps), the sash (2) and the lite above the bar (2)", () => {
    expect(hole(bom, "PS-5x30", "frame drainage slot 5×30")).toBe(2);
    expect(hole(bom, "PS-5x25", "sash drainage slot 5×25")).toBe(2);
    expect(hole(bom, "PS-5x30", "sash bar drainage slot 5×30")).toBe(2);
    expect(addon(bom, "WC-PVC")).toBe(2);
  });
  it("anchors the frame by its sides: 2 + 2 + 3 + 3 = 10 (900 and 1400 as for TB60)", () => {
    expect(addon(bom, "AN-PVC")).toBe(10);
  });
});

describe("a sill extension where ordered", () => {
  const fixed = (seriesId = "") => frameDesign(rectangle(1500, 1400), glass("G"), { seriesId });
  it("TB60 1500 × 1400: one SE-60 of the frame's width 1500, square-cut", () => {
    const d = fixed();
    d.frames[0]!.sillExtension = true;
    const bom = bomOf(d, tb60);
    expect(bom.errors).toEqual([]);
    expect(rowsOf(bom, "SE-60")).toEqual([[1500, 1, 90, 90]]);
    // and nothing else changes: the same window without it
    const without = bomOf(fixed(), tb60);
    expect(bom.profiles.filter((p) => p.code !== "SE-60")).toEqual(without.profiles);
  });
  it("PVC60: K60-SE 1500; SL90 2-panel 1800 × 1500: SL-SE 1800", () => {
    const d = fixed();
    d.frames[0]!.sillExtension = true;
    expect(rowsOf(bomOf(d, pvc), "K60-SE")).toEqual([[1500, 1, 90, 90]]);
    const slider = frameDesign(rectangle(1800, 1500), slide(2), { sillExtension: true });
    expect(rowsOf(bomOf(slider, sl90), "SL-SE")).toEqual([[1800, 1, 90, 90]]);
  });
});

describe("SL90 sundries", () => {
  it("1800 × 1500, 2 panels: lugs 4 + 4 on head and sill, 3 + 3 on the jambs; 2 sill slots under 2 caps", () => {
    const bom = bomOf(frameDesign(rectangle(1800, 1500), slide(2)), sl90);
    expect(bom.errors).toEqual([]);
    // butt-jointed: head and sill between the jambs, L = 1800 − 2 × 45 = 1710:
    // ceil((1710 − 300) / 700) + 1 = ceil(2.014) + 1 = 4 each; jambs 1500: ceil(1200 / 700) + 1 = 3 each
    expect(addon(bom, "AN-SL")).toBe(14);
    // W = 1800 is not over 1800: 2 slots, 2 caps
    expect(addon(bom, "WC-SL")).toBe(2);
  });
  it("2400 wide: 3 sill slots, 3 weep caps", () => {
    const bom = bomOf(frameDesign(rectangle(2400, 1500), slide(2)), sl90);
    expect(addon(bom, "WC-SL")).toBe(3);
  });
});
