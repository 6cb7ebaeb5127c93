// What a company writes when it publishes to the market (SPEC §5 share rules, issue 34): a title,
// a description of at most 60 characters — refused at the field, never cut — and pictures stored
// through the file storage (their keys). The server and the publish form use the same schema.
import { z } from "zod";
import { catalogueNameSchema, shareDescriptionSchema } from "../series/names.ts";
import { keyed } from "../validation/keyed.ts";

/** What can be published: a product series or a window template. */
export const MARKET_KINDS = ["series", "template"] as const;
export type MarketKind = (typeof MARKET_KINDS)[number];

/** Most pictures one listing shows. */
export const MARKET_PICTURES_MAX = 6;

export const marketPublishSchema = z.object({
  title: catalogueNameSchema,
  description: shareDescriptionSchema,
  pictures: z
    .array(z.string().uuid({ error: "validation.image_invalid" }))
    .max(MARKET_PICTURES_MAX, keyed("validation.market_pictures_max", { max: MARKET_PICTURES_MAX }))
    .default([]),
});
export type MarketPublish = z.infer<typeof marketPublishSchema>;

/** Longest search text, characters. */
export const MARKET_QUERY_MAX = 60;
