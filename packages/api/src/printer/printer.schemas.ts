import { idSchema } from "@fenestra/core/schemas/ids";
import { invalid } from "@fenestra/core/validation/keyed";
import { z } from "zod";
import { customerOrderSchema, customerQuoteLineSchema, linkTokenSchema } from "../sharing/sharing.schemas.ts";

/** A /printer link lives this long unless asked otherwise. */
export const PRINT_LINK_HOURS = 24;

export const printLinkCreateSchema = z.object({
  orderIds: z.array(idSchema).min(1, invalid).max(1000, invalid),
  hours: z.number(invalid).int(invalid).min(1, invalid).max(168, invalid).default(PRINT_LINK_HOURS),
});
export const printLinkSchema = z.object({ token: z.string(), url: z.string(), expiresAt: z.string() });
export const printQuerySchema = z.object({ token: linkTokenSchema });

/** A printed order's contract: its quote lines and total as the customer sees them. */
export const printContractSchema = z.object({
  id: z.number(),
  contractNo: z.string(),
  customer: z.string(),
  /** What the customer pays for the whole contract (all its orders and quote lines). */
  amount: z.number(),
  quoteItems: z.array(customerQuoteLineSchema),
});

/** The orders of a /printer link as the customer sees them (sharing's presenter), with their contracts. */
export const printViewSchema = z.object({
  company: z.string(),
  expiresAt: z.string(),
  orders: z.array(customerOrderSchema),
  contracts: z.array(printContractSchema),
});
