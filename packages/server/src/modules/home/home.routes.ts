import { routes } from "@fenestra/api";
import type { FastifyInstance } from "fastify";
import { tenantOf } from "../../plugins/auth.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { register } from "../../plugins/register-route.ts";
import { homeStats } from "./home.service.ts";
import { waitingFor } from "./waiting/waiting.service.ts";

export async function homeRoutes(app: FastifyInstance, deps: AppDeps) {
  register(app, routes.home.stats, async (req) => homeStats(deps.db, tenantOf(req), deps.clock()));
  register(app, routes.home.waiting, async (req) => ({
    items: await waitingFor(deps.db, tenantOf(req), req.query.limit),
  }));
}
