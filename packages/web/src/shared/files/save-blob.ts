/** Saves a file (an export the server built, or one the page made) under its name, as the browser's download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Saves text the page made (JSON, SVG, DXF) as a file of that type. */
export function saveText(text: string, fileName: string, type: string): void {
  saveBlob(new Blob([text], { type }), fileName);
}
