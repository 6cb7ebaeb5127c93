import { routes } from "@fenestra/api";
import type { FastifyInstance } from "fastify";
import { authOf } from "../../plugins/auth.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { register } from "../../plugins/register-route.ts";
import * as service from "./contracts.service.ts";
import { linkedFactories, linkFactory } from "./factory-links.queries.ts";

export async function contractsRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;
  const r = routes.contracts;
  register(app, r.list, async (req) => service.list(db, authOf(req), req.query));
  register(app, r.create, async (req) => service.create(db, authOf(req), deps.clock(), req.body));
  register(app, r.detail, async (req) => service.detail(db, authOf(req), req.params.id));
  register(app, r.update, async (req) => service.update(db, authOf(req), req.params.id, req.body));
  register(app, r.transition, async (req) =>
    service.fireTransition(db, authOf(req), req.params.id, req.body),
  );
  register(app, r.confirm, async (req) => service.setConfirmed(db, authOf(req), req.params.id, true));
  register(app, r.cancelConfirm, async (req) => service.setConfirmed(db, authOf(req), req.params.id, false));
  register(app, r.attachOrder, async (req) =>
    service.attachOrder(db, authOf(req), req.params.id, req.body.orderId),
  );
  register(app, r.factories, async (req) => linkedFactories(db, authOf(req).companyId));
  register(app, r.linkFactory, async (req) =>
    linkFactory(db, authOf(req).companyId, req.body.invitationCode),
  );
}
