// The sunroom's drawings as files (/sunnyHouse "Export DXF" / "Export PDF"): the DXF made in the
// browser by core's one DXF writer (its chunk fetched when asked for), the PDF by the server for a
// saved sunroom (routes.sunrooms.drawings).
import { routes } from "@fenestra/api";
import type { SunroomDrawing } from "@fenestra/core/sunroom/index";
import { api } from "../../shared/api/client.ts";
import { saveBlob, saveText } from "../../shared/files/save-blob.ts";

/** The file's name: the sunroom's name, or "sunroom". */
const base = (name: string) => name.trim().replace(/[\\/:*?"<>|]/g, "_") || "sunroom";

export async function saveSunroomDxf(
  drawings: readonly SunroomDrawing[],
  titleOf: (d: SunroomDrawing) => string,
  name: string,
) {
  const { sunroomDrawingsDxf } = await import("@fenestra/core/sunroom/drawings-dxf");
  saveText(sunroomDrawingsDxf(drawings, titleOf), `${base(name)}.dxf`, "application/dxf");
}

export async function saveSunroomPdf(id: number) {
  const { blob, fileName } = await api.download(routes.sunrooms.drawings, { params: { id } });
  saveBlob(blob, fileName);
}
