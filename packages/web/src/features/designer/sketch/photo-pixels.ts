import { decodableImage } from "../../../shared/files/heic.ts";
import type { Rgba } from "./straighten.ts";

// A photo picked or taken for sketch recognition, as the recognizer reads it: a HEIC converted
// to JPEG as the measurement photos do, turned as its EXIF says, and its pixels at most
// READ_MAX_SIDE on the long side (the recognizer averages a bigger photo down to this anyway).
// It stays on the device: nothing is uploaded, so the upload limit does not apply.

export const READ_MAX_SIDE = 2000;

/** The photo's pixels, or null when the file is no picture the browser can open. */
export async function photoPixels(file: Blob & { name?: string }): Promise<Rgba | null> {
  try {
    const image = await decodableImage(file);
    const bitmap = await createImageBitmap(image, { imageOrientation: "from-image" });
    const scale = Math.min(1, READ_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext("2d");
    if (!context) return null;
    context.drawImage(bitmap, 0, 0, width, height);
    bitmap.close();
    const { data } = context.getImageData(0, 0, width, height);
    return { width, height, data };
  } catch {
    return null;
  }
}

/** The straightened paper as a picture URL for an <image> (revoke it when done). */
export async function paperUrl(paper: Rgba): Promise<string> {
  const canvas = new OffscreenCanvas(paper.width, paper.height);
  canvas
    .getContext("2d")
    ?.putImageData(new ImageData(new Uint8ClampedArray(paper.data), paper.width, paper.height), 0, 0);
  return URL.createObjectURL(await canvas.convertToBlob({ type: "image/jpeg", quality: 0.85 }));
}
