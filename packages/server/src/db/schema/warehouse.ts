import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAtColumn, instantColumn, partOfColumn, versionColumn } from "./columns.ts";
import { contracts } from "./contracts.ts";
import { companyColumn, companyKeyColumn, tenantColumns, userColumn } from "./tenant-columns.ts";
import { users } from "./users.ts";

// The warehouse (SPEC §3 warehouse material / stock item, §4 stock operations): materials, a
// ledger of operations and their lines that is only ever appended to, and one balance row per
// stocked item that the ledger's writes keep equal to the sum of its lines (locked FOR UPDATE
// in a fixed order while an operation is written; CHECK: never below zero). Money in fen,
// lengths in mm. The leftovers (offcuts) are the surplus table, written by the cutting optimizer.

export const warehouseMaterials = pgTable(
  "warehouse_materials",
  {
    ...tenantColumns(),
    /** profile | glass | hardware | accessory */
    category: text("category").notNull(),
    /** For a profile: the series' profile code. */
    code: text("code").notNull(),
    name: text("name").notNull().default(""),
    /** The colours it is stocked in (empty: colourless). */
    colors: jsonb("colors").$type<string[]>().notNull().default([]),
    brand: text("brand").notNull().default(""),
    unit: text("unit").notNull().default(""),
    /** Raw bar length of a profile, mm (0 for others). */
    rawLength: integer("raw_length").notNull().default(0),
    /** mm (glass). */
    thickness: integer("thickness").notNull().default(0),
    /** Profiles: grams per metre; others: grams per unit. */
    weightGrams: integer("weight_grams").notNull().default(0),
    costFen: integer("cost_fen").notNull().default(0),
    /** Where it is stored: one of the company's positions (its name is read from there), or none. */
    positionId: integer("position_id").references(() => warehousePositions.id, { onDelete: "set null" }),
    /** A data: URL of the texture picture (at most 1 MB), or empty. */
    texture: text("texture").notNull().default(""),
    warnThreshold: integer("warn_threshold").notNull().default(0),
    /** The opaque token its QR label carries (FEN1:M:<token>); made when the first label is printed. */
    scanToken: text("scan_token"),
    /** Set when deleted: the ledger lines that name it stay. */
    archivedAt: instantColumn("archived_at"),
    createdAt: createdAtColumn(),
    version: versionColumn(),
  },
  (t) => [
    uniqueIndex("warehouse_materials_code_uq")
      .on(t.companyId, t.category, t.code)
      .where(sql`${t.archivedAt} is null`),
    uniqueIndex("warehouse_materials_scan_token_uq").on(t.companyId, t.scanToken),
  ],
);

export const stockOperations = pgTable(
  "stock_operations",
  {
    ...tenantColumns(),
    /** SPEC §4 type 1–9 (8 and 9 appear only as line types of a count, 7). */
    type: integer("type").notNull(),
    /** The client-made request id: one operation per id and company. */
    requestId: text("request_id").notNull(),
    /**
     * The identity of the request that wrote it (plugins/request-identity.ts): the id sent again
     * answers this operation only for the same request; null for operations written before.
     */
    requestHash: text("request_hash"),
    /** The operation this one reverses. */
    reversesId: integer("reverses_id"),
    contractId: integer("contract_id").references(() => contracts.id, { onDelete: "set null" }),
    purchaseOrderId: integer("purchase_order_id"),
    note: text("note").notNull().default(""),
    userId: userColumn("user_id"),
    createdAt: instantColumn("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("stock_operations_request_uq").on(t.companyId, t.requestId),
    uniqueIndex("stock_operations_reverses_uq").on(t.reversesId),
    index("stock_operations_contract_idx").on(t.companyId, t.contractId),
  ],
);

export const stockLines = pgTable(
  "stock_lines",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    companyId: companyColumn(),
    operationId: partOfColumn("operation_id", () => stockOperations.id),
    /** The line's type: the operation's, or 7 / 8 / 9 for a count. */
    type: integer("type").notNull(),
    materialId: integer("material_id")
      .notNull()
      .references(() => warehouseMaterials.id),
    color: text("color").notNull(),
    length: integer("length").notNull(),
    delta: integer("delta").notNull(),
    valueFen: bigint("value_fen", { mode: "number" }).notNull(),
    unitCostFen: integer("unit_cost_fen").notNull(),
    counted: integer("counted"),
    balanceAfter: integer("balance_after").notNull(),
    note: text("note").notNull().default(""),
    /** Copied from the operation so the ledger filters and pages on one table. */
    contractId: integer("contract_id"),
    userId: integer("user_id"),
    createdAt: instantColumn("created_at").notNull(),
  },
  (t) => [
    index("stock_lines_company_created_idx").on(t.companyId, t.createdAt, t.id),
    index("stock_lines_material_idx").on(t.companyId, t.materialId, t.createdAt),
    index("stock_lines_operation_idx").on(t.operationId),
    index("stock_lines_contract_idx").on(t.companyId, t.contractId),
    check("stock_lines_balance_after_not_negative", sql`${t.balanceAfter} >= 0`),
  ],
);

