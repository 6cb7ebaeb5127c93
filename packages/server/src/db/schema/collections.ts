import { doublePrecision, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { companies } from "./companies.ts";
import { contracts } from "./contracts.ts";
import { users } from "./users.ts";

// Payments collected against a contract (money in integer fen, area in m²).
export const collections = pgTable(
  "collections",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    contractId: integer("contract_id").references(() => contracts.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("paid"),
    amount: integer("amount").notNull().default(0),
    area: doublePrecision("area").notNull().default(0),
    /** alipay | wechat | bank_card | manual | qr_code */
    method: text("method").notNull().default("manual"),
    note: text("note"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("collections_company_created_idx").on(t.companyId, t.createdAt),
    index("collections_contract_idx").on(t.contractId),
  ],
);
