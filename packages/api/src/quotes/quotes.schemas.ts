import { idSchema } from "@fenestra/core/schemas/ids";
import { quoteLineSchema } from "@fenestra/core/workflows/contract-fields";
import { z } from "zod";

/** A quote line of a contract (SPEC §3): core's schema, so the form and the server agree. */
export const quoteItemBodySchema = quoteLineSchema;
export type QuoteItemBody = z.infer<typeof quoteItemBodySchema>;

export const quoteItemParams = z.object({ id: idSchema, itemId: idSchema });
