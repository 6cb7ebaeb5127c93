import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { contracts } from "./business.ts";
import { companies } from "./companies.ts";
import { users } from "./users.ts";

// Extra priced lines of a contract beside its orders (SPEC §3 quote item). Money in fen,
// length in mm, discount in percent of the price (100 = none).
export const quoteItems = pgTable(
  "quote_items",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    contractId: integer("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    price: integer("price").notNull().default(0),
    count: integer("count").notNull().default(1),
    length: doublePrecision("length").notNull().default(0),
    discountPercent: doublePrecision("discount_percent").notNull().default(100),
    note: text("note").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("quote_items_contract_idx").on(t.contractId)],
);

// A link a customer opens without signing in; expiresAt null = never expires.
export const contractShares = pgTable(
  "contract_shares",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    contractId: integer("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    /** sha256 of the random token in the link. */
    tokenHash: text("token_hash").notNull().unique(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contract_shares_contract_idx").on(t.contractId)],
);

// A dealer company submits contracts to the factories it is linked to.
export const dealerFactoryLinks = pgTable(
  "dealer_factory_links",
  {
    dealerCompanyId: integer("dealer_company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    factoryCompanyId: integer("factory_company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.dealerCompanyId, t.factoryCompanyId] })],
);

// A link to the /printer page: no sign-in, the random token (stored hashed) names the orders
// and expires (DESIGN: nothing kept in one process's memory).
export const printLinks = pgTable(
  "print_links",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    orderIds: jsonb("order_ids").$type<number[]>().notNull(),
    language: text("language").notNull().default("zh-CN"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("print_links_company_idx").on(t.companyId)],
);
