import { type Language, renderModel } from "@fenestra/core";
import { dxfOfModel } from "@fenestra/core/design/render/dxf";
import type { Editor } from "@fenestra/core/editor/editor";

// The editor's DXF file: core's render model through core's DXF writer (a chunk of its own,
// fetched when a DXF is asked for).

/** The drawing as DXF in the design's own unit (coordinates, $INSUNITS and figures alike). */
export function drawingDxf(editor: Editor, options: { dimensions: boolean; language?: Language }): string {
  const { design, layout } = editor;
  return dxfOfModel(renderModel(design, layout, layout.regions, options));
}