export const stockBalances = pgTable(
  "stock_balances",
  {
    companyId: companyColumn(),
    materialId: integer("material_id")
      .notNull()
      .references(() => warehouseMaterials.id),
    color: text("color").notNull(),
    length: integer("length").notNull(),
    quantity: integer("quantity").notNull().default(0),
    valueFen: bigint("value_fen", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.materialId, t.color, t.length] }),
    check("stock_balances_quantity_not_negative", sql`${t.quantity} >= 0`),
  ],
);

/** SPEC §9: leftover minimum, maximum and step, default stock length (mm); one row per company. */
export const warehouseSettings = pgTable("warehouse_settings", {
  companyId: companyKeyColumn(),
  leftoverMin: integer("leftover_min").notNull(),
  leftoverMax: integer("leftover_max").notNull(),
  leftoverStep: integer("leftover_step").notNull(),
  defaultStockLength: integer("default_stock_length").notNull(),
  version: versionColumn(),
});

export const purchaseOrders = pgTable(
  "purchase_orders",
  {
    ...tenantColumns(),
    supplier: text("supplier").notNull(),
    expectedDate: text("expected_date"),
    note: text("note").notNull().default(""),
    /**
     * [{materialId, color, length, count, costFen}], each item once. What was received is not kept
     * here: it is the purchase-in lines of the operations that name the order (and their
     * reversals) in the ledger (warehouse.queries.ts receivedByPurchaseOrder).
     */
    lines: jsonb("lines")
      .$type<
        {
          materialId: number;
          color: string;
          length: number;
          count: number;
          costFen: number;
        }[]
      >()
      .notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: instantColumn("created_at").notNull(),
  },
  (t) => [index("purchase_orders_company_idx").on(t.companyId, t.createdAt)],
);

/**
 * The stock bars and leftovers a confirmed cutting plan cuts from, with its orders: the pick list of a
 * contract in production is read from here ("please optimize first" when its orders have none).
 * A later confirmation of any of the same orders replaces the earlier plan's rows.
 */
export const confirmedCuts = pgTable(
  "confirmed_cuts",
  {
    ...tenantColumns(),
    /** The orders the plan was made for (a plan may cut for several). */
    orderIds: integer("order_ids").array().notNull(),
    code: text("code").notNull(),
    color: text("color").notNull(),
    /** Stock bar length, mm (a leftover's own length for a leftover). */
    length: integer("length").notNull(),
    count: integer("count").notNull(),
    /** The leftover cut from, when the bar is one. */
    surplusId: integer("surplus_id"),
    /**
     * Each bar's offcut that is longer than the leftover maximum goes back to the stock as a bar of
     * this length, mm (offcut-destination.ts); 0 when it does not.
     */
    backToStock: integer("back_to_stock").notNull().default(0),
    confirmedAt: instantColumn("confirmed_at").notNull(),
  },
  (t) => [index("confirmed_cuts_company_idx").on(t.companyId)],
);

/**
 * Storage positions (racks, shelves) that carry a QR label (FEN1:P:<token>): the company's list
 * that a material's or a leftover's position is chosen from (warehouse.positions.ts). Materials
 * and leftovers keep the position's id; its name is only here (a typed name, an import's or a
 * cutting plan's, becomes a row of the list).
 */
export const warehousePositions = pgTable(
  "warehouse_positions",
  {
    ...tenantColumns(),
    name: text("name").notNull(),
    scanToken: text("scan_token").notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex("warehouse_positions_name_uq").on(t.companyId, t.name),
    uniqueIndex("warehouse_positions_scan_token_uq").on(t.companyId, t.scanToken),
  ],
);
