import { contractDetailSchema } from "@fenestra/api";
import { idSchema } from "@fenestra/core/schemas/ids";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { signedIn } from "../../plugins/access.ts";
import { authOf } from "../../plugins/auth.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { envelopeOf, ok } from "../../plugins/envelope.ts";

const contractDetailEnvelope = envelopeOf(contractDetailSchema);

import { quoteItemBodySchema } from "./quotes.schemas.ts";
import * as service from "./quotes.service.ts";

const tags = ["contracts"];
const params = z.object({ id: idSchema });
const itemParams = z.object({ id: idSchema, itemId: idSchema });

export async function quotesRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  r.post(
    "/api/contracts/:id/quote-items",
    {
      config: signedIn(),
      schema: { tags, params, body: quoteItemBodySchema, response: { 200: contractDetailEnvelope } },
    },
    async (req) => ok(req, await service.add(db, authOf(req), req.params.id, req.body), "success.add"),
  );
  r.put(
    "/api/contracts/:id/quote-items/:itemId",
    {
      config: signedIn(),
      schema: {
        tags,
        params: itemParams,
        body: quoteItemBodySchema,
        response: { 200: contractDetailEnvelope },
      },
    },
    async (req) =>
      ok(
        req,
        await service.edit(db, authOf(req), req.params.id, req.params.itemId, req.body),
        "success.edit",
      ),
  );
  r.delete(
    "/api/contracts/:id/quote-items/:itemId",
    { config: signedIn(), schema: { tags, params: itemParams, response: { 200: envelopeOf(z.unknown()) } } },
    async (req) =>
      ok(req, await service.remove(db, authOf(req), req.params.id, req.params.itemId), "success.delete"),
  );
}
