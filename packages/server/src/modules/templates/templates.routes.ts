import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { signedIn } from "../../plugins/access.ts";
import { tenantOf } from "../../plugins/auth.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { ok } from "../../plugins/envelope.ts";
import {
  emptyEnvelope,
  templateCreateSchema,
  templateEnvelope,
  templateListQuerySchema,
  templatePageEnvelope,
  templateParamsSchema,
  usageBodySchema,
  usageCountEnvelope,
  usageEnvelope,
} from "./templates.schemas.ts";
import * as service from "./templates.service.ts";

const tags = ["window-library"];

/**
 * The company's window library. Everyone signed in reads it and counts uses; changing the
 * company's own templates takes the drawing right ("edit order") a sub-account may lack.
 */
export async function templatesRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = deps;
  const edit = { config: signedIn({ permission: "edit_order" }) };

  r.get(
    "/api/templates",
    {
      config: signedIn(),
      schema: { tags, querystring: templateListQuerySchema, response: { 200: templatePageEnvelope } },
    },
    async (req) => ok(req, await service.list(db, tenantOf(req), req.query)),
  );
  r.post(
    "/api/templates",
    { ...edit, schema: { tags, body: templateCreateSchema, response: { 200: templateEnvelope } } },
    async (req) => ok(req, await service.create(db, tenantOf(req), clock(), req.body), "success.add"),
  );
  r.delete(
    "/api/templates/:id",
    { ...edit, schema: { tags, params: templateParamsSchema, response: { 200: emptyEnvelope } } },
    async (req) => {
      await service.remove(db, tenantOf(req), req.params.id);
      return ok(req, null, "success.delete");
    },
  );
  r.get(
    "/api/templates/usage",
    { config: signedIn(), schema: { tags, response: { 200: usageEnvelope } } },
    async (req) => ok(req, await service.usage(db, tenantOf(req))),
  );
  r.post(
    "/api/templates/usage",
    { config: signedIn(), schema: { tags, body: usageBodySchema, response: { 200: usageCountEnvelope } } },
    async (req) => ok(req, await service.recordUse(db, tenantOf(req), clock(), req.body.templateKey)),
  );
}
