import { idSchema, pageSchema, pageSizeSchema } from "@fenestra/core/schemas/ids";
import { z } from "zod";

export const subAccountSchema = z.object({
  id: z.number().int(),
  phone_number: z.string().nullable(),
  nickname: z.string(),
  permanents: z.record(z.string(), z.string()),
  son_account_type: z.number().int(),
  created_at: z.string(),
});

export const subAccountPageQuerySchema = z.object({
  page: pageSchema,
  pageSize: pageSizeSchema,
});

export const subAccountParams = z.object({
  id: idSchema,
});

export const subAccountPageSchema = z.object({ items: z.array(subAccountSchema), total: z.number() });
