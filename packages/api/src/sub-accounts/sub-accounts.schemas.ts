import { idSchema } from "@fenestra/core/schemas/ids";
import { z } from "zod";
import { pageOf, pageQuerySchema } from "../paging.ts";

export const subAccountSchema = z.object({
  id: z.number().int(),
  phone_number: z.string().nullable(),
  nickname: z.string(),
  permanents: z.record(z.string(), z.string()),
  son_account_type: z.number().int(),
  created_at: z.string(),
});

export const subAccountPageQuerySchema = pageQuerySchema;

export const subAccountParams = z.object({
  id: idSchema,
});

export const subAccountPageSchema = pageOf(subAccountSchema);
