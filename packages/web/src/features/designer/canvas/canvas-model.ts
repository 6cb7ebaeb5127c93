import {
  type Language,
  type RenderCache,
  type RenderModel,
  type RenderOptions,
  renderModel,
} from "@fenestra/core";
import type { Editor } from "@fenestra/core/editor/editor";

/** Height of the dimension figures on the canvas, mm (they scale with the drawing). */
export const DIMENSION_TEXT_MM = 60;

/**
 * The drawing as the canvas shows it: core's render model with every dimension line, figures in
 * the display unit. The canvas draws it; fitting the view frames its bounds (what is drawn,
 * figures included). `cache` (the store's) lets a drag step draw again only what it moved.
 */
/** The words and figures on the drawing: the display unit and the reader's language. */
export type CanvasText = { unit?: RenderOptions["unit"]; language?: Language };

export function canvasModel(
  { design, layout }: Pick<Editor, "design" | "layout">,
  text: CanvasText = {},
  cache?: RenderCache,
): RenderModel {
  return renderModel(
    design,
    layout,
    layout.regions,
    { dimensions: true, unit: text.unit, language: text.language, fontSize: DIMENSION_TEXT_MM },
    cache,
  );
}
