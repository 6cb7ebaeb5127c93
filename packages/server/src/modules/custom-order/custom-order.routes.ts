import { routes } from "@fenestra/api";
import type { FastifyInstance } from "fastify";
import { tenantOf } from "../../plugins/auth.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { register } from "../../plugins/register-route.ts";
import * as service from "./custom-order.service.ts";

export async function customOrderRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes.customOrder;
  register(app, r.settings, async (req) => service.settings(deps.db, tenantOf(req)));
  register(app, r.save, async (req) => service.save(deps.db, tenantOf(req), deps.clock(), req.body));
  register(app, r.rotate, async (req) => service.rotate(deps.db, tenantOf(req), deps.clock()));
  register(app, r.open, async (req) => service.open(deps.db, req.params.token, req.language));
  register(app, r.price, async (req) => service.price(deps, req.params.token, req.body.windows, req.ip));
  register(app, r.submit, async (req) => service.submit(deps, req.params.token, req.body, req.ip));
}
