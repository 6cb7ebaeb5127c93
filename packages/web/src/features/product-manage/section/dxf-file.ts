import { DXF_LIMIT_BYTES } from "@fenestra/api";

// SPEC §5/§9: uploaded files at most 3M (the API's limit). Checked before sending; the server checks again.
export { DXF_LIMIT_BYTES };

export type DxfCheck = { ok: true } | { ok: false; reason: "tooLarge" | "notDxf" };

/** Refuses files over 3 MB and files that are not DXF by name. */
export function checkDxfFile(file: { name: string; size: number }): DxfCheck {
  if (file.size > DXF_LIMIT_BYTES) return { ok: false, reason: "tooLarge" };
  if (!/\.dxf$/i.test(file.name)) return { ok: false, reason: "notDxf" };
  return { ok: true };
}

/** Saves text as a file in the browser. */
export function downloadText(text: string, fileName: string, type = "application/dxf"): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
