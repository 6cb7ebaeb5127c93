// The SL90 BOM of sliders whose panels share a track or stand fixed (docs/series.md, SL90):
// meeting stiles where two panels meet on one track, brackets instead of rollers on a fixed
// panel, a hook-stile notch at each end of each hook stile, the interlock brush, sill end caps.
import { describe, expect, it } from "vitest";
import { commands } from "../commands/index.ts";
import { oneFrame, unwrap } from "../commands/test-fixtures.ts";
import { layout } from "../design/layout/layout.ts";
import { DEMO_SERIES } from "../series/demo/index.ts";
import { seriesGeometry } from "../series/geometry.ts";
import type { Series } from "../series/schema.ts";
import { calculateBom } from "./calculate.ts";
import { addonCounts, expectCuts, profileRows } from "./test-bom.ts";
import type { Bom } from "./types.ts";

const sliding = DEMO_SERIES["alu-sl90-sliding"] as Series;
const geometry = seriesGeometry(sliding);

function bomOf(tracks: number, panelTracks: number[], fixed: boolean[]): Bom {
  const d = unwrap(
    commands.setSlide.run(
      oneFrame(2400, 1500),
      { regionId: "G2", tracks, panels: panelTracks.length, direction: "both", panelTracks, fixed },
      { geometry },
    ),
  );
  return calculateBom([{ layout: layout(d, geometry), series: sliding, count: 1 }]);
}
const holes = (bom: Bom) => Object.fromEntries(bom.holes.map((h) => [h.code, h.count]));

describe("SL90 OXXO 2400 × 1500 on two tracks (0, 1, 1, 0), the outer panels fixed", () => {
  const bom = bomOf(2, [0, 1, 1, 0], [true, false, false, true]);

  it("cuts a meeting stile for each middle panel, hook stiles where tracks differ, plain at the jambs", () => {
    expectCuts(bom, [
      // jambs the full height; head and sill 2400 − 2 × 45 + 2 × 8 (track insert) = 2326
      ["SL-BF2", 1500, 2, 90, 90],
      ["SL-DT2", 2326, 1, 90, 90],
      // hook stiles: one per panel (its side on another track), 4 × 1450
      ["SL-GQ", 1450, 4, 90, 90],
      // meeting stiles: the layout's two meeting members, 1450 each (1500 − 90 + 2 × 20)
      ["SL-PQ", 1450, 2, 90, 90],
      // plain stiles: 2 − 1 − 0 at each outer panel, 2 − 1 − 1 = 0 at the middle ones
      ["SL-SF", 1450, 2, 90, 90],
      // rails between the stiles: panel 607.5 − 2 × 45 = 517.5, rounded 518, two per panel
      ["SL-SH", 518, 8, 90, 90],
      ["SL-UT2", 2326, 1, 90, 90],
    ]);
  });

  it("puts rollers and roller holes on the two sliding panels only, brackets on the fixed ones", () => {
    const a = addonCounts(bom);
    // rollers: 2 per sliding panel × 2; anti-lift 2 per sliding panel × 2
    expect(a["HL-22"]).toBe(4);
    expect(a["FZK-01"]).toBe(4);
    // fixing brackets: 4 per fixed panel × 2
    expect(a["GD-SL"]).toBe(8);
    // roller holes: 4 per sliding panel × 2
    expect(holes(bom)["ZK-ROLLER"]).toBe(8);
  });

  it("notches each end of each hook stile, brushes each hook stile, caps both ends of the sill", () => {
    // 4 hook stiles × 2 ends
    expect(holes(bom)["XK-GQ"]).toBe(8);
    // brush: 1 hook stile × 1450 mm = 1.45 m per panel, rounded up to 0.1 m: 1.5, × 4 panels = 6.0 m
    expect(addonCounts(bom)["MT-GQ"]).toBeCloseTo(6, 9);
    // two end caps on the 2-track sill
    expect(addonCounts(bom)["MD-DT2"]).toBe(2);
    expect(addonCounts(bom)["MD-DT3"]).toBeUndefined();
  });
});

describe("SL90 three panels on three tracks, none fixed", () => {
  const bom = bomOf(3, [0, 1, 2], [false, false, false]);
  it("has no meeting stile or bracket, notches 2 × 4 hook stile ends, caps the 3-track sill", () => {
    expect(profileRows(bom).find((p) => p[0] === "SL-PQ")).toBeUndefined();
    expect(addonCounts(bom)["GD-SL"]).toBeUndefined();
    // hook stiles 1 + 2 + 1 = 4, two ends each
    expect(holes(bom)["XK-GQ"]).toBe(8);
    // rollers 2 × 3 panels; roller holes 4 × 3
    expect(addonCounts(bom)["HL-22"]).toBe(6);
    expect(holes(bom)["ZK-ROLLER"]).toBe(12);
    expect(addonCounts(bom)["MD-DT3"]).toBe(2);
  });
});
