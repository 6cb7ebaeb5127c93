import { routes } from "@fenestra/api";
import type { FastifyInstance } from "fastify";
import { tenantOf } from "../../plugins/auth.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { register } from "../../plugins/register-route.ts";
import * as service from "./sub-accounts.service.ts";

export async function subAccountsRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;
  const r = routes.subAccounts;
  register(app, r.list, async (req) => service.list(db, tenantOf(req), req.query.page, req.query.pageSize));
  register(app, r.create, async (req) => service.create(db, tenantOf(req), req.body));
  register(app, r.update, async (req) => service.update(db, tenantOf(req), req.params.id, req.body));
  register(app, r.remove, async (req) => {
    await service.remove(db, tenantOf(req), req.params.id);
    return null;
  });
}
