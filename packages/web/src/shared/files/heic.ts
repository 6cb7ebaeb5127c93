// A photo from an iPhone is HEIC, which browsers other than Safari cannot decode: it is converted
// to JPEG here (heic-to, loaded only when one comes: it is large). Used by the measurement photos
// and the sketch recognition.

export const isHeic = (file: Blob & { name?: string }) =>
  /image\/hei[cf]/i.test(file.type) || /\.(heic|heif)$/i.test(file.name ?? "");

/** The file itself, or a HEIC converted to JPEG; rejects when a HEIC cannot be converted. */
export async function decodableImage(file: Blob & { name?: string }): Promise<Blob> {
  if (!isHeic(file)) return file;
  const { heicTo } = await import("heic-to/csp");
  return heicTo({ blob: file, type: "image/jpeg", quality: 0.9 });
}
