import { routes } from "@fenestra/api";
import type { FastifyInstance } from "fastify";
import { tenantOf } from "../../plugins/auth.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { register } from "../../plugins/register-route.ts";
import { updateSettings } from "./settings.service.ts";

export async function settingsRoutes(app: FastifyInstance, deps: AppDeps) {
  register(app, routes.settings.update, async (req) => updateSettings(deps.db, tenantOf(req), req.body));
}
