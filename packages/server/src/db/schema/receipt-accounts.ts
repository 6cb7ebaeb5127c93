import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAtColumn, versionColumn } from "./columns.ts";
import { tenantColumns } from "./tenant-columns.ts";

// Where a company receives money (SPEC §3 receipt account): Alipay, WeChat or a bank card.
// At most one is the default; an account with entries on it is never deleted.
export const receiptAccounts = pgTable(
  "receipt_accounts",
  {
    ...tenantColumns(),
    /** alipay | wechat | bank_card (core/finance RECEIPT_ACCOUNT_TYPES) */
    type: text("type").notNull(),
    name: text("name").notNull(),
    number: text("number").notNull().default(""),
    bankName: text("bank_name").notNull().default(""),
    isDefault: boolean("is_default").notNull().default(false),
    version: versionColumn(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index("receipt_accounts_company_idx").on(t.companyId),
    uniqueIndex("receipt_accounts_one_default_uq").on(t.companyId).where(sql`${t.isDefault}`),
  ],
);
