import { idSchema, pageSchema, pageSizeSchema } from "@fenestra/core/schemas/ids";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { signedIn } from "../../plugins/access.ts";
import { authOf } from "../../plugins/auth.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { envelopeOf, ok } from "../../plugins/envelope.ts";
import { readHistory } from "./edit-history.service.ts";

const querySchema = z.object({
  orderId: idSchema.optional(),
  contractId: idSchema.optional(),
  page: pageSchema,
  pageSize: pageSizeSchema,
});

const entrySchema = z.object({
  id: z.number(),
  entity: z.string(),
  entityId: z.number(),
  orderId: z.number().nullable(),
  contractId: z.number().nullable(),
  action: z.string(),
  changes: z.record(z.string(), z.unknown()),
  userId: z.number().nullable(),
  userName: z.string().nullable(),
  contractNo: z.string().nullable(),
  orderNo: z.string().nullable(),
  createdAt: z.string(),
});

export async function editHistoryRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/api/edit-history",
    {
      config: signedIn(),
      schema: {
        tags: ["orders"],
        querystring: querySchema,
        response: { 200: envelopeOf(z.object({ items: z.array(entrySchema), total: z.number() })) },
      },
    },
    async (req) => {
      const { items, total } = await readHistory(deps.db, authOf(req), req.query);
      return ok(req, { items: items.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })), total });
    },
  );
}
