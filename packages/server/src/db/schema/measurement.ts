import type { FieldStamp, Opening } from "@fenestra/core/measurement/index";
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAtColumn, instantColumn, partOfColumn, timestampColumns } from "./columns.ts";
import { customers } from "./customers.ts";
import { orders } from "./orders.ts";
import { companyColumn, tenantColumns, userColumn } from "./tenant-columns.ts";

// Field measurement (issue 31, docs/measurement.md): a visit to a customer's site, the openings
// measured there, and every change a measurer's screen sent (the history of each field).

export const measureOrders = pgTable(
  "measure_orders",
  {
    ...tenantColumns(),
    /** The CRM customer (null once deleted; the name and phone stay as they were). */
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
    customerName: text("customer_name").notNull(),
    customerPhone: text("customer_phone").notNull().default(""),
    address: text("address").notNull(),
    appointmentAt: instantColumn("appointment_at").notNull(),
    measurerId: userColumn("measurer_id"),
    /** scheduled | measured | converted | cancelled (core's measure-machine). */
    status: text("status").notNull().default("scheduled"),
    note: text("note").notNull().default(""),
    /** The intention order it was converted into. */
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    createdBy: userColumn("created_by"),
    ...timestampColumns(),
  },
  (t) => [
    index("measure_orders_company_appointment_idx").on(t.companyId, t.appointmentAt),
    index("measure_orders_measurer_idx").on(t.measurerId, t.appointmentAt),
  ],
);

/** One opening: its id is made on the device that added it, so changes made offline can name it. */
export const measureOpenings = pgTable(
  "measure_openings",
  {
    id: uuid("id").primaryKey(),
    companyId: companyColumn(),
    measureOrderId: partOfColumn("measure_order_id", () => measureOrders.id),
    fields: jsonb("fields").$type<Opening>().notNull(),
    /** Field → the change its value came from (the merge compares a new change with it). */
    stamps: jsonb("stamps").$type<Record<string, FieldStamp>>().notNull().default({}),
    ...timestampColumns(),
  },
  (t) => [index("measure_openings_order_idx").on(t.measureOrderId)],
);

/** Every change received, applied or kept in the history; its id recorded once per company. */
export const measureChanges = pgTable(
  "measure_changes",
  {
    ...tenantColumns(),
    measureOrderId: partOfColumn("measure_order_id", () => measureOrders.id),
    changeId: uuid("change_id").notNull(),
    openingId: uuid("opening_id").notNull(),
    field: text("field").notNull(),
    value: jsonb("value").$type<string | number | boolean | null>(),
    /** When it was made on the device. */
    at: instantColumn("at").notNull(),
    userId: userColumn("user_id"),
    /** applied | kept_in_history */
    outcome: text("outcome").notNull(),
    receivedAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex("measure_changes_company_change_uq").on(t.companyId, t.changeId),
    index("measure_changes_order_idx").on(t.measureOrderId, t.at),
  ],
);
