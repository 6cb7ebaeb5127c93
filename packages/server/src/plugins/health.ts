import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { publicRoute } from "./access.ts";
import type { AppDeps } from "./context.ts";
import { envelopeOf, ok } from "./envelope.ts";

/** `GET /api/health`: public; answers once the database is reachable (start-up checks, bench). */
export function healthRoute(app: FastifyInstance, deps: AppDeps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/health",
    {
      config: publicRoute(),
      schema: { tags: ["health"], response: { 200: envelopeOf(z.object({ status: z.literal("ok") })) } },
    },
    async (req) => {
      await deps.db.execute(sql`select 1`);
      return ok(req, { status: "ok" as const });
    },
  );
}
