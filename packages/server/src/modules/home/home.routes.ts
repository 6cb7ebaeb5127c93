import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { signedIn } from "../../plugins/access.ts";
import { authOf, tenantOf } from "../../plugins/auth.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { ok } from "../../plugins/envelope.ts";
import { homeStatsEnvelope, waitingEnvelope, waitingQuerySchema } from "./home.schemas.ts";
import { homeStats } from "./home.service.ts";
import { waitingFor } from "./waiting/waiting.service.ts";

export async function homeRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/api/home/stats",
    // Company-wide money figures: a sub-account needs the finance permission.
    {
      config: signedIn({ permission: "finance_all" }),
      schema: { tags: ["home"], response: { 200: homeStatsEnvelope } },
    },
    async (req) => ok(req, await homeStats(deps.db, tenantOf(req), deps.clock())),
  );
  r.get(
    "/api/home/waiting",
    // Every signed-in caller; each item checks its own permission.
    {
      config: signedIn(),
      schema: { tags: ["home"], querystring: waitingQuerySchema, response: { 200: waitingEnvelope } },
    },
    async (req) => ok(req, { items: await waitingFor(deps.db, authOf(req), req.query.limit) }),
  );
}
