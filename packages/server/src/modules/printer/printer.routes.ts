import { idSchema } from "@fenestra/core/schemas/ids";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { publicRoute, signedIn } from "../../plugins/access.ts";
import { authOf } from "../../plugins/auth.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { envelopeOf, ok } from "../../plugins/envelope.ts";
import { createPrintLink, PRINT_LINK_HOURS, printView } from "./printer.service.ts";

const invalid = { error: "validation.invalid" } as const;

export async function printerRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    "/api/printer/links",
    {
      config: signedIn(),
      schema: {
        tags: ["printer"],
        body: z.object({
          orderIds: z.array(idSchema).min(1, invalid).max(1000, invalid),
          hours: z.number(invalid).int(invalid).min(1, invalid).max(168, invalid).default(PRINT_LINK_HOURS),
        }),
        response: {
          200: envelopeOf(z.object({ token: z.string(), url: z.string(), expiresAt: z.string() })),
        },
      },
    },
    async (req) =>
      ok(req, await createPrintLink(deps.db, authOf(req), deps.clock(), req.body.orderIds, req.body.hours)),
  );
  r.get(
    "/api/printer",
    {
      config: publicRoute(),
      schema: {
        tags: ["printer"],
        querystring: z.object({ token: z.string().min(10, invalid).max(100, invalid) }),
      },
    },
    async (req) => ok(req, await printView(deps.db, deps.clock(), req.query.token)),
  );
}
