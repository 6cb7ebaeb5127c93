import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requirePermission, tenantOf } from "../../plugins/auth.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { ok } from "../../plugins/envelope.ts";
import { homeStatsEnvelope } from "./home.schemas.ts";
import { homeStats } from "./home.service.ts";

export async function homeRoutes(app: FastifyInstance, deps: AppDeps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/home/stats",
    // Company-wide money figures: a sub-account needs the finance permission.
    {
      onRequest: requirePermission("finance_all"),
      schema: { tags: ["home"], response: { 200: homeStatsEnvelope } },
    },
    async (req) => ok(req, await homeStats(deps.db, tenantOf(req), deps.clock())),
  );
}
