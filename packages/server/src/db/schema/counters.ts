import { integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { companyColumn } from "./tenant-columns.ts";

/**
 * The last automatic number a company gave per kind ("order", "contract"). Taking the next one
 * updates this row (INSERT … ON CONFLICT DO UPDATE … RETURNING), which locks it until the creating
 * transaction ends: parallel creations queue on it and never draw the same number.
 */
export const numberCounters = pgTable(
  "number_counters",
  {
    companyId: companyColumn(),
    kind: text("kind").notNull(),
    value: integer("value").notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.kind] })],
);
