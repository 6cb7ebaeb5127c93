import { userSettingsSchema, userSettingsUpdateSchema } from "@fenestra/core";
import { signedIn } from "../access.ts";
import { moduleRoutes } from "../module-routes.ts";
import { productionSettingsSchema, productionSettingsUpdateSchema } from "./production-settings.schemas.ts";

const route = moduleRoutes("settings", signedIn({ openWhenExpired: true }));
const companyRoute = moduleRoutes("settings", signedIn());

export const settings = {
  /** Language and units: the caller's own settings, open like the session itself. */
  update: route.update("/api/user/settings", {
    body: userSettingsUpdateSchema,
    response: userSettingsSchema,
  }),
  /** How the company's workshop works (the saw's angle step): everyone of the company reads it. */
  production: companyRoute.get("/api/company/production-settings", { response: productionSettingsSchema }),
  saveProduction: companyRoute.update("/api/company/production-settings", {
    access: signedIn({ mainAccount: "access.not_primary_company_info" }),
    description:
      "Saves the settings against the `version` read (or `overwrite: true`); a stale one is refused " +
      "(409 conflict.stale_version).",
    body: productionSettingsUpdateSchema,
    response: productionSettingsSchema,
  }),
};
