import { PHOTO_MAX_MB } from "@fenestra/api";
import { decodableImage } from "../../../shared/files/heic.ts";

// A photo picked or taken becomes what the server keeps and what the canvas works on: a HEIC
// (iPhone) is converted to JPEG here (heic-to, loaded only when one comes: it is large), the file
// must then be a JPEG or PNG of at most SPEC §5's 3M (refused with the limit, never shrunk behind
// the user's back), and the working picture is the photo turned as its EXIF says and downscaled
// to WORKING_MAX_SIDE (the original is kept whole on the server).

/** The longest side of the working canvas, px: sharp on a phone, light to draw on. */
export const WORKING_MAX_SIDE = 1600;
const MAX_BYTES = PHOTO_MAX_MB * 1024 * 1024;

export type PreparedPhoto = { original: Blob; picture: ImageBitmap };
export type PhotoRefusal = "photo_invalid" | "photo_too_large";

export class PhotoRefused extends Error {
  constructor(readonly refusal: PhotoRefusal) {
    super(refusal);
  }
}

/** The working picture of a JPEG or PNG: turned by its EXIF orientation, at most WORKING_MAX_SIDE. */
export async function workingPicture(photo: Blob): Promise<ImageBitmap> {
  const full = await createImageBitmap(photo, { imageOrientation: "from-image" });
  const scale = Math.min(1, WORKING_MAX_SIDE / Math.max(full.width, full.height));
  if (scale === 1) return full;
  const resized = await createImageBitmap(full, {
    resizeWidth: Math.round(full.width * scale),
    resizeHeight: Math.round(full.height * scale),
    resizeQuality: "high",
  });
  full.close();
  return resized;
}

export async function preparePhoto(file: Blob & { name?: string }): Promise<PreparedPhoto> {
  const original = await decodableImage(file).catch(() => {
    throw new PhotoRefused("photo_invalid");
  });
  if (original.type !== "image/jpeg" && original.type !== "image/png")
    throw new PhotoRefused("photo_invalid");
  if (original.size > MAX_BYTES) throw new PhotoRefused("photo_too_large");
  const picture = await workingPicture(original).catch(() => {
    throw new PhotoRefused("photo_invalid");
  });
  return { original, picture };
}
