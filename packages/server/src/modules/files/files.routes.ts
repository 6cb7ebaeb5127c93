import { routes, UPLOAD_LIMIT_CHARS } from "@fenestra/api";
import type { FastifyInstance } from "fastify";
import { tenantOf } from "../../plugins/auth.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { register } from "../../plugins/register-route.ts";
import { readFile, upload } from "./files.service.ts";

export async function filesRoutes(app: FastifyInstance, deps: AppDeps) {
  register(
    app,
    routes.files.upload,
    async (req) => upload(deps, tenantOf(req), req.body.purpose, req.body.data),
    // 3M as base64 with room to spare for the schema's own field message; a body past even that
    // is refused at the same field (plugins/body-limit.ts), not with a dropped connection.
    {
      bodyLimit: UPLOAD_LIMIT_CHARS + 64 * 1024,
      tooLarge: { field: "data", key: "validation.logo_too_large" },
    },
  );
  register(app, routes.files.file, async (req, reply) => {
    const found = await readFile(deps, req.params.key);
    // No such file: the plain 404 of an address that does not exist.
    if (!found) return reply.callNotFound();
    return reply
      .header("content-type", found.contentType)
      .header("cache-control", "private, max-age=31536000, immutable")
      .header("x-content-type-options", "nosniff")
      .send(found.bytes);
  });
}
