import type { Design } from "@fenestra/core";
import { index, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { instantColumn } from "./columns.ts";
import { companyColumn, tenantColumns } from "./tenant-columns.ts";
import { users } from "./users.ts";

// The company's side of the window library: templates its people saved from the
// drawing page, and how often each template (built-in or own) was inserted, which feeds the
// recommendation popup. Built-in templates live in core and are never stored.

/** A design saved as one of the company's own templates; its library key is "user:<id>". */
export const windowTemplates = pgTable(
  "window_templates",
  {
    ...tenantColumns(),
    name: text("name").notNull(),
    /** One of core's templateTypes. */
    type: text("type").notNull(),
    design: jsonb("design").$type<Design>().notNull(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: instantColumn("created_at").notNull(),
    /** The market listing it was cloned from (market.ts) and that listing's published version then. */
    marketListingId: integer("market_listing_id"),
    marketVersion: integer("market_version"),
  },
  (t) => [index("window_templates_company_idx").on(t.companyId, t.id)],
);

/** Uses of one template by the company: "builtin:<id>" or "user:<id>". */
export const templateUsage = pgTable(
  "template_usage",
  {
    companyId: companyColumn(),
    templateKey: text("template_key").notNull(),
    count: integer("count").notNull().default(0),
    lastUsedAt: instantColumn("last_used_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.templateKey] })],
);
