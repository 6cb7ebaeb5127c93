import { routes } from "@fenestra/api";
import { MODEL_MEDIA_TYPES, type ModelFormat } from "@fenestra/core/scene/model-format";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { tenantOf } from "../../plugins/auth.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { sendNotFound } from "../../plugins/error-handler.ts";
import { register } from "../../plugins/register-route.ts";
import { arModel, createArLink } from "./ar.service.ts";

export async function arRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes.ar;
  register(app, r.link, async (req) =>
    createArLink(deps.db, tenantOf(req), deps.clock(), req.params.id, req.params.itemId),
  );
  // the file itself, or a 404 (Scene Viewer and Quick Look read the status, not an envelope)
  const model =
    (format: ModelFormat) =>
    async (req: FastifyRequest<{ Params: { token: string } }>, reply: FastifyReply) => {
      const bytes = await arModel(deps.db, deps.clock(), req.params.token, format);
      if (!bytes) return sendNotFound(req, reply, "missing.ar_link");
      return reply.type(MODEL_MEDIA_TYPES[format]).send(Buffer.from(bytes));
    };
  register(app, r.glb, model("glb"));
  register(app, r.usdz, model("usdz"));
}
