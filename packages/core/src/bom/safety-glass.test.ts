// Annealed panes in safety zones on the BOM (docs/safety-glass.md): warned, and ordered as the
// series' safety build-up of the same make-up where it offers one.
import { describe, expect, it } from "vitest";
import { frameDesign, glass, rectangle, sash } from "../design/test-designs.ts";
import { DEMO_SERIES } from "../series/demo/index.ts";
import type { Series } from "../series/schema.ts";
import { calculateOrderBom } from "./order.ts";

const tb60 = DEMO_SERIES["alu-tb60-casement"] as Series;
const door = (spec: string) => frameDesign(rectangle(1100, 2200), sash("S", glass("G", spec), "door"));

describe("TB60 door 1100 × 2200 glazed 5+12A+5 (annealed)", () => {
  const bom = calculateOrderBom([{ design: door("5+12A+5"), series: tb60, count: 2 }]);
  it("orders the pane as 5T+12A+5T, the series' toughened build-up of the same make-up, and says so", () => {
    // a door leaf of M001 (face 90): pane (998 − 180 + 22) × (2098 − 180 + 22) = 840 × 1940, two doors
    expect(bom.glass.map((g) => [g.spec, g.width, g.height, g.count, g.replaces])).toEqual([
      ["5T+12A+5T", 840, 1940, 2, "5+12A+5"],
    ]);
    // priced at the toughened 168 yuan/m²: 1.630 m² (area rule: 3 decimals) × 168 = 273.84 yuan a pane
    expect(bom.glass[0]?.amount).toBe(2 * 27384);
  });
  it("warns once per window drawn, naming the rules and what it orders instead", () => {
    expect(bom.safety).toEqual([
      {
        window: 0,
        element: "G",
        frameId: "F1",
        pane: 1,
        rules: ["door", "low", "large"],
        lowerEdge: 141,
        drawn: "5+12A+5",
        ordered: "5T+12A+5T",
      },
    ]);
  });
});

describe("where the series offers no safety build-up of the make-up", () => {
  it("a Low-E door pane stays as drawn, and the warning names nothing ordered instead", () => {
    const bom = calculateOrderBom([{ design: door("5Low-E+12A+5"), series: tb60, count: 1 }]);
    expect(bom.glass.map((g) => [g.spec, g.replaces])).toEqual([["5Low-E+12A+5", undefined]]);
    expect(bom.safety.map((f) => [f.drawn, f.ordered])).toEqual([["5Low-E+12A+5", undefined]]);
  });
});

describe("safety glass drawn, or a pane outside the zones", () => {
  it("a door drawn toughened has no warning; a window on a 900 sill orders its annealed glass", () => {
    const safe = calculateOrderBom([{ design: door("5T+12A+5T"), series: tb60, count: 1 }]);
    expect(safe.safety).toEqual([]);
    const window = frameDesign(rectangle(1200, 1200), glass("G"));
    const bom = calculateOrderBom([{ design: window, series: tb60, count: 1 }]);
    expect(bom.safety).toEqual([]);
    expect(bom.glass.map((g) => [g.spec, g.replaces])).toEqual([["5+12A+5", undefined]]);
  });
});
