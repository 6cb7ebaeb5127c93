import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { signedIn } from "../../plugins/access.ts";
import { authOf } from "../../plugins/auth.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { envelopeOf, ok } from "../../plugins/envelope.ts";
import {
  attachOrderSchema,
  contractCreateSchema,
  contractDetailEnvelope,
  contractEnvelope,
  contractListQuerySchema,
  contractPageEnvelope,
  contractParams,
  contractUpdateSchema,
  transitionSchema,
} from "./contracts.schemas.ts";
import * as service from "./contracts.service.ts";
import { linkedFactories, linkFactory } from "./factory-links.queries.ts";

const tags = ["contracts"];
const factorySchema = z.object({ id: z.number(), name: z.string() });

export async function contractsRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  r.get(
    "/api/contracts",
    {
      config: signedIn(),
      schema: { tags, querystring: contractListQuerySchema, response: { 200: contractPageEnvelope } },
    },
    async (req) => ok(req, await service.list(db, authOf(req), req.query)),
  );
  r.post(
    "/api/contracts",
    { config: signedIn(), schema: { tags, body: contractCreateSchema, response: { 200: contractEnvelope } } },
    async (req) => ok(req, await service.create(db, authOf(req), deps.clock(), req.body), "success.add"),
  );
  r.get(
    "/api/contracts/:id",
    {
      config: signedIn(),
      schema: { tags, params: contractParams, response: { 200: contractDetailEnvelope } },
    },
    async (req) => ok(req, await service.detail(db, authOf(req), req.params.id)),
  );
  r.put(
    "/api/contracts/:id",
    {
      config: signedIn(),
      schema: {
        tags,
        params: contractParams,
        body: contractUpdateSchema,
        response: { 200: contractDetailEnvelope },
      },
    },
    async (req) => ok(req, await service.update(db, authOf(req), req.params.id, req.body), "success.edit"),
  );
  r.post(
    "/api/contracts/:id/transitions",
    {
      config: signedIn(),
      schema: {
        tags,
        params: contractParams,
        body: transitionSchema,
        response: { 200: contractDetailEnvelope },
      },
    },
    async (req) =>
      ok(req, await service.fireTransition(db, authOf(req), req.params.id, req.body), "success.operate"),
  );
  r.post(
    "/api/contracts/:id/confirm",
    {
      config: signedIn(),
      schema: { tags, params: contractParams, response: { 200: contractDetailEnvelope } },
    },
    async (req) =>
      ok(req, await service.setConfirmed(db, authOf(req), req.params.id, true), "success.confirm"),
  );
  r.post(
    "/api/contracts/:id/cancel-confirm",
    {
      config: signedIn(),
      schema: { tags, params: contractParams, response: { 200: contractDetailEnvelope } },
    },
    async (req) =>
      ok(req, await service.setConfirmed(db, authOf(req), req.params.id, false), "success.cancel_confirm"),
  );
  r.post(
    "/api/contracts/:id/orders",
    {
      config: signedIn(),
      schema: {
        tags,
        params: contractParams,
        body: attachOrderSchema,
        response: { 200: contractDetailEnvelope },
      },
    },
    async (req) =>
      ok(req, await service.attachOrder(db, authOf(req), req.params.id, req.body.orderId), "success.add"),
  );
  r.get(
    "/api/factories",
    { config: signedIn(), schema: { tags, response: { 200: envelopeOf(z.array(factorySchema)) } } },
    async (req) => ok(req, await linkedFactories(db, authOf(req).companyId)),
  );
  r.post(
    "/api/factories",
    {
      config: signedIn(),
      schema: {
        tags,
        body: z.object({ invitationCode: z.string().trim().min(1).max(32) }),
        response: { 200: envelopeOf(factorySchema) },
      },
    },
    async (req) =>
      ok(req, await linkFactory(db, authOf(req).companyId, req.body.invitationCode), "success.add"),
  );
}
