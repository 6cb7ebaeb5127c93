import { idSchema } from "@fenestra/core/schemas/ids";
import { invalid } from "@fenestra/core/validation/keyed";
import { CONTRACT_STATES } from "@fenestra/core/workflows/contract-machine";
import { z } from "zod";
import { CUSTOMER_CONFIRM_STATES } from "../contracts/contracts.schemas.ts";

/** The secret of a share or print link (what the customer's URL carries). */
export const linkTokenSchema = z.string().min(10, invalid).max(100, invalid);

export const shareParams = z.object({ id: idSchema });
/** null: never expires; otherwise 1 hour to one year. */
export const shareCreateSchema = z.object({
  hours: z.number(invalid).int(invalid).min(1, invalid).max(8760, invalid).nullable(),
});
export const shareLinkSchema = z.object({
  token: z.string(),
  url: z.string(),
  expiresAt: z.string().nullable(),
});
export const shareTokenSchema = z.object({ token: linkTokenSchema });

/** A window as the customer sees it: drawing, size and the customer's own price, no costs. */
export const customerItemSchema = z.object({
  id: z.number(),
  windowNo: z.string(),
  installPosition: z.string(),
  width: z.number(),
  height: z.number(),
  count: z.number(),
  area: z.number(),
  color: z.string(),
  glass: z.string(),
  price: z.number(),
  amount: z.number(),
  /** The window's drawing (SVG text); empty when it cannot be drawn. */
  svg: z.string(),
});

/** An order with its windows as the customer sees them. */
export const customerOrderSchema = z.object({
  id: z.number(),
  /** The contract the order belongs to; null for an order in none. */
  contractId: z.number().nullable(),
  orderNo: z.string(),
  customer: z.string(),
  amount: z.number(),
  area: z.number(),
  items: z.array(customerItemSchema),
});

/** A quote line as the customer sees it: its share of the retail amount, no discount. */
export const customerQuoteLineSchema = z.object({
  id: z.number(),
  name: z.string(),
  count: z.number(),
  length: z.number(),
  note: z.string(),
  price: z.number(),
  amount: z.number(),
});

/** The contract as its customer sees it through a share link. */
export const customerViewSchema = z.object({
  id: z.number(),
  company: z.string(),
  contractNo: z.string(),
  customer: z.string(),
  phone: z.string(),
  address: z.string(),
  orderDate: z.string().nullable(),
  status: z.enum(CONTRACT_STATES),
  amount: z.number(),
  area: z.number(),
  customerConfirm: z.enum(CUSTOMER_CONFIRM_STATES),
  /** When the link stops opening; null: never. */
  expiresAt: z.string().nullable(),
  orders: z.array(customerOrderSchema),
  quoteItems: z.array(customerQuoteLineSchema),
});
