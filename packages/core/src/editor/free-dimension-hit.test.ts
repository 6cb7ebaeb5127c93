// The free dimension the editor picks is the one the render model draws: the hit test reads
// the line ends and the figure's position from the render model, not from a second copy.
import { describe, expect, it } from "vitest";
import { layoutWithPlaces } from "../design/layout/layout.ts";
import { emptyDesign } from "../design/model.ts";
import { renderModel } from "../design/render/render-model.ts";
import { DEFAULT_SERIES_GEOMETRY } from "../design/series-geometry.ts";
import { canvasPoint as pt } from "../units/branded.ts";
import { hitTest } from "./hit-test.ts";

describe("picking a free dimension where the render model draws it", () => {
  const design = {
    ...emptyDesign(),
    dimensions: [
      { id: "D1", from: [0, 0] as [number, number], to: [1000, 0] as [number, number], offset: 200 },
    ],
  };
  const layout = layoutWithPlaces(design, DEFAULT_SERIES_GEOMETRY);
  const drawn = renderModel(design, layout, layout.regions, { dimensions: true }).dimensions.find(
    (d) => d.id === "D1",
  )!;
  it("draws the line 200 mm above, the figure 0.6 × 60 = 36 mm beyond it", () => {
    expect(drawn.a).toEqual([0, -200]);
    expect(drawn.b).toEqual([1000, -200]);
    expect(drawn.textAt).toEqual([500, -236]);
  });
  it("picks it on its line and on its figure, not at the measured points' level", () => {
    const picked = { kind: "item", item: "dimension", id: "D1" };
    expect(hitTest(layout, pt(drawn.a[0] + 100, drawn.a[1]), design)).toEqual(picked);
    expect(hitTest(layout, pt(drawn.textAt[0] + 80, drawn.textAt[1] - 30), design)).toEqual(picked);
    expect(hitTest(layout, pt(500, 100), design)).toBeNull();
  });
});
