import { index, integer, jsonb, pgTable, real, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAtColumn, instantColumn, versionColumn } from "./columns.ts";
import { orderItems, orders } from "./orders.ts";
import { companyKeyColumn, tenantColumns, userColumn } from "./tenant-columns.ts";

// Effect renders (SPEC §1, §2 /rendering): a window rendered into a customer's photo. The photo
// and the picture live in the file storage (stored_files keys), never in the row.
export const renders = pgTable(
  "renders",
  {
    ...tenantColumns(),
    createdBy: userColumn("created_by"),
    title: text("title").notNull(),
    /** stored_files key of the source photo (purpose render-photo). */
    photoKey: text("photo_key").notNull(),
    /** stored_files key of the rendered picture (purpose render-image). */
    imageKey: text("image_key").notNull(),
    /** The order and window rendered; null once they are deleted (the render stays). */
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    itemId: integer("item_id").references(() => orderItems.id, { onDelete: "set null" }),
    /** The opening's corners in photo pixels: [[x, y] × 4], TL, TR, BR, BL. */
    corners: jsonb("corners").$type<[number, number][]>().notNull(),
    openingWidth: real("opening_width").notNull(),
    openingHeight: real("opening_height").notNull(),
    /** low | middle | high */
    quality: text("quality").notNull(),
    sunAzimuth: real("sun_azimuth").notNull(),
    sunElevation: real("sun_elevation").notNull(),
    /** The share link's secret (SPEC §4 sharing; shown again in the list); null: not shared. */
    shareToken: text("share_token"),
    /** When the share link stops opening; null with a token: never. */
    shareExpiresAt: instantColumn("share_expires_at"),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index("renders_company_idx").on(t.companyId, t.id),
    uniqueIndex("renders_share_token_idx").on(t.shareToken),
  ],
);

/** A company's render settings, one row once it saves them (core's defaults until then). */
export const renderSettings = pgTable("render_settings", {
  companyId: companyKeyColumn(),
  quality: text("quality").notNull(),
  sunAzimuth: real("sun_azimuth").notNull(),
  sunElevation: real("sun_elevation").notNull(),
  /** Hours a new share link lives; null: permanent. */
  shareHoursDefault: integer("share_hours_default"),
  version: versionColumn(),
});
