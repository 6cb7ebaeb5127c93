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
  page: z.coerce.number({ error: "validation.invalid" }).int().min(1).default(1),
  pageSize: z.coerce.number({ error: "validation.invalid" }).int().min(1).max(100).default(20),
});

export const idParamsSchema = z.object({
  id: z.coerce.number({ error: "validation.invalid" }).int().positive({ error: "validation.invalid" }),
});

export const subAccountEnvelope = envelopeOf(subAccountSchema);
export const subAccountPageEnvelope = envelopeOf(
  z.object({ items: z.array(subAccountSchema), total: z.number() }),
);
export const emptyEnvelope = envelopeOf(z.null());
