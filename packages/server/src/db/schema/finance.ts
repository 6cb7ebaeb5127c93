import { bigint, date, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { createdAtColumn } from "./columns.ts";
import { contractColumn, contracts } from "./contracts.ts";
import { companyColumn, tenantColumns } from "./tenant-columns.ts";

// A contract's repayment schedule: what its customer owes, by stage, with due dates (fen).
export const repaymentPlans = pgTable(
  "repayment_plans",
  {
    ...tenantColumns(),
    contractId: contractColumn(),
    /** deposit | progress | balance */
    stage: text("stage").notNull(),
    amount: integer("amount").notNull(),
    dueOn: date("due_on", { mode: "string" }).notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index("repayment_plans_contract_idx").on(t.contractId),
    index("repayment_plans_company_due_idx").on(t.companyId, t.dueOn),
  ],
);

// The ledger summed per company, day and person (the contract's salesperson for a receipt, the
// recorder of an expenditure; 0 for none), written in the same transaction as each entry, so
// the statistics of a year read at most a few thousand rows however many entries there are.
export const financeDayTotals = pgTable(
  "finance_day_totals",
  {
    companyId: companyColumn(),
    day: date("day", { mode: "string" }).notNull(),
    personId: integer("person_id").notNull().default(0),
    /** fen received (receipts and their reversals) */
    received: bigint("received", { mode: "number" }).notNull().default(0),
    /** fen paid out, positive (expenditures and their reversals) */
    spent: bigint("spent", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day, t.personId] })],
);

// What each contract has received so far (fen), kept with its receipts in one transaction: the
// statistics read what a period's contracts still owe from here, not from every entry.
export const financeContractTotals = pgTable("finance_contract_totals", {
  contractId: integer("contract_id")
    .primaryKey()
    .references(() => contracts.id, { onDelete: "cascade" }),
  companyId: companyColumn(),
  received: bigint("received", { mode: "number" }).notNull().default(0),
});
