import { DXF_LIMIT_BYTES } from "@fenestra/api";
import { saveText } from "../../../shared/files/save-blob.ts";

// SPEC §5/§9: uploaded files at most 3M (the API's limit). Checked before sending; the server checks again.
export { DXF_LIMIT_BYTES };

export type DxfCheck = { ok: true } | { ok: false; reason: "tooLarge" | "notDxf" };

/** Refuses files over 3 MB and files that are not DXF by name. */
export function checkDxfFile(file: { name: string; size: number }): DxfCheck {
  if (file.size > DXF_LIMIT_BYTES) return { ok: false, reason: "tooLarge" };
  if (!/\.dxf$/i.test(file.name)) return { ok: false, reason: "notDxf" };
  return { ok: true };
}

/** Saves DXF text as a file in the browser. */
export const saveDxf = (text: string, fileName: string) => saveText(text, fileName, "application/dxf");
