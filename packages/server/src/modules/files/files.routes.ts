import { routes, UPLOAD_LIMIT_CHARS } from "@fenestra/api";
import type { FastifyInstance } from "fastify";
import { translate } from "../../i18n/catalogue.ts";
import { tenantOf } from "../../plugins/auth.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { register } from "../../plugins/register-route.ts";
import { contentDisposition, linkHolds, linkSecret } from "../../storage/file-links.ts";
import { upload } from "./files.service.ts";

const LINK_REFUSED = "files.link_expired";

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
  register(app, routes.files.link, async (req, reply) => {
    const link = { key: req.params.key, ...req.query };
    // an expired or altered link: 403 with the envelope, in the reader's language
    if (!linkHolds(await linkSecret(deps.db), link, deps.clock()))
      return reply
        .code(403)
        .send({ code: 403, key: LINK_REFUSED, message: translate(req.language, LINK_REFUSED), data: null });
    const found = await deps.storage.get(link.key);
    if (!found) return reply.callNotFound();
    reply.header("content-type", found.contentType).header("x-content-type-options", "nosniff");
    if (link.name) reply.header("content-disposition", contentDisposition(link.name));
    // an image's link is the same URL for an hour (file-links.ts): the browser keeps it until it expires
    const left = link.expires - Math.floor(deps.clock().getTime() / 1000);
    return reply
      .header("cache-control", link.name ? "private, no-store" : `private, max-age=${left}, immutable`)
      .send(found.bytes);
  });
}
