import { quoteLineSchema } from "@fenestra/core/workflows/contract-fields";
import type { z } from "zod";

/** A quote line of a contract (SPEC §3): core's schema, so the form and the server agree. */
export const quoteItemBodySchema = quoteLineSchema;
export type QuoteItemBody = z.infer<typeof quoteItemBodySchema>;
