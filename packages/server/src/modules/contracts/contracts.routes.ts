import { routes } from "@fenestra/api";
import type { FastifyInstance } from "fastify";
import { tenantOf } from "../../plugins/auth.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { register } from "../../plugins/register-route.ts";
import * as service from "./contracts.service.ts";
import { linkedFactories, linkFactory } from "./factory-links.queries.ts";

export async function contractsRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;
  const r = routes.contracts;
  register(app, r.list, async (req) => service.list(db, tenantOf(req), req.query));
  register(app, r.create, async (req) => service.create(db, tenantOf(req), deps.clock(), req.body));
  register(app, r.detail, async (req) => service.detail(db, tenantOf(req), req.params.id));
  register(app, r.update, async (req) => service.update(db, tenantOf(req), req.params.id, req.body));
  register(app, r.transition, async (req) =>
    service.fireTransition(db, tenantOf(req), deps.clock(), req.params.id, req.body),
  );
  register(app, r.confirm, async (req) => service.setConfirmed(db, tenantOf(req), req.params.id, true));
  register(app, r.cancelConfirm, async (req) =>
    service.setConfirmed(db, tenantOf(req), req.params.id, false),
  );
  register(app, r.attachOrder, async (req) =>
    service.attachOrder(db, tenantOf(req), req.params.id, req.body.orderId),
  );
  register(app, r.factories, async (req) => linkedFactories(db, tenantOf(req)));
  register(app, r.linkFactory, async (req) => linkFactory(db, tenantOf(req), req.body.invitationCode));
}
