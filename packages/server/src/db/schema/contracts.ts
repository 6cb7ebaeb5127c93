import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAtColumn, instantColumn, partOfColumn, timestampColumns, versionColumn } from "./columns.ts";
import { companies } from "./companies.ts";
import { customers } from "./customers.ts";
import { tenantColumns, userColumn } from "./tenant-columns.ts";

// The contract aggregate: a contract (money in integer fen, area in m²) and what hangs under it
// beside its orders: quote lines, share links and the dealer-to-factory links it is submitted over.

export const contracts = pgTable(
  "contracts",
  {
    ...tenantColumns(),
    contractNo: text("contract_no"),
    customer: text("customer"),
    phone: text("phone"),
    address: text("address"),
    /**
     * The customer record (CRM) the contract is for; customer, phone and address above keep the
     * contract's own copy (a contract without a record keeps working on them).
     */
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
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
    salespersonId: userColumn("salesperson_id"),
    /** A sub-account's confirmation (SPEC §4): once set, sub-accounts need edit_order. */
    confirmed: boolean("confirmed").notNull().default(false),
    /** The factory a dealer submitted this contract to; it sees and moves the contract too. */
    factoryCompanyId: integer("factory_company_id").references(() => companies.id, {
      onDelete: "set null",
    }),
    /** Customer confirmation through a share link: none | confirmed | changed (reconfirm). */
    customerConfirm: text("customer_confirm").notNull().default("none"),
    ...timestampColumns(),
    version: versionColumn(),
  },
  (t) => [
    index("contracts_company_created_idx").on(t.companyId, t.createdAt),
    index("contracts_company_status_idx").on(t.companyId, t.status),
    index("contracts_factory_idx").on(t.factoryCompanyId),
    index("contracts_customer_idx").on(t.customerId),
    uniqueIndex("contracts_company_no_uq").on(t.companyId, t.contractNo),
  ],
);

// Extra priced lines of a contract beside its orders (SPEC §3 quote item). Money in fen,
// length in mm, discount in percent of the price (100 = none).
export const quoteItems = pgTable(
  "quote_items",
  {
    ...tenantColumns(),
    contractId: contractColumn(),
    name: text("name").notNull(),
    price: integer("price").notNull().default(0),
    count: integer("count").notNull().default(1),
    length: doublePrecision("length").notNull().default(0),
    discountPercent: doublePrecision("discount_percent").notNull().default(100),
    note: text("note").notNull().default(""),
    version: versionColumn(),
    createdAt: createdAtColumn(),
  },
  (t) => [index("quote_items_contract_idx").on(t.contractId)],
);

// A link a customer opens without signing in; expiresAt null = never expires.
export const contractShares = pgTable(
  "contract_shares",
  {
    ...tenantColumns(),
    contractId: contractColumn(),
    /** sha256 of the random token in the link. */
    tokenHash: text("token_hash").notNull().unique(),
    createdBy: userColumn("created_by"),
    expiresAt: instantColumn("expires_at"),
    createdAt: createdAtColumn(),
  },
  (t) => [index("contract_shares_contract_idx").on(t.contractId)],
);

// A dealer company submits contracts to the factories it is linked to.
export const dealerFactoryLinks = pgTable(
  "dealer_factory_links",
  {
    dealerCompanyId: partOfColumn("dealer_company_id", () => companies.id),
    factoryCompanyId: partOfColumn("factory_company_id", () => companies.id),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.dealerCompanyId, t.factoryCompanyId] })],
);

/** The contract a row hangs under; deleting the contract deletes the row. */
export function contractColumn() {
  return partOfColumn("contract_id", () => contracts.id);
}
