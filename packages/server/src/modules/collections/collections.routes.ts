import { contractDetailSchema, envelopeOf } from "@fenestra/api";
import { idSchema } from "@fenestra/core/schemas/ids";
import { COLLECTION_METHODS } from "@fenestra/core/workflows/collections";
import { collectionAmountSchema } from "@fenestra/core/workflows/contract-fields";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { signedIn } from "../../plugins/access.ts";
import { authOf } from "../../plugins/auth.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { ok } from "../../plugins/envelope.ts";

const contractDetailEnvelope = envelopeOf(contractDetailSchema);

import { recordCollection } from "./collections.service.ts";

const invalid = { error: "validation.invalid" } as const;
export const collectionBodySchema = z.object({
  /** fen */
  amount: collectionAmountSchema,
  method: z.enum(COLLECTION_METHODS, invalid),
  note: z.string().max(200, invalid).optional(),
});

/** Optional: a client that may repeat the request (a retry, a double tap) sends one key per payment. */
const idempotencyHeaders = z.looseObject({
  "idempotency-key": z.string().trim().min(1, invalid).max(100, invalid).optional(),
});

export async function collectionsRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    "/api/contracts/:id/collections",
    {
      // Recording money received is finance work: a sub-account needs the finance key
      // (docs/contracts.md, "Who may record a collection").
      config: signedIn({ permission: "finance_all" }),
      schema: {
        tags: ["contracts"],
        params: z.object({ id: idSchema }),
        headers: idempotencyHeaders,
        body: collectionBodySchema,
        response: { 200: contractDetailEnvelope },
      },
    },
    async (req) =>
      ok(
        req,
        await recordCollection(deps.db, authOf(req), req.params.id, req.body, req.headers["idempotency-key"]),
        "success.add",
      ),
  );
}
