import { imageSize } from "image-size";
import { PNG } from "pngjs";

// An upload is an image when its bytes say so, whatever it is called or declared as: the format
// comes from the file's own header (image-size reads PNG, JPEG, GIF and WebP headers and their
// dimensions; the callers accept PNG and JPEG), and a PNG that ends in a quote or contract is decoded whole (pdfkit, docx and
// exceljs embed it), so a truncated or forged one is refused here and not in an export.

export type CheckedImage = { contentType: string; width: number; height: number };

const TYPES: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
};

/** Largest side we take (a decoded 20000 × 20000 PNG alone would be 1.6 GB of pixels). */
export const IMAGE_MAX_SIDE = 8000;

/** The image's type and size, or null when the bytes are not an image of an accepted kind. */
export function checkImage(bytes: Buffer, kinds: readonly string[]): CheckedImage | null {
  let found: { type?: string; width?: number; height?: number };
  try {
    found = imageSize(bytes);
  } catch {
    return null;
  }
  const contentType = found.type ? TYPES[found.type] : undefined;
  const { width, height } = found;
  if (!contentType || !kinds.includes(contentType) || !width || !height) return null;
  if (width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE) return null;
  if (contentType === "image/png") {
    try {
      PNG.sync.read(bytes);
    } catch {
      return null;
    }
  }
  return { contentType, width, height };
}
