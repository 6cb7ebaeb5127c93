import { routes } from "@fenestra/api";
import type { FastifyInstance } from "fastify";
import { tenantOf } from "../../plugins/auth.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { register } from "../../plugins/register-route.ts";
import { readHistory } from "./edit-history.service.ts";

export async function editHistoryRoutes(app: FastifyInstance, deps: AppDeps) {
  register(app, routes.editHistory.list, async (req) => {
    const { items, total } = await readHistory(deps.db, tenantOf(req), req.query);
    return { items: items.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })), total };
  });
}
