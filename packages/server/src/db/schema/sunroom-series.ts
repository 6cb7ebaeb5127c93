import type { SunroomSeries } from "@fenestra/core/sunroom/index";
import { index, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { timestampColumns, versionColumn } from "./columns.ts";
import { tenantColumns } from "./tenant-columns.ts";

// The company's sunroom series (issue 33; docs/sunroom.md "Sunroom series"): core's sunroom
// series model per company, seeded from the demo SR120 in the company's language and edited in
// the product pages. A saved sunroom names one by its id (as text).
export const sunroomSeries = pgTable(
  "sunroom_series",
  {
    ...tenantColumns(),
    name: text("name").notNull(),
    model: jsonb("model").$type<SunroomSeries>().notNull(),
    /** The demo series' id it was seeded from (DEMO_SUNROOM_SERIES_ID), so seeding stays idempotent. */
    seedKey: text("seed_key"),
    ...timestampColumns(),
    version: versionColumn(),
  },
  (t) => [
    index("sunroom_series_company_idx").on(t.companyId, t.id),
    // one seeded copy per company, however many first reads race to seed it
    uniqueIndex("sunroom_series_seed_idx").on(t.companyId, t.seedKey),
  ],
);
