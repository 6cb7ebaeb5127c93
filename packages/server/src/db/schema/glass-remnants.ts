import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { instantColumn, versionColumn } from "./columns.ts";
import { tenantColumns } from "./tenant-columns.ts";

// Glass remnants in stock: the rectangles a confirmed glass sheet plan leaves whose sides are both
// at least the minimum (docs/glass-cutting.md). The glass sheet plan offers them for their glass
// before new sheets and a confirmed plan consumes those it cuts from. Sizes in mm.
export const glassRemnants = pgTable(
  "glass_remnants",
  {
    ...tenantColumns(),
    /** The glass spec (the BOM glass line's spec) the remnant is of. */
    spec: text("spec").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** available | consumed (cut by a confirmed glass plan) | scrapped (written off: a recorded loss) */
    status: text("status").notNull().default("available"),
    /** Ids of the orders of the confirmed glass plan that kept it (null: entered by hand). */
    keptFor: integer("kept_for").array(),
    /** Ids of the orders of the confirmed glass plan that cuts from it. */
    consumedFor: integer("consumed_for").array(),
    createdAt: instantColumn("created_at").notNull(),
    consumedAt: instantColumn("consumed_at"),
    /** When and by whom it was written off; the row stays as the record of the loss. */
    scrappedAt: instantColumn("scrapped_at"),
    scrappedBy: integer("scrapped_by"),
    version: versionColumn(),
  },
  (t) => [index("glass_remnants_company_spec_idx").on(t.companyId, t.spec, t.status)],
);
