import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { companies } from "./companies.ts";
import { contracts } from "./contracts.ts";

// A return visit to the customer of a delivered contract (SPEC §3, §4): one per contract, owned
// by the company that sold it; reached through the contract's visibility.
export const returnVisits = pgTable(
  "return_visits",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    contractId: integer("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    /** not_started | returning | ended */
    status: text("status").notNull().default("not_started"),
    /** satisfied | fair | unsatisfied, once known. */
    satisfaction: text("satisfaction"),
    feedback: text("feedback").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("return_visits_contract_uq").on(t.contractId),
    index("return_visits_company_status_idx").on(t.companyId, t.status),
  ],
);
