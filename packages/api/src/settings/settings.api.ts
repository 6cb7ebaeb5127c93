import { userSettingsSchema, userSettingsUpdateSchema } from "@fenestra/core";
import { signedIn } from "../access.ts";
import { defineRoute } from "../route.ts";

export const settings = {
  /** Language and units: the caller's own settings, open like the session itself. */
  update: defineRoute({
    method: "PUT",
    path: "/api/user/settings",
    tag: "settings",
    access: signedIn({ openWhenExpired: true }),
    body: userSettingsUpdateSchema,
    response: userSettingsSchema,
    success: "success.edit",
  }),
};
