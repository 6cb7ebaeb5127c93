import { subAccountCreateSchema, subAccountUpdateSchema } from "@fenestra/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { signedIn } from "../../plugins/access.ts";
import { tenantOf } from "../../plugins/auth.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { ok } from "../../plugins/envelope.ts";
import {
  emptyEnvelope,
  idParamsSchema,
  pageQuerySchema,
  subAccountEnvelope,
  subAccountPageEnvelope,
} from "./sub-accounts.schemas.ts";
import * as service from "./sub-accounts.service.ts";

const tags = ["sub-accounts"];

export async function subAccountsRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Only a main account manages its sub-accounts.
  const guard = { config: signedIn({ mainAccount: "access.main_account_only" }) };
  r.get(
    "/api/sub-accounts",
    { ...guard, schema: { tags, querystring: pageQuerySchema, response: { 200: subAccountPageEnvelope } } },
    async (req) => ok(req, await service.list(deps.db, tenantOf(req), req.query.page, req.query.pageSize)),
  );
  r.post(
    "/api/sub-accounts",
    { ...guard, schema: { tags, body: subAccountCreateSchema, response: { 200: subAccountEnvelope } } },
    async (req) => ok(req, await service.create(deps.db, tenantOf(req), req.body), "success.add"),
  );
  r.put(
    "/api/sub-accounts/:id",
    {
      ...guard,
      schema: {
        tags,
        params: idParamsSchema,
        body: subAccountUpdateSchema,
        response: { 200: subAccountEnvelope },
      },
    },
    async (req) =>
      ok(req, await service.update(deps.db, tenantOf(req), req.params.id, req.body), "success.edit"),
  );
  r.delete(
    "/api/sub-accounts/:id",
    { ...guard, schema: { tags, params: idParamsSchema, response: { 200: emptyEnvelope } } },
    async (req) => {
      await service.remove(deps.db, tenantOf(req), req.params.id);
      return ok(req, null, "success.delete");
    },
  );
}
