import { EXPORT_CONTENT_TYPES, routes } from "@fenestra/api";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { tenantOf } from "../../../plugins/auth.ts";
import type { AppDeps } from "../../../plugins/context.ts";
import { register } from "../../../plugins/register-route.ts";
import * as photos from "./photos.service.ts";
import { measureSheet } from "./sheet.ts";

/** Two photos (original and marked) of at most 3M each, as base64 in JSON, and room for the marks. */
const PHOTO_BODY_LIMIT = 9 * 1024 * 1024;

export async function measurePhotoRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes.measurePhotos;
  register(app, r.list, async (req) => photos.listPhotos(deps.db, tenantOf(req), req.params.id));
  register(app, r.upload, async (req) => photos.uploadPhoto(deps, tenantOf(req), req.params.id, req.body), {
    bodyLimit: PHOTO_BODY_LIMIT,
  });
  register(
    app,
    r.annotate,
    async (req) => photos.annotatePhoto(deps, tenantOf(req), req.params.id, req.params.photoId, req.body),
    { bodyLimit: PHOTO_BODY_LIMIT },
  );
  register(app, r.remove, async (req) =>
    photos.removePhoto(deps, tenantOf(req), req.params.id, req.params.photoId),
  );
  const sendFile =
    (which: "original" | "flattened") =>
    async (req: { params: { id: number; photoId: number } } & FastifyRequest, reply: FastifyReply) => {
      const file = await photos.photoFile(deps, tenantOf(req), req.params.id, req.params.photoId, which);
      return reply
        .header("content-type", file.contentType)
        .header("cache-control", "private, max-age=86400")
        .send(file.bytes);
    };
  register(app, r.original, sendFile("original"));
  register(app, r.flattened, sendFile("flattened"));
  register(app, r.sheet, async (req, reply) => {
    const sheet = await measureSheet(deps, tenantOf(req), req.params.id, req.language, req.query.tz);
    const { measureSheetPdf } = await import("./sheet.pdf.ts");
    return reply
      .header("content-type", EXPORT_CONTENT_TYPES.pdf)
      .header(
        "content-disposition",
        `attachment; filename="${encodeURIComponent(`measurement-${req.params.id}.pdf`)}"`,
      )
      .send(await measureSheetPdf(sheet));
  });
}
