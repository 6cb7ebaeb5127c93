// Saving a render (the renders API, routes.renders): the source photo and the rendered picture
// are uploaded first (POST /api/files, purposes render-photo and render-image), then the render
// is created with how it was made. Uploads are at most 3M (SPEC §5): a photo or a picture larger
// than that goes up as a JPEG of the same size in pixels, at the best quality that fits.
import { type BodyIn, type DataOf, type FilePurpose, routes } from "@fenestra/api";
import { COMPANY_IMAGE_MAX_BYTES } from "@fenestra/core/account/company-branding";
import type { Corners } from "@fenestra/core/scene/placement";
import { api } from "../../../shared/api/client.ts";
import { blobBase64 } from "../../../shared/files/base64.ts";

export type SavedRender = DataOf<typeof routes.renders.create>;
type RenderBody = BodyIn<typeof routes.renders.create>;

export type RenderToSave = {
  photo: HTMLImageElement;
  photoFile: Blob;
  image: HTMLCanvasElement;
  title: string;
  window: { orderId: number; itemId: number } | null;
  corners: Corners;
  opening: RenderBody["opening"];
  quality: RenderBody["quality"];
  sun: RenderBody["sun"];
};

const canvasBlob = (canvas: HTMLCanvasElement, type: string, quality?: number) =>
  new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error("no picture"))), type, quality),
  );

/** `blob` as it is when within the limit; otherwise `picture` as a JPEG that fits. */
async function withinLimit(blob: Blob, picture: () => HTMLCanvasElement): Promise<Blob> {
  if (blob.size <= COMPANY_IMAGE_MAX_BYTES) return blob;
  const canvas = picture();
  let jpeg = blob;
  for (const quality of [0.92, 0.85, 0.75, 0.6, 0.45]) {
    jpeg = await canvasBlob(canvas, "image/jpeg", quality);
    if (jpeg.size <= COMPANY_IMAGE_MAX_BYTES) break;
  }
  return jpeg;
}

const upload = async (purpose: FilePurpose, blob: Blob) =>
  (await api.call(routes.files.upload, { body: { purpose, data: await blobBase64(blob) } })).key;

/** The photo drawn on a canvas of its own size (to be written again as a JPEG). */
function photoCanvas(photo: HTMLImageElement): HTMLCanvasElement {
  const c = document.createElement("canvas");
  c.width = photo.naturalWidth;
  c.height = photo.naturalHeight;
  c.getContext("2d")?.drawImage(photo, 0, 0);
  return c;
}

/** The rendered picture as a PNG (the download). */
export const renderPng = (image: HTMLCanvasElement) => canvasBlob(image, "image/png");

/** Uploads the photo and the picture and creates the render (`requestKey`: a repeat answers the first). */
export async function saveRender(r: RenderToSave, requestKey: string): Promise<SavedRender> {
  const photo = await withinLimit(r.photoFile, () => photoCanvas(r.photo));
  const image = await withinLimit(await renderPng(r.image), () => r.image);
  const [photoKey, imageKey] = [await upload("render-photo", photo), await upload("render-image", image)];
  const body: RenderBody = {
    photo_key: photoKey,
    image_key: imageKey,
    title: r.title,
    ...(r.window ? { order_id: r.window.orderId, item_id: r.window.itemId } : {}),
    corners: r.corners.map((c) => [c.x, c.y]) as RenderBody["corners"],
    opening: r.opening,
    quality: r.quality,
    sun: r.sun,
  };
  return api.call(routes.renders.create, { body, idempotencyKey: requestKey });
}
