import { z } from "zod";

const invalid = { error: "validation.invalid" } as const;

/** A quote line of a contract (SPEC §3): money fen, length mm, discount % of the price. */
export const quoteItemBodySchema = z.object({
  name: z.string().trim().min(1, { error: "validation.quote_name_required" }).max(100, invalid),
  price: z.number(invalid).int(invalid).min(0, { error: "pricing.negative_price" }),
  count: z.number(invalid).int(invalid).min(1, invalid).max(100_000, invalid).default(1),
  length: z.number(invalid).min(0, invalid).default(0),
  discountPercent: z
    .number(invalid)
    .gt(0, { error: "pricing.invalid_discount" })
    .max(100, {
      error: "pricing.invalid_discount",
    })
    .default(100),
  note: z.string().max(200, invalid).default(""),
});
export type QuoteItemBody = z.infer<typeof quoteItemBodySchema>;
