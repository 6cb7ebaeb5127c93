import {
  customerOrderSchema,
  customerWindowsSchema,
  linkSettingsSchema,
} from "@fenestra/core/custom-order/custom-order";
import { z } from "zod";
import { linkTokenSchema } from "../sharing/sharing.schemas.ts";

// The customer order link (SPEC §2 /customOrder, docs/custom-order.md): the company's side (its
// link, the templates it shows) and the customer's side, which carries nothing of the company
// but its name, the templates it chose to show and, if it allows, indicative prices.

/** The company's link as its settings page shows it. */
export const customOrderLinkSchema = z.object({
  token: z.string(),
  enabled: z.boolean(),
  showPrice: z.boolean(),
  templates: linkSettingsSchema.shape.templates,
});

/** The company's link (null before it makes one) and the colours its default series offers. */
export const customOrderSettingsSchema = z.object({
  link: customOrderLinkSchema.nullable(),
  colours: z.array(z.string()),
});

export const customOrderLinkBodySchema = linkSettingsSchema;

export const customOrderTokenParams = z.object({ token: linkTokenSchema });

/** One template as the customer sees it: its name, picture and the sizes it is made in. */
export const publicTemplateSchema = z.object({
  key: z.string(),
  /** A library name key (built-in) or the company's own name for its template. */
  name: z.string(),
  builtin: z.boolean(),
  svg: z.string(),
  minWidth: z.number(),
  maxWidth: z.number(),
  minHeight: z.number(),
  maxHeight: z.number(),
});

/** The form as a customer opens it: nothing of the company but its name and chosen templates. */
export const publicCustomOrderSchema = z.object({
  companyName: z.string(),
  showPrice: z.boolean(),
  templates: z.array(publicTemplateSchema),
  colours: z.array(z.string()),
});

export const customOrderPriceBodySchema = z.object({ windows: customerWindowsSchema });

/** Indicative prices, fen: each window's price and amount (price × count), and their total. */
export const customOrderPriceSchema = z.object({
  windows: z.array(z.object({ price: z.number(), amount: z.number() })),
  total: z.number(),
});

export const customOrderSubmitBodySchema = customerOrderSchema;

/** What the customer is told: their order's number. */
export const customOrderReceiptSchema = z.object({ orderNo: z.string() });
