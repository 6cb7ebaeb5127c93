import { userSettingsSchema, userSettingsUpdateSchema } from "@fenestra/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { signedIn } from "../../plugins/access.ts";
import { tenantOf } from "../../plugins/auth.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { envelopeOf, ok } from "../../plugins/envelope.ts";
import { updateSettings } from "./settings.service.ts";

export async function settingsRoutes(app: FastifyInstance, deps: AppDeps) {
  app.withTypeProvider<ZodTypeProvider>().put(
    "/api/user/settings",
    {
      // Language and units: the caller's own settings, open like the session itself.
      config: signedIn({ openWhenExpired: true }),
      schema: {
        tags: ["settings"],
        body: userSettingsUpdateSchema,
        response: { 200: envelopeOf(userSettingsSchema) },
      },
    },
    async (req) => ok(req, await updateSettings(deps.db, tenantOf(req), req.body), "success.edit"),
  );
}
