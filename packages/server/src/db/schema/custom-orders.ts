import type { LinkTemplate } from "@fenestra/core/custom-order/custom-order";
import { boolean, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { instantColumn, updatedAtColumn, versionColumn } from "./columns.ts";
import { orders } from "./orders.ts";
import { companyColumn, companyKeyColumn, userColumn } from "./tenant-columns.ts";

// The customer order link (SPEC §2 /customOrder, docs/custom-order.md): one per company, its
// token in the shared address and QR code. Rotating it gives a new token (the old address then
// opens nothing); disabling it keeps the token but refuses every customer.

export const customOrderLinks = pgTable(
  "custom_order_links",
  {
    companyId: companyKeyColumn(),
    /** The address's secret part; shown to the company again and again (it prints the QR code). */
    token: text("token").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    showPrice: boolean("show_price").notNull().default(false),
    /** The templates shown, with the sizes each is made in (core LinkTemplate). */
    templates: jsonb("templates").$type<LinkTemplate[]>().notNull(),
    updatedBy: userColumn("updated_by"),
    updatedAt: updatedAtColumn(),
    version: versionColumn(),
  },
  (t) => [uniqueIndex("custom_order_links_token_uq").on(t.token)],
);

/**
 * One customer's submission, by the form's key: the unique index makes a resend (or the same
 * submission sent in parallel) find the first one's order rather than make another.
 */
export const customOrderSubmissions = pgTable(
  "custom_order_submissions",
  {
    companyId: companyColumn(),
    submissionKey: text("submission_key").notNull(),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    orderNo: text("order_no"),
    createdAt: instantColumn("created_at").notNull(),
  },
  (t) => [uniqueIndex("custom_order_submissions_key_uq").on(t.companyId, t.submissionKey)],
);
