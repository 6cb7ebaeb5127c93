import type { Bom, Design } from "@fenestra/core";
import { doublePrecision, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAtColumn, instantColumn, partOfColumn, timestampColumns, versionColumn } from "./columns.ts";
import { contracts } from "./contracts.ts";
import { companyColumn, tenantColumns, userColumn } from "./tenant-columns.ts";
import { users } from "./users.ts";

// The order aggregate: an order (optionally under a contract), its window items, its stored BOM
// and the print and AR links that name it.

export const orders = pgTable(
  "orders",
  {
    ...tenantColumns(),
    contractId: integer("contract_id").references(() => contracts.id, { onDelete: "cascade" }),
    orderNo: text("order_no"),
    /** intent | formal: an intention order becomes formal on confirm (SPEC §4). */
    status: text("status").notNull().default("intent"),
    customer: text("customer"),
    salespersonId: integer("salesperson_id").references(() => users.id, { onDelete: "set null" }),
    /** Sum of the items' amounts (fen). */
    amount: integer("amount").notNull().default(0),
    area: doublePrecision("area").notNull().default(0),
    ...timestampColumns(),
  },
  (t) => [
    index("orders_company_created_idx").on(t.companyId, t.createdAt),
    index("orders_contract_idx").on(t.contractId),
    uniqueIndex("orders_company_no_uq").on(t.companyId, t.orderNo),
  ],
);

/** Weights of one window item in kg (SPEC §3). */
export type ItemWeights = { frame: number; sash: number; glass: number; total: number; average: number };

// One window of an order: its design (the JSON model of core/design, restored exactly), the
// order fields of SPEC §3 and its price. Lengths in mm, area in m², money in fen.
export const orderItems = pgTable(
  "order_items",
  {
    ...tenantColumns(),
    orderId: partOfColumn("order_id", () => orders.id),
    /** design | template */
    origin: text("origin").notNull().default("design"),
    design: jsonb("design").$type<Design>().notNull(),
    windowNo: text("window_no").notNull().default(""),
    count: integer("count").notNull().default(1),
    installPosition: text("install_position").notNull().default(""),
    note: text("note").notNull().default(""),
    seriesId: text("series_id"),
    color: text("color").notNull().default(""),
    glass: text("glass").notNull().default(""),
    screen: text("screen").notNull().default(""),
    profileType: text("profile_type").notNull().default(""),
    hardwareBrand: text("hardware_brand").notNull().default(""),
    reinforcement: text("reinforcement").notNull().default(""),
    wallThickness: doublePrecision("wall_thickness").notNull().default(0),
    width: doublePrecision("width").notNull().default(0),
    height: doublePrecision("height").notNull().default(0),
    /** Area of one window, m². */
    area: doublePrecision("area").notNull().default(0),
    minArea: doublePrecision("min_area").notNull().default(0),
    /** area (fen per m², minimum area applies) | length (fen per metre of perimeter) | piece. */
    pricingMode: text("pricing_mode").notNull().default("area"),
    /** Unit price per m² (fen) used by the documented area rule when no series prices it. */
    unitPrice: integer("unit_price").notNull().default(0),
    /** Price of one window (fen) and price × count (fen). */
    price: integer("price").notNull().default(0),
    amount: integer("amount").notNull().default(0),
    weights: jsonb("weights").$type<ItemWeights>(),
    /** The window's simple picture (drawRender's "save simple picture"): a PNG's key in the file storage. */
    pictureFile: text("picture_file"),
    ...timestampColumns(),
    version: versionColumn(),
  },
  (t) => [index("order_items_order_idx").on(t.orderId), index("order_items_company_idx").on(t.companyId)],
);

/** The last computed BOM of an order, with the version of each series it was computed from. */
export const orderBoms = pgTable("order_boms", {
  orderId: integer("order_id")
    .primaryKey()
    .references(() => orders.id, { onDelete: "cascade" }),
  companyId: companyColumn(),
  bom: jsonb("bom").$type<Bom>().notNull(),
  /** Series id → series version at computation time. */
  seriesVersions: jsonb("series_versions").$type<Record<string, number>>().notNull(),
  computedAt: instantColumn("computed_at").notNull().defaultNow(),
});

// A link to the /printer page: no sign-in, the random token (stored hashed) names the orders
// and expires (DESIGN: nothing kept in one process's memory).
export const printLinks = pgTable(
  "print_links",
  {
    ...tenantColumns(),
    tokenHash: text("token_hash").notNull().unique(),
    orderIds: jsonb("order_ids").$type<number[]>().notNull(),
    language: text("language").notNull().default("zh-CN"),
    createdBy: userColumn("created_by"),
    expiresAt: instantColumn("expires_at").notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index("print_links_company_idx").on(t.companyId)],
);

// A link to one window's 3D model for AR (modules/ar): no sign-in, the random token (stored
// hashed, as a print link's) names the item and expires within the hour; gone with the item.
export const arLinks = pgTable(
  "ar_links",
  {
    ...tenantColumns(),
    tokenHash: text("token_hash").notNull().unique(),
    itemId: partOfColumn("item_id", () => orderItems.id),
    createdBy: userColumn("created_by"),
    expiresAt: instantColumn("expires_at").notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index("ar_links_company_expires_idx").on(t.companyId, t.expiresAt)],
);
