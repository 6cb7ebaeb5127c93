import { fileKeySchema } from "@fenestra/core/account/feedback";
import {
  cornersSchema,
  openingSchema,
  renderQualitySchema,
  renderSettingsSchema,
  renderTitleSchema,
  shareHoursSchema,
  sunSchema,
} from "@fenestra/core/rendering/render-fields";
import { idSchema } from "@fenestra/core/schemas/ids";
import { z } from "zod";
import { pageOf, pageQuerySchema } from "../paging.ts";
import { linkTokenSchema } from "../sharing/sharing.schemas.ts";
import { versioned, versionSchema } from "../versioning.ts";

export type { RenderSettings } from "@fenestra/core/rendering/render-fields";
export { renderSettingsSchema };

/** The company's render settings as read: version 0 until first saved (core's defaults). */
export const renderSettingsAnswerSchema = renderSettingsSchema.extend({ version: versionSchema });
export type RenderSettingsAnswer = z.infer<typeof renderSettingsAnswerSchema>;
/** A save of the settings: the fields, and the version read or `overwrite: true`. */
export const renderSettingsUpdateSchema = versioned(renderSettingsSchema);
export type RenderSettingsUpdate = z.infer<typeof renderSettingsUpdateSchema>;

/**
 * A saved effect render: the source photo and the rendered picture (both uploaded first through
 * POST /api/files with purposes "render-photo" and "render-image"), and how it was made.
 */
export const renderCreateSchema = z.object({
  photo_key: fileKeySchema.describe("File key of the source photo (purpose render-photo)"),
  image_key: fileKeySchema.describe("File key of the rendered picture (purpose render-image)"),
  title: renderTitleSchema,
  order_id: idSchema.optional().describe("The order whose window was rendered"),
  item_id: idSchema.optional().describe("The order item (window) rendered; needs order_id"),
  corners: cornersSchema.describe("The opening's corners in photo pixels: TL, TR, BR, BL"),
  opening: openingSchema.describe("The opening's real size, mm"),
  quality: renderQualitySchema,
  sun: sunSchema.describe("Sun direction, degrees"),
});
export type RenderCreate = z.infer<typeof renderCreateSchema>;

export const renderShareSchema = z.object({
  url: z.string().describe("/share-render/<token>: opens without signing in"),
  expires_at: z.string().nullable().describe("ISO time the link stops opening; null: never"),
});
export type RenderShare = z.infer<typeof renderShareSchema>;

/** A render as the company's list shows it. */
export const renderSchema = z.object({
  id: z.number(),
  title: z.string(),
  image_url: z.string(),
  photo_url: z.string(),
  created_at: z.string(),
  order_id: z.number().nullable(),
  item_id: z.number().nullable(),
  /** The live share link; null when not shared (or its link expired). */
  share: renderShareSchema.nullable(),
});
export type Render = z.infer<typeof renderSchema>;

export const renderPageSchema = pageOf(renderSchema);
export const renderListQuerySchema = pageQuerySchema;
export const renderParams = z.object({ id: idSchema });

export const renderShareBodySchema = z.object({ expires_in_hours: shareHoursSchema });

export const renderTokenParams = z.object({ token: linkTokenSchema });

/** What a share link shows an anonymous visitor: the picture and its title, nothing else. */
export const publicRenderSchema = z.object({
  title: z.string(),
  image_url: z.string(),
  created_at: z.string(),
  expires_at: z.string().nullable(),
});
export type PublicRender = z.infer<typeof publicRenderSchema>;
