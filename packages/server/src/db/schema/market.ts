import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { instantColumn, timestampColumns } from "./columns.ts";
import { series } from "./series.ts";
import { windowTemplates } from "./templates.ts";
import { tenantColumns } from "./tenant-columns.ts";

// The market (SPEC §2 /find, /market/uploadProduct; issue 34): what a company published for
// others to preview and clone. A listing holds a snapshot (the series file at the version
// published, core series/file-version.ts), so editing or deleting the publisher's series never
// changes what was published, and unpublishing hides it from the market without touching the
// clones, which are their companies' own series (series.market_listing_id, market_version).

export const marketListings = pgTable(
  "market_listings",
  {
    ...tenantColumns(),
    /** core MARKET_KINDS: "series" (a product series) or "template" (a window-library template). */
    kind: text("kind").notNull(),
    /** The publisher's series this listing publishes; null once that series is deleted. */
    seriesId: integer("series_id").references(() => series.id, { onDelete: "set null" }),
    /** The publisher's window template a "template" listing publishes; null once it is deleted. */
    templateId: integer("template_id").references(() => windowTemplates.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    /** The published series' material (core seriesSchema's), for the market's cards. */
    material: text("material").notNull().default(""),
    /** At most 60 characters (SPEC §5), refused at the field when longer. */
    description: text("description").notNull().default(""),
    /** File-storage keys of its pictures (purpose "market-picture"). */
    pictures: jsonb("pictures").$type<string[]>().notNull().default([]),
    /** The published snapshot: a series file ({ schemaVersion, series }), or a template ({ type, design }). */
    payload: jsonb("payload").$type<unknown>().notNull(),
    /** 1 at the first publication, one more at each republication. */
    publishedVersion: integer("published_version").notNull().default(1),
    published: boolean("published").notNull().default(true),
    /** Times it was cloned, whatever became of the clones. */
    cloneCount: integer("clone_count").notNull().default(0),
    /** Lower-case title, description and publisher name: what a search matches (trigram index on PostgreSQL). */
    searchText: text("search_text").notNull(),
    publishedAt: instantColumn("published_at").notNull().defaultNow(),
    ...timestampColumns(),
  },
  (t) => [
    index("market_listings_company_idx").on(t.companyId),
    uniqueIndex("market_listings_series_idx").on(t.companyId, t.kind, t.seriesId),
    uniqueIndex("market_listings_template_idx").on(t.companyId, t.kind, t.templateId),
    index("market_listings_published_idx").on(t.published, t.publishedAt),
  ],
);
