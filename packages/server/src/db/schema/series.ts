import type { Series } from "@fenestra/core";
import { type AnyPgColumn, boolean, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAtColumn, timestampColumns, versionColumn } from "./columns.ts";
import { tenantColumns } from "./tenant-columns.ts";

// Product management (docs/product-management.md): the catalogue of directories and series (a
// profile's uploaded DXF section is its series' model's `sectionDxf`). An order's stored BOM is
// in orders.ts.

/**
 * Catalogue directories, nested by parent_id. Each company has one main directory (is_main,
 * no parent) that holds only subdirectories: series live in secondary catalogues (SPEC §8).
 */
export const seriesDirectories = pgTable(
  "series_directories",
  {
    ...tenantColumns(),
    parentId: integer("parent_id").references((): AnyPgColumn => seriesDirectories.id, {
      onDelete: "restrict",
    }),
    name: text("name").notNull(),
    isMain: boolean("is_main").notNull().default(false),
    createdAt: createdAtColumn(),
    /** Counts its renames. */
    version: versionColumn(),
  },
  (t) => [index("series_directories_company_idx").on(t.companyId)],
);

/**
 * A product series: the core series model (validated by core's seriesSchema on every write)
 * as jsonb. `version` grows by one on each change so a stored BOM knows it is out of date.
 */
export const series = pgTable(
  "series",
  {
    ...tenantColumns(),
    directoryId: integer("directory_id")
      .notNull()
      .references(() => seriesDirectories.id, { onDelete: "restrict" }),
    name: text("name").notNull(),
    model: jsonb("model").$type<Series>().notNull(),
    version: integer("version").notNull().default(1),
    /** Shared to the formula market with a description of at most 60 characters. */
    shared: boolean("shared").notNull().default(false),
    shareDescription: text("share_description").notNull().default(""),
    /** The company's default series: what designs with seriesId "default" use. */
    isDefault: boolean("is_default").notNull().default(false),
    /** Where the series was cloned from, if it was. */
    clonedFrom: integer("cloned_from"),
    /** The market listing it was cloned from (market.ts) and that listing's published version then. */
    marketListingId: integer("market_listing_id"),
    marketVersion: integer("market_version"),
    /** Demo series seed key (docs/examples stem) so seeding stays idempotent. */
    seedKey: text("seed_key"),
    ...timestampColumns(),
  },
  (t) => [index("series_company_idx").on(t.companyId), index("series_directory_idx").on(t.directoryId)],
);
