import { idSchema } from "@fenestra/core/schemas/ids";
import { z } from "zod";
import { customerOrderSchema, linkTokenSchema } from "../sharing/sharing.schemas.ts";

const invalid = { error: "validation.invalid" } as const;

/** A /printer link lives this long unless asked otherwise. */
export const PRINT_LINK_HOURS = 24;

export const printLinkCreateSchema = z.object({
  orderIds: z.array(idSchema).min(1, invalid).max(1000, invalid),
  hours: z.number(invalid).int(invalid).min(1, invalid).max(168, invalid).default(PRINT_LINK_HOURS),
});
export const printLinkSchema = z.object({ token: z.string(), url: z.string(), expiresAt: z.string() });
export const printQuerySchema = z.object({ token: linkTokenSchema });

/** The orders of a /printer link as the customer sees them (sharing's presenter). */
export const printViewSchema = z.object({
  company: z.string(),
  expiresAt: z.string(),
  orders: z.array(customerOrderSchema),
});
