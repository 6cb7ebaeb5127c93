import { idSchema } from "@fenestra/core/schemas/ids";
import { quoteLineSchema } from "@fenestra/core/workflows/contract-fields";
import { z } from "zod";
import { versioned } from "../versioning.ts";

/** A quote line of a contract (SPEC §3): core's schema, so the form and the server agree. */
export const quoteItemBodySchema = quoteLineSchema;
export type QuoteItemBody = z.infer<typeof quoteItemBodySchema>;
/** A quote line's edit: its fields and the version it was read at (or `overwrite: true`). */
export const quoteItemUpdateSchema = versioned(quoteItemBodySchema);
export type QuoteItemUpdate = z.infer<typeof quoteItemUpdateSchema>;

export const quoteItemParams = z.object({ id: idSchema, itemId: idSchema });
