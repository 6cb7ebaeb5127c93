import { sql } from "drizzle-orm";
import { date, doublePrecision, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAtColumn, instantColumn } from "./columns.ts";
import { contracts } from "./contracts.ts";
import { receiptAccounts } from "./receipt-accounts.ts";
import { companyColumn, tenantColumns, userColumn } from "./tenant-columns.ts";

// The finance ledger (docs/finance.md): every money movement is one row here, on a receipt
// account. A contract's collections are its receipts (kind "receipt", amount > 0); expenditures
// take money out (kind "expenditure", amount < 0). Rows are never updated in what they say nor
// deleted: a correction is a reversing row (reverses_id, the opposite amount); an audit stamps
// audited_at and makes the row final. Money in integer fen, area in m².
export const collections = pgTable(
  "collections",
  {
    ...tenantColumns(),
    contractId: integer("contract_id").references(() => contracts.id, { onDelete: "cascade" }),
    /** receipt | expenditure (core/finance ENTRY_KINDS) */
    kind: text("kind").notNull().default("receipt"),
    status: text("status").notNull().default("paid"),
    /** Signed fen: receipts positive, expenditures negative, a reversal the opposite of its entry. */
    amount: integer("amount").notNull().default(0),
    area: doublePrecision("area").notNull().default(0),
    /** The payment method of a receipt: alipay | wechat | bank_card | manual | qr_code */
    method: text("method").notNull().default("manual"),
    /** The receipt account the money moved on (migration 0022 put older receipts on one). */
    accountId: integer("account_id")
      .notNull()
      .references(() => receiptAccounts.id, { onDelete: "restrict" }),
    /** Expenditures: what for (core EXPENDITURE_CATEGORIES) and to whom. */
    category: text("category"),
    payee: text("payee"),
    note: text("note"),
    /** The day the money moved (UTC calendar), the statistics' key. */
    entryDate: date("entry_date", { mode: "string" })
      .notNull()
      .default(sql`(now() at time zone 'utc')::date`),
    /** Whose figures it counts in: a receipt's salesperson, an expenditure's recorder; 0 for nobody. */
    personId: integer("person_id").notNull().default(0),
    reversesId: integer("reverses_id"),
    auditedAt: instantColumn("audited_at"),
    auditedBy: userColumn("audited_by"),
    createdBy: userColumn("created_by"),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index("collections_company_created_idx").on(t.companyId, t.createdAt),
    index("collections_contract_idx").on(t.contractId),
    index("collections_account_idx").on(t.accountId),
    // An entry is reversed at most once, even by two requests at the same moment.
    uniqueIndex("collections_reverses_uq").on(t.reversesId),
  ],
);

// The image attached to an expenditure (a receipt slip), kept beside the ledger row so the
// ledger stays narrow. A content-checked PNG or JPEG of at most 3M, as a data URL.
export const entryAttachments = pgTable("entry_attachments", {
  entryId: integer("entry_id")
    .primaryKey()
    .references(() => collections.id, { onDelete: "cascade" }),
  companyId: companyColumn(),
  dataUrl: text("data_url").notNull(),
});
