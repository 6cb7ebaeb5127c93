import type { Design } from "@fenestra/core";
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { orders } from "./business.ts";
import { companies } from "./companies.ts";
import { users } from "./users.ts";

/** Weights of one window item in kg (SPEC §3). */
export type ItemWeights = { frame: number; sash: number; glass: number; total: number; average: number };

// One window of an order: its design (the JSON model of core/design, restored exactly), the
// order fields of SPEC §3 and its price. Lengths in mm, area in m², money in fen.
export const orderItems = pgTable(
  "order_items",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_items_order_idx").on(t.orderId), index("order_items_company_idx").on(t.companyId)],
);

// Who changed what and when, for every change to orders, items, contracts and collections.
export const editHistory = pgTable(
  "edit_history",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** order | order_item | contract | quote_item | collection | share */
    entity: text("entity").notNull(),
    entityId: integer("entity_id").notNull(),
    orderId: integer("order_id"),
    contractId: integer("contract_id"),
    /** create | update | delete | transition:<event> | … */
    action: text("action").notNull(),
    changes: jsonb("changes").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("edit_history_company_created_idx").on(t.companyId, t.createdAt),
    index("edit_history_order_idx").on(t.orderId),
    index("edit_history_contract_idx").on(t.contractId),
  ],
);
