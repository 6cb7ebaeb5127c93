// The plan of one window of a drawing: what the 3D view's "copy plan" copies (SPEC §5: a window
// must be picked first). A drawing may hold several frames (windows) joined as drawn; the plan of
// one is that frame alone, with its decoration bars and its own dimension lines, drawn as the
// drawing page draws (core's render model through core's SVG writer).
import { layoutWithPlaces } from "../layout/layout.ts";
import type { Design } from "../model.ts";
import type { SeriesGeometrySource } from "../series-geometry.ts";
import { type RenderOptions, renderModel } from "./render-model.ts";
import { svgOfModel } from "./svg.ts";

/**
 * The design of the frame `frameId` of `design` alone: that frame and its decoration bars, in the
 * drawing's unit; no walls, joiners (they join it to others), free dimensions or notes (they are
 * the whole drawing's). Null where the design has no frame of that id.
 */
export function windowOfDesign(design: Design, frameId: string): Design | null {
  const frame = design.frames.find((f) => f.id === frameId);
  if (!frame) return null;
  return {
    ...design,
    frames: [frame],
    walls: [],
    joiners: [],
    decorations: design.decorations.filter((d) => d.frameId === frameId),
    dimensions: [],
    notes: [],
  };
}

/**
 * The plan (SVG, mm) of the frame `frameId` of `design`, laid out with `source` (its series'
 * geometry), with its dimension lines in `options`' unit and language; null where there is no
 * such frame.
 */
export function windowPlanSvg(
  design: Design,
  frameId: string,
  source: SeriesGeometrySource,
  options: Omit<RenderOptions, "dimensions">,
): string | null {
  const window = windowOfDesign(design, frameId);
  if (!window) return null;
  const layout = layoutWithPlaces(window, source);
  return svgOfModel(renderModel(window, layout, layout.regions, { ...options, dimensions: true }));
}
