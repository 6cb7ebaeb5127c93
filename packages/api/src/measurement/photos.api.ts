import { z } from "zod";
import { signedIn } from "../access.ts";
import { EXPORT_CONTENT_TYPES } from "../exports/exports.schemas.ts";
import { moduleRoutes } from "../module-routes.ts";
import { measureListQuerySchema, measureOrderParams } from "./measurement.schemas.ts";
import { measurePhotoSchema, photoAnnotateSchema, photoParams, photoUploadSchema } from "./photos.schemas.ts";

/**
 * The photos of a measurement order's openings and its measurement sheet (issue 31): read and
 * written through the order's visibility rule (a measurer's own orders; the company's with "get
 * all orders"), changed only while the order is scheduled or measured.
 */
const measurer = signedIn({ module: "crm", permission: "measure" });
const route = moduleRoutes("measurement", measurer);
const byOrder = route.with({ params: measureOrderParams });
const byPhoto = route.with({ params: photoParams });

export const measurePhotos = {
  list: byOrder.get("/api/measure-orders/:id/photos", {
    description: "The photos of the order's openings with their marks, oldest first.",
    response: z.array(measurePhotoSchema),
  }),
  upload: byOrder.create("/api/measure-orders/:id/photos", {
    description:
      "Keeps a photo of an opening of the order (JPEG or PNG, at most 3M), its marks (vectors over it) and the picture with the marks drawn in. Idempotent by the photo's `clientId`: sent again it answers the photo kept the first time.",
    body: photoUploadSchema,
    response: measurePhotoSchema,
  }),
  annotate: byPhoto.update("/api/measure-orders/:id/photos/:photoId", {
    description: "Replaces a photo's marks and the picture with them drawn in; the photo itself is kept.",
    body: photoAnnotateSchema,
    response: measurePhotoSchema,
  }),
  remove: byPhoto.remove("/api/measure-orders/:id/photos/:photoId", {
    description: "Deletes the photo and its files.",
    response: z.null(),
  }),
  original: byPhoto.get("/api/measure-orders/:id/photos/:photoId/original", {
    description: "The photo as it was taken (JPEG or PNG).",
    response: { raw: ["image/jpeg", "image/png"] },
  }),
  flattened: byPhoto.get("/api/measure-orders/:id/photos/:photoId/flattened", {
    description: "The photo with its marks drawn in (JPEG or PNG).",
    response: { raw: ["image/jpeg", "image/png"] },
  }),
  sheet: byOrder.get("/api/measure-orders/:id/sheet", {
    query: measureListQuerySchema.pick({ tz: true }),
    response: { raw: [EXPORT_CONTENT_TYPES.pdf] },
    description:
      "The measurement sheet as an A4 PDF in the caller's language (the appointment in the caller's time, `tz` minutes east of UTC): the visit, each opening's sizes (three points, the size used, diagonals) and its photos with their marks.",
  }),
};
