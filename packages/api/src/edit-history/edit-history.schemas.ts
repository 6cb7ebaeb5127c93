import { idSchema } from "@fenestra/core/schemas/ids";
import { z } from "zod";
import { pageOf, pageQuerySchema } from "../paging.ts";

/** One order's or one contract's history, or (neither given) everything the caller sees. */
export const historyQuerySchema = z.object({
  orderId: idSchema.optional(),
  contractId: idSchema.optional(),
  ...pageQuerySchema.shape,
});

/** One change: who did what to which record, and each changed field's `{ from, to }`. */
export const historyEntrySchema = z.object({
  id: z.number(),
  entity: z.string(),
  entityId: z.number(),
  orderId: z.number().nullable(),
  contractId: z.number().nullable(),
  action: z.string(),
  changes: z.record(z.string(), z.unknown()),
  /** null: the customer, through a share link. */
  userId: z.number().nullable(),
  userName: z.string().nullable(),
  /** The number of the contract and the order the entry belongs to, when it has one. */
  contractNo: z.string().nullable(),
  orderNo: z.string().nullable(),
  createdAt: z.string(),
});

export const historyPageSchema = pageOf(historyEntrySchema);
