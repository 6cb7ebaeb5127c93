import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { companies } from "./companies.ts";
import { users } from "./users.ts";

// Contracts, orders and collections: the home workbench totals read these (companyId,
// createdAt, amount, area), the orders feature owns them. Money is integer fen; area is m².

export const contracts = pgTable(
  "contracts",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    contractNo: text("contract_no"),
    customer: text("customer"),
    phone: text("phone"),
    address: text("address"),
    /** webcc | sunnyhouse (SPEC §3). */
    type: text("type").notNull().default("webcc"),
    /** One of CONTRACT_STATES in core/workflows. */
    status: text("status").notNull().default("intent"),
    /** Sum of orders plus quote items, after discount (fen). */
    amount: integer("amount").notNull().default(0),
    area: doublePrecision("area").notNull().default(0),
    /** Whole-contract discount in percent of the price (100 = no discount). */
    discountPercent: doublePrecision("discount_percent").notNull().default(100),
    /**
     * The seller's raise over the agency (factory) price, percent (100 = none). Setting it above
     * 100 needs the "raise quoted price" permission; the agency price shows only with "show
     * agency money" (SPEC §6).
     */
    markupPercent: doublePrecision("markup_percent").notNull().default(100),
    orderDate: date("order_date"),
    salespersonId: integer("salesperson_id").references(() => users.id, { onDelete: "set null" }),
    /** A sub-account's confirmation (SPEC §4): once set, sub-accounts need edit_order. */
    confirmed: boolean("confirmed").notNull().default(false),
    /** The factory a dealer submitted this contract to; it sees and moves the contract too. */
    factoryCompanyId: integer("factory_company_id").references(() => companies.id, {
      onDelete: "set null",
    }),
    /** Customer confirmation through a share link: none | confirmed | changed (reconfirm). */
    customerConfirm: text("customer_confirm").notNull().default("none"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("contracts_company_created_idx").on(t.companyId, t.createdAt),
    index("contracts_company_status_idx").on(t.companyId, t.status),
    index("contracts_factory_idx").on(t.factoryCompanyId),
    uniqueIndex("contracts_company_no_uq").on(t.companyId, t.contractNo),
  ],
);

export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    contractId: integer("contract_id").references(() => contracts.id, { onDelete: "cascade" }),
    orderNo: text("order_no"),
    /** intent | formal: an intention order becomes formal on confirm (SPEC §4). */
    status: text("status").notNull().default("intent"),
    customer: text("customer"),
    salespersonId: integer("salesperson_id").references(() => users.id, { onDelete: "set null" }),
    /** Sum of the items' amounts (fen). */
    amount: integer("amount").notNull().default(0),
    area: doublePrecision("area").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("orders_company_created_idx").on(t.companyId, t.createdAt),
    index("orders_contract_idx").on(t.contractId),
    uniqueIndex("orders_company_no_uq").on(t.companyId, t.orderNo),
  ],
);

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
    /** The client's Idempotency-Key: a repeated payment request records one payment (DESIGN §2). */
    idempotencyKey: text("idempotency_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("collections_company_created_idx").on(t.companyId, t.createdAt),
    index("collections_contract_idx").on(t.contractId),
    uniqueIndex("collections_company_idempotency_key").on(t.companyId, t.idempotencyKey),
  ],
);

// The company's name as printed comes from companies; its logo (3:1) and seal (1:1) for
// quotes and contracts live here as data URLs (PNG or JPEG, at most 3M by SPEC §5), with the
// contact details and payment terms its quotes and contracts print (SPEC §3 account and company).
export const companyBranding = pgTable("company_branding", {
  companyId: integer("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  logo: text("logo"),
  seal: text("seal"),
  telephone: text("telephone").notNull().default(""),
  address: text("address").notNull().default(""),
  website: text("website").notNull().default(""),
  /** Printed under the totals; empty prints the catalogue's standard terms. */
  paymentTerms: text("payment_terms").notNull().default(""),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
