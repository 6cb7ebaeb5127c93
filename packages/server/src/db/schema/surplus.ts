import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { instantColumn, versionColumn } from "./columns.ts";
import { tenantColumns } from "./tenant-columns.ts";
import { warehousePositions } from "./warehouse.ts";

// Warehouse surplus: reusable profile offcuts kept from confirmed cutting plans (SPEC §3,
// warehouse surplus). The cutting optimizer writes and consumes them; the warehouse feature
// owns the screens. Lengths in mm.
export const surplus = pgTable(
  "surplus",
  {
    ...tenantColumns(),
    /** Profile code and colour the offcut is of. */
    code: text("code").notNull(),
    color: text("color").notNull().default(""),
    length: integer("length").notNull(),
    /** Where it is stored: one of the company's positions (its name is read from there), or none. */
    positionId: integer("position_id").references(() => warehousePositions.id, { onDelete: "set null" }),
    /** available | consumed (cut by a confirmed plan) | scrapped (a recorded loss) */
    status: text("status").notNull().default("available"),
    /**
     * Ids of the orders of the confirmed plan that kept it (their numbers are read from the orders,
     * as the caller may see them): a plan confirmed again for any of them replaces the one that
     * kept this offcut (cutting.queries.ts). Null for a leftover entered by hand.
     */
    keptFor: integer("kept_for").array(),
    createdAt: instantColumn("created_at").notNull(),
    consumedAt: instantColumn("consumed_at"),
    /** When and by whom it was scrapped; the row stays as the record of the loss. */
    scrappedAt: instantColumn("scrapped_at"),
    scrappedBy: integer("scrapped_by"),
    /** When a plan's leftover was taken from the rack for its contract (picking). */
    pickedAt: instantColumn("picked_at"),
    /** Counts its moves and its changes of status (scrapped, consumed, back to available). */
    version: versionColumn(),
  },
  (t) => [index("surplus_company_code_idx").on(t.companyId, t.code, t.color, t.status)],
);
