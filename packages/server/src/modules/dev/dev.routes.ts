import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { publicRoute } from "../../plugins/access.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { envelopeOf, ok } from "../../plugins/envelope.ts";
import { outboxFor } from "../sms/sms.queries.ts";

const outboxItem = z.object({
  phone: z.string(),
  purpose: z.string(),
  code: z.string(),
  text: z.string(),
  sentAt: z.string(),
});

/** Development helpers. Registered only when NODE_ENV is not "production". */
export async function devRoutes(app: FastifyInstance, deps: AppDeps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/dev/sms-outbox",
    {
      // Dev helper: loopback callers only, and never registered in production (app.ts).
      config: publicRoute({ loopbackOnly: true }),
      schema: {
        tags: ["dev"],
        querystring: z.object({ phone: z.string().min(1, { error: "validation.phone_required" }) }),
        response: { 200: envelopeOf(z.object({ items: z.array(outboxItem) })) },
      },
    },
    async (req) => {
      const rows = await outboxFor(deps.db, req.query.phone);
      return ok(req, { items: rows.map((row) => ({ ...row, sentAt: row.sentAt.toISOString() })) });
    },
  );
}
