// The sunroom's drawings as one DXF sheet (docs/sunroom.md "Drawings"): the plan, the elevations
// and the roof plan laid out side by side (sheetOfModels) through the one DXF writer of the
// designer's export (dxfOfModel), each titled, its figures SUNROOM_DRAWING_FONT high.
import { dxfOfModel } from "../design/render/dxf.ts";
import { sheetOfModels } from "../design/render/model-sheet.ts";
import type { RenderModel } from "../design/render/render-model.ts";
import { SUNROOM_DRAWING_FONT, type SunroomDrawing } from "./drawings.ts";

/** The drawings on one sheet, three to a row, each titled by `titleOf`. */
export function sunroomDrawingSheet(
  drawings: readonly SunroomDrawing[],
  titleOf: (d: SunroomDrawing) => string,
): RenderModel {
  return sheetOfModels(
    drawings.map((d) => ({ id: d.id, title: titleOf(d), model: d.model })),
    { perRow: 3, gap: 1500 },
  );
}

/** The sheet as DXF (mm, y up), one file CAD opens. */
export function sunroomDrawingsDxf(
  drawings: readonly SunroomDrawing[],
  titleOf: (d: SunroomDrawing) => string,
): string {
  return dxfOfModel(sunroomDrawingSheet(drawings, titleOf), SUNROOM_DRAWING_FONT);
}
