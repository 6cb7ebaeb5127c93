import { index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAtColumn } from "./columns.ts";
import { tenantColumns, userColumn } from "./tenant-columns.ts";

// Who changed what and when, for every change to orders, items, contracts and collections.
export const editHistory = pgTable(
  "edit_history",
  {
    ...tenantColumns(),
    userId: userColumn("user_id"),
    /** order | order_item | contract | quote_item | collection | share */
    entity: text("entity").notNull(),
    entityId: integer("entity_id").notNull(),
    orderId: integer("order_id"),
    contractId: integer("contract_id"),
    /** create | update | delete | transition:<event> | … */
    action: text("action").notNull(),
    changes: jsonb("changes").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index("edit_history_company_created_idx").on(t.companyId, t.createdAt),
    index("edit_history_order_idx").on(t.orderId),
    index("edit_history_contract_idx").on(t.contractId),
  ],
);
