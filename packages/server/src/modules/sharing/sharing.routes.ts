import { idSchema } from "@fenestra/core/schemas/ids";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { publicRoute, signedIn } from "../../plugins/access.ts";
import { authOf } from "../../plugins/auth.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { envelopeOf, ok } from "../../plugins/envelope.ts";
import { createShare, customerConfirm, customerView } from "./sharing.service.ts";

const invalid = { error: "validation.invalid" } as const;
const tags = ["sharing"];
const tokenQuery = z.object({ token: z.string().min(10, invalid).max(100, invalid) });

export async function sharingRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    "/api/contracts/:id/shares",
    {
      config: signedIn(),
      schema: {
        tags,
        params: z.object({ id: idSchema }),
        // null: never expires; otherwise 1 hour to one year.
        body: z.object({
          hours: z.number(invalid).int(invalid).min(1, invalid).max(8760, invalid).nullable(),
        }),
        response: {
          200: envelopeOf(z.object({ token: z.string(), url: z.string(), expiresAt: z.string().nullable() })),
        },
      },
    },
    async (req) =>
      ok(
        req,
        await createShare(deps.db, authOf(req), deps.clock(), req.params.id, req.body.hours),
        "success.add",
      ),
  );
  r.get(
    "/api/shares/:id",
    {
      config: publicRoute(),
      schema: { tags, params: z.object({ id: idSchema }), querystring: tokenQuery },
    },
    async (req) => ok(req, await customerView(deps.db, deps.clock(), req.params.id, req.query.token)),
  );
  r.post(
    "/api/shares/:id/confirm",
    { config: publicRoute(), schema: { tags, params: z.object({ id: idSchema }), body: tokenQuery } },
    async (req) =>
      ok(req, await customerConfirm(deps.db, deps.clock(), req.params.id, req.body.token), "success.confirm"),
  );
}
