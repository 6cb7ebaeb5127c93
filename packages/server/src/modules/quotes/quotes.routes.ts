import { routes } from "@fenestra/api";
import type { FastifyInstance } from "fastify";
import { tenantOf } from "../../plugins/auth.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { register } from "../../plugins/register-route.ts";
import * as service from "./quotes.service.ts";

export async function quotesRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;
  const r = routes.quotes;
  register(app, r.add, async (req) => service.add(db, tenantOf(req), req.params.id, req.body));
  register(app, r.edit, async (req) =>
    service.edit(db, tenantOf(req), req.params.id, req.params.itemId, req.body),
  );
  register(app, r.remove, async (req) => service.remove(db, tenantOf(req), req.params.id, req.params.itemId));
}
