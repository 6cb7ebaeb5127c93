import { userSettingsSchema, userSettingsUpdateSchema } from "@fenestra/core";
import { signedIn } from "../access.ts";
import { moduleRoutes } from "../module-routes.ts";

const route = moduleRoutes("settings", signedIn({ openWhenExpired: true }));

export const settings = {
  /** Language and units: the caller's own settings, open like the session itself. */
  update: route.update("/api/user/settings", {
    body: userSettingsUpdateSchema,
    response: userSettingsSchema,
  }),
};
