import type { Design } from "@fenestra/core";
import { templateTypes } from "@fenestra/core/library/index";
import { MARKET_KINDS, MARKET_QUERY_MAX, marketPublishSchema } from "@fenestra/core/market/listing";
import type { PreviewBom, SeriesPreview } from "@fenestra/core/market/preview";
import { idSchema } from "@fenestra/core/schemas/ids";
import { catalogueNameSchema } from "@fenestra/core/series/names";
import { z } from "zod";
import { pageQuerySchema } from "../paging.ts";

// The market's contract (SPEC §2 /find, /market/uploadProduct/{product_id}; issue 34).

export const marketParams = z.object({ id: idSchema });
export const marketSearchSchema = pageQuerySchema.extend({
  /** Text the title, description or publisher's name contains; empty lists everything published. */
  q: z.string().trim().max(MARKET_QUERY_MAX).default(""),
  /** Only listings of this kind; absent lists both. */
  kind: z.enum(MARKET_KINDS, { error: "validation.invalid" }).optional(),
});
export { marketPublishSchema };
export const marketCloneSchema = z.object({
  /** The cloner's own directory (a secondary catalogue) the copy goes into. */
  directoryId: idSchema,
  name: catalogueNameSchema.optional(),
});

/** A listing as the market shows it: no formulas, no money. */
export const marketListingSchema = z.object({
  id: z.number(),
  kind: z.enum(MARKET_KINDS),
  title: z.string(),
  description: z.string(),
  /** URLs of its pictures. */
  pictures: z.array(z.string()),
  publisher: z.string(),
  material: z.string(),
  publishedVersion: z.number(),
  publishedAt: z.string(),
  cloneCount: z.number(),
  /** The caller's company published it. */
  mine: z.boolean(),
});
export type MarketListing = z.infer<typeof marketListingSchema>;

/** One's own listing: also whether it is on the market now and which series it publishes. */
export const ownListingSchema = marketListingSchema.extend({
  published: z.boolean(),
  seriesId: z.number().nullable(),
  /** The window template a "template" listing publishes (null for a series, or once deleted). */
  templateId: z.number().nullable(),
  /** The picture keys, to publish again with the same pictures. */
  pictureKeys: z.array(z.string()),
});

/** A published window template: its type and drawing (a template carries no money). */
export const templatePreviewSchema = z.object({
  type: z.enum(templateTypes),
  design: z.any() as z.ZodType<Design>,
});

/**
 * A listing with its preview: a series without money and a test BOM of a sample window, or a
 * template's drawing. `series` and `bom` are null for a template, `template` null for a series.
 */
export const marketPreviewSchema = marketListingSchema.extend({
  series: (z.any() as z.ZodType<SeriesPreview>).nullable(),
  sample: z.object({ width: z.number(), height: z.number() }),
  bom: (z.any() as z.ZodType<PreviewBom>).nullable(),
  template: templatePreviewSchema.nullable(),
});

export const marketClonedSchema = z.object({
  /** The new series in the cloner's catalogue. */
  seriesId: z.number(),
  name: z.string(),
  listingId: z.number(),
  /** The published version it is a copy of. */
  version: z.number(),
});

/** Cloning a template listing: the copy goes into the caller's window library. */
export const marketTemplateCloneSchema = z.object({});

export const marketTemplateClonedSchema = z.object({
  /** The new template in the cloner's window library. */
  templateId: z.number(),
  name: z.string(),
  listingId: z.number(),
  /** The published version it is a copy of. */
  version: z.number(),
});
