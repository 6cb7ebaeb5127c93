import { type Language, renderModel, svgOfModel } from "@fenestra/core";
import type { Editor } from "@fenestra/core/editor/editor";

// The editor's SVG (and the PNG rasterised from it): core's render model through core's writer,
// the same as the CLI's and the printed drawings (the DXF: drawing-dxf.ts). Nothing is drawn here.

type Unit = { length: "mm" | "cm" | "in"; digits: number };

/** The drawing as SVG, figures in the display unit, optionally without dimension lines. */
export function drawingSvg(
  editor: Editor,
  options: { dimensions: boolean; unit: Unit; language?: Language },
): string {
  const { design, layout } = editor;
  return `<?xml version="1.0" encoding="UTF-8"?>\n${svgOfModel(renderModel(design, layout, layout.regions, options))}`;
}
