// Opening symbols that match what is built (docs/layout.md "The drawing"): a fixed slide panel
// has no arrow, a panel never points into one on its own track, and an arched sash's hinge
// lines start at its real corners (where the arc springs), inside the sash.
import { describe, expect, it } from "vitest";
import { commands } from "../../commands/index.ts";
import { oneFrame, unwrap } from "../../commands/test-fixtures.ts";
import { aluSlidingSeries } from "../../series/demo/alu-sliding.ts";
import { seriesGeometry } from "../../series/geometry.ts";
import { seriesSchema } from "../../series/schema.ts";
import { layout } from "../layout/layout.ts";
import { DEFAULT_SERIES_GEOMETRY } from "../series-geometry.ts";
import { frameDesign, sash } from "../test-designs.ts";
import { renderSymbols } from "./render-model.ts";

const SL90 = seriesGeometry(seriesSchema.parse(aluSlidingSeries));

function sliderSymbols(tracks: number, panelTracks: number[], fixed: boolean[]) {
  const d = unwrap(
    commands.setSlide.run(
      oneFrame(2400, 1500),
      { regionId: "G2", tracks, panels: panelTracks.length, direction: "both", panelTracks, fixed },
      { geometry: SL90 },
    ),
  );
  return renderSymbols(layout(d, SL90));
}
/** The x of an arrow's tip (its shaft's second end), or null when the panel has no arrow. */
const tip = (s: { solid: readonly (readonly number[])[] }) => (s.solid.length ? s.solid[0]![2]! : null);
const tail = (s: { solid: readonly (readonly number[])[] }) => s.solid[0]![0]!;

describe("slide arrows of an OXXO 2400 × 1500 on tracks 0, 1, 1, 0 (SL90)", () => {
  const symbols = sliderSymbols(2, [0, 1, 1, 0], [true, false, false, true]);

  it("draws no arrow on the two fixed panels", () => {
    expect(symbols.map((s) => s.solid.length)).toEqual([0, 3, 3, 0]);
  });

  it("slides the left middle panel left (inner track) and the right one right, not into its twin", () => {
    // panel 1: 592.5 … 1200, middle 896.25; arrow a quarter of 607.5 = 151.875 long, tip half of it
    // to the left: 896.25 − 75.9375 = 820.3125
    expect(tip(symbols[1]!)).toBeCloseTo(820.3125, 9);
    expect(tail(symbols[1]!)).toBeCloseTo(972.1875, 9);
    // panel 2 (inner track too, but its left side meets panel 1 on the same track): right,
    // 1200 … 1807.5, middle 1503.75, tip 1503.75 + 75.9375 = 1579.6875
    expect(tip(symbols[2]!)).toBeCloseTo(1579.6875, 9);
  });
});

describe("two sliding panels on one track", () => {
  it("slides each away from the other: the left one left, the right one right", () => {
    const [a, b] = sliderSymbols(1, [0, 0], [false, false]);
    // each 2350 / 2 = 1175 wide (no lap): 25 … 1200 and 1200 … 2375; middles 612.5 and 1787.5,
    // arrows 1175 / 4 = 293.75 long: tips 612.5 − 146.875 = 465.625 and 1787.5 + 146.875 = 1934.375
    expect(tip(a!)).toBeCloseTo(465.625, 9);
    expect(tip(b!)).toBeCloseTo(1934.375, 9);
  });
  it("keeps the track rule where nothing is in the way: 3 panels on 3 tracks go right, left, right", () => {
    const s = sliderSymbols(3, [0, 1, 2], [false, false, false]);
    expect(s.map((x) => Math.sign(tip(x)! - tail(x)))).toEqual([1, -1, 1]);
  });
});

describe("an arched casement: arch 1200 × 1600, rise 400, one sash hinged left", () => {
  // sash("S1"): a casement hinged left, glazed
  const d = frameDesign({ kind: "arch", width: 1200, height: 1600, rise: 400 }, sash("S1"), {
    seriesId: "default",
  });
  const [symbol] = renderSymbols(layout(d, DEFAULT_SERIES_GEOMETRY));
  // arch radius (600² / (2 · 400)) + 400 / 2 = 650, centre (600, 650); the opening's arc 650 − 60
  // = 590, the sash's 9 further out: 599, its sides at 60 − 9 = 51 and 1140 + 9 = 1149, its bottom
  // 1540 + 9 = 1549. The arc meets x = 1149 at 650 − √(599² − 549²) = 650 − √57400 = 410.417
  const spring = 650 - Math.sqrt(599 ** 2 - 549 ** 2);

  it("starts the hinge lines at the right jamb's real corners: the springing (1149, 410.42), not (1149, 51)", () => {
    const [upper, lower] = symbol!.dashed;
    expect(upper![0]).toBeCloseTo(1149, 6);
    expect(upper![1]).toBeCloseTo(spring, 6);
    expect([lower![0], lower![1]]).toEqual([1149, 1549]);
  });

  it("meets in the middle of the hinge side, between its corners: (51, (410.417 + 1549) / 2 = 979.71)", () => {
    for (const line of symbol!.dashed) {
      expect(line[2]).toBeCloseTo(51, 6);
      expect(line[3]).toBeCloseTo((spring + 1549) / 2, 6);
    }
  });

  it("keeps every line end inside the sash: under its arc (within 599 of the centre) or below the springing", () => {
    for (const [x1, y1, x2, y2] of symbol!.dashed)
      for (const [x, y] of [
        [x1, y1],
        [x2, y2],
      ] as const) {
        const insideArc = Math.hypot(x - 600, y - 650) <= 599 + 1e-6;
        expect(insideArc || y >= spring - 1e-6).toBe(true);
        const e = 1e-6;
        expect(x >= 51 - e && x <= 1149 + e && y >= 51 - e && y <= 1549 + e).toBe(true);
      }
  });
});
