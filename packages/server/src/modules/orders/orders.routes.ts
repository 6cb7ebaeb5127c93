import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { signedIn } from "../../plugins/access.ts";
import { authOf } from "../../plugins/auth.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { ok } from "../../plugins/envelope.ts";
import {
  emptyEnvelope,
  orderCreateSchema,
  orderDetailEnvelope,
  orderEnvelope,
  orderItemBodySchema,
  orderItemEnvelope,
  orderItemParams,
  orderListQuerySchema,
  orderPageEnvelope,
  orderParams,
} from "./orders.schemas.ts";
import * as service from "./orders.service.ts";

const tags = ["orders"];

export async function ordersRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  r.get(
    "/api/orders",
    {
      config: signedIn(),
      schema: { tags, querystring: orderListQuerySchema, response: { 200: orderPageEnvelope } },
    },
    async (req) => ok(req, await service.list(db, authOf(req), req.query)),
  );
  r.post(
    "/api/orders",
    { config: signedIn(), schema: { tags, body: orderCreateSchema, response: { 200: orderEnvelope } } },
    async (req) => ok(req, await service.create(db, authOf(req), deps.clock(), req.body), "success.add"),
  );
  r.get(
    "/api/orders/:id",
    { config: signedIn(), schema: { tags, params: orderParams, response: { 200: orderDetailEnvelope } } },
    async (req) => ok(req, await service.detail(db, authOf(req), req.params.id)),
  );
  r.post(
    "/api/orders/:id/convert",
    { config: signedIn(), schema: { tags, params: orderParams, response: { 200: orderDetailEnvelope } } },
    async (req) => ok(req, await service.convertToFormal(db, authOf(req), req.params.id), "success.confirm"),
  );
  r.post(
    "/api/orders/:id/items",
    {
      config: signedIn(),
      schema: { tags, params: orderParams, body: orderItemBodySchema, response: { 200: orderItemEnvelope } },
    },
    async (req) => ok(req, await service.addItem(db, authOf(req), req.params.id, req.body), "success.add"),
  );
  r.get(
    "/api/orders/:id/items/:itemId",
    { config: signedIn(), schema: { tags, params: orderItemParams, response: { 200: orderItemEnvelope } } },
    async (req) => ok(req, await service.getItem(db, authOf(req), req.params.id, req.params.itemId)),
  );
  r.put(
    "/api/orders/:id/items/:itemId",
    {
      config: signedIn(),
      schema: {
        tags,
        params: orderItemParams,
        body: orderItemBodySchema,
        response: { 200: orderItemEnvelope },
      },
    },
    async (req) =>
      ok(
        req,
        await service.updateItem(db, authOf(req), req.params.id, req.params.itemId, req.body),
        "success.edit",
      ),
  );
  r.post(
    "/api/orders/:id/items/:itemId/duplicate",
    { config: signedIn(), schema: { tags, params: orderItemParams, response: { 200: orderItemEnvelope } } },
    async (req) =>
      ok(req, await service.duplicateItem(db, authOf(req), req.params.id, req.params.itemId), "success.add"),
  );
  r.delete(
    "/api/orders/:id/items/:itemId",
    { config: signedIn(), schema: { tags, params: orderItemParams, response: { 200: emptyEnvelope } } },
    async (req) => {
      await service.removeItem(db, authOf(req), req.params.id, req.params.itemId);
      return ok(req, null, "success.delete");
    },
  );
}
