import { idSchema, pageSchema, pageSizeSchema } from "@fenestra/core/schemas/ids";
import { z } from "zod";
import { envelopeOf } from "../../plugins/envelope.ts";

export const subAccountSchema = z.object({
  id: z.number().int(),
  phone_number: z.string().nullable(),
  nickname: z.string(),
  permanents: z.record(z.string(), z.string()),
  son_account_type: z.number().int(),
  created_at: z.string(),
});

export const pageQuerySchema = z.object({
  page: pageSchema,
  pageSize: pageSizeSchema,
});

export const idParamsSchema = z.object({
  id: idSchema,
});

export const subAccountEnvelope = envelopeOf(subAccountSchema);
export const subAccountPageEnvelope = envelopeOf(
  z.object({ items: z.array(subAccountSchema), total: z.number() }),
);
export const emptyEnvelope = envelopeOf(z.null());
