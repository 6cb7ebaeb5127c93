import { index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { timestampColumns } from "./columns.ts";
import { contractColumn } from "./contracts.ts";
import { tenantColumns } from "./tenant-columns.ts";

// A return visit to the customer of a delivered contract (SPEC §3, §4): one per contract, owned
// by the company that sold it; reached through the contract's visibility.
export const returnVisits = pgTable(
  "return_visits",
  {
    ...tenantColumns(),
    contractId: contractColumn(),
    /** not_started | returning | ended */
    status: text("status").notNull().default("not_started"),
    /** satisfied | fair | unsatisfied, once known. */
    satisfaction: text("satisfaction"),
    feedback: text("feedback").notNull().default(""),
    ...timestampColumns(),
  },
  (t) => [
    uniqueIndex("return_visits_contract_uq").on(t.contractId),
    index("return_visits_company_status_idx").on(t.companyId, t.status),
  ],
);
