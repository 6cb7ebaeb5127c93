import { routes } from "@fenestra/api";
import type { FastifyInstance } from "fastify";
import { tenantOf } from "../../plugins/auth.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { register } from "../../plugins/register-route.ts";
import { productionSettingsOf, saveProductionSettings } from "./production-settings.ts";
import { updateSettings } from "./settings.service.ts";
import { readMessagesUpTo } from "./xxf-data.service.ts";

export async function settingsRoutes(app: FastifyInstance, deps: AppDeps) {
  register(app, routes.settings.update, async (req) => updateSettings(deps.db, tenantOf(req), req.body));
  register(app, routes.settings.readMessages, async (req) =>
    readMessagesUpTo(deps.db, tenantOf(req), req.body, deps.clock()),
  );
  register(app, routes.settings.production, async (req) =>
    productionSettingsOf(deps.db, tenantOf(req).companyId),
  );
  register(app, routes.settings.saveProduction, async (req) =>
    saveProductionSettings(deps.db, tenantOf(req).companyId, req.body),
  );
}
