import { routes } from "@fenestra/api";
import type { FastifyInstance } from "fastify";
import { tenantOf } from "../../plugins/auth.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { register } from "../../plugins/register-route.ts";
import * as service from "./sunrooms.service.ts";

export async function sunroomsRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, clock } = deps;
  const r = routes.sunrooms;
  register(app, r.list, async (req) => service.list(db, tenantOf(req), req.query));
  register(app, r.create, async (req) => service.create(db, tenantOf(req), clock(), req.language, req.body));
  register(app, r.detail, async (req) => service.detail(db, tenantOf(req), req.params.id));
  register(app, r.update, async (req) =>
    service.update(db, tenantOf(req), clock(), req.language, req.params.id, req.body),
  );
  register(app, r.remove, async (req) => service.remove(db, tenantOf(req), req.params.id));
  register(app, r.quote, async (req) => service.quote(db, tenantOf(req), req.language, req.params.id));
  register(app, r.contract, async (req) =>
    service.makeContract(db, tenantOf(req), clock(), req.language, req.params.id, req.body),
  );
}
