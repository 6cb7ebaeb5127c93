// The safety zones by hand (docs/safety-glass.md), laid out with the TB60 geometry: frame 60,
// sash 70, the sash laps the frame 26 − 17 = 9, the glass enters its rebate 19.5 − 8.5 = 11.
import { describe, expect, it } from "vitest";
import { layout } from "../design/layout/layout.ts";
import type { Region } from "../design/model.ts";
import { frameDesign, glass, rectangle, sash, split } from "../design/test-designs.ts";
import { DEMO_SERIES } from "../series/demo/index.ts";
import { seriesGeometry } from "../series/geometry.ts";
import type { Series } from "../series/schema.ts";
import { annealedPanes } from "./annealed-panes.ts";
import { safetyZones } from "./safety-zones.ts";

const tb60 = seriesGeometry(DEMO_SERIES["alu-tb60-casement"] as Series);
const zonesOf = (...args: Parameters<typeof frameDesign>) =>
  Object.fromEntries(safetyZones(layout(frameDesign(...args), tb60)).map((z) => [z.fillId, z]));

describe("a door 1100 × 2200 (no sill height given: it stands on the floor, 0)", () => {
  const zones = zonesOf(rectangle(1100, 2200), sash("S", glass("G"), "door"));
  it("flags its pane: in a door leaf, 141 mm above the floor, 1.630 m²", () => {
    // leaf 2200 − 2 × 60 + 2 × 9 = 2098 high, its bottom 60 − 9 = 51 above the frame's; daylight
    // from 51 + 90 (the door leaf profile M001) = 141 mm above the floor (< 800: low); cut
    // (998 − 180 + 22) × (2098 − 180 + 22) = 840 × 1940 = 1.6296 m² (> 1.5: large)
    expect(zones.G).toEqual({ fillId: "G", frameId: "F1", rules: ["door", "low", "large"], lowerEdge: 141 });
  });
});

describe("a window 1200 × 1200 on a 900 mm sill (the default)", () => {
  it("is in no zone: lower edge 900 + 60 = 960 mm, pane 1102 × 1102 = 1.214 m²", () => {
    expect(zonesOf(rectangle(1200, 1200), glass("G"))).toEqual({});
  });
  it("at a 700 mm sill its pane is low: 700 + 60 = 760 < 800", () => {
    expect(zonesOf(rectangle(1200, 1200), glass("G"), { sillHeight: 700 }).G?.rules).toEqual(["low"]);
  });
  it("at a 740 mm sill, 800 exactly, it is not (the rule is under 800)", () => {
    expect(zonesOf(rectangle(1200, 1200), glass("G"), { sillHeight: 740 })).toEqual({});
  });
  it("1300 × 1300 is large: (1300 − 120 + 22)² = 1202² = 1.4448 m² is not, 1400: 1302² = 1.6952 m² is", () => {
    expect(zonesOf(rectangle(1300, 1300), glass("G"))).toEqual({});
    expect(zonesOf(rectangle(1400, 1400), glass("G")).G?.rules).toEqual(["large"]);
  });
});

describe("a door with a side light: frame 1600 × 2200, mullion at 600, door leaf on the right", () => {
  // side light: daylight x 60…560 (mullion 80 centred at 600), door leaf from 640 − 9 = 631
  const side = (top: Region) =>
    zonesOf(rectangle(1600, 2200), split("R", "vertical", 600, top, sash("S", glass("D"), "door")));
  it("flags the side light as door side (71 mm from the leaf, under 1500) and low (60 mm up)", () => {
    // gap 631 − 560 = 71 ≤ 300; lower edge 0 + 60 = 60
    expect(side(glass("L")).L?.rules).toEqual(["doorSide", "low"]);
    // the leaf 1549 − 631 = 918 wide: pane (918 − 180 + 22) × 1940 = 760 × 1940 = 1.4744 m² (not large)
    expect(side(glass("L")).D?.rules).toEqual(["door", "low"]);
  });
  it("a fanlight over the side light is out of the side zone: its lower edge 2200 − 560 = 1640 > 1500", () => {
    // a transom 80 centred 600 from the top: the upper light's daylight ends at 600 − 40 = 560
    const left: Region = split("T", "horizontal", 600, glass("U"), glass("B"));
    const zones = side(left);
    expect(zones.U).toBeUndefined();
    // the light below: from 60 above the floor, 71 from the leaf
    expect(zones.B?.rules).toEqual(["doorSide", "low"]);
  });
});

describe("the designer's warnings: annealed panes in a zone", () => {
  it("a door glazed 5+12A+5 is warned, one glazed 5T+12A+5T is not", () => {
    const l = (spec: string) =>
      layout(frameDesign(rectangle(1100, 2200), sash("S", glass("G", spec), "door")), tb60);
    expect(annealedPanes(l("5+12A+5")).map((p) => [p.fillId, p.spec, p.rules])).toEqual([
      ["G", "5+12A+5", ["door", "low", "large"]],
    ]);
    expect(annealedPanes(l("5T+12A+5T"))).toEqual([]);
  });
});
