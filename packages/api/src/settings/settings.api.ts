import { userSettingsSchema, userSettingsUpdateSchema, xxfDataSchema, xxfReadSchema } from "@fenestra/core";
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
  /** The message centre's read marker (SPEC §3 xxfData), the caller's own, open like the session. */
  readMessages: route.update("/api/user/xxf-data", {
    description:
      "Marks the caller's messages read up to `readAt` (the newest message seen) and answers the session's " +
      "xxfData. The marker only moves on: an earlier `readAt` (another tab, a retry) leaves the later one. " +
      "A moment after now is refused at readAt.",
    body: xxfReadSchema,
    response: xxfDataSchema,
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
