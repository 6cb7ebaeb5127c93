import { type Language, renderModel, svgOfModel } from "@fenestra/core";
import { dxfOfModel } from "@fenestra/core/design/render/dxf";
import type { Editor } from "@fenestra/core/editor/editor";

// The editor's SVG (and the PNG rasterised from it) and DXF files: core's render model through
// core's writers, the same as the CLI's and the printed drawings. Nothing is drawn here.

type Unit = { length: "mm" | "cm" | "in"; digits: number };

/** The drawing as SVG, figures in the display unit, optionally without dimension lines. */
export function drawingSvg(
  editor: Editor,
  options: { dimensions: boolean; unit: Unit; language?: Language },
): string {
  const { design, layout } = editor;
  return `<?xml version="1.0" encoding="UTF-8"?>\n${svgOfModel(renderModel(design, layout, layout.regions, options))}`;
}

/** The drawing as DXF in the design's own unit (coordinates, $INSUNITS and figures alike). */
export function drawingDxf(editor: Editor, options: { dimensions: boolean; language?: Language }): string {
  const { design, layout } = editor;
  return dxfOfModel(renderModel(design, layout, layout.regions, options));
}
