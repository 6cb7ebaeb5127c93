import type { Annotation } from "@fenestra/core/measurement/index";
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { partOfColumn, timestampColumns } from "./columns.ts";
import { measureOrders } from "./measurement.ts";
import { orderItems } from "./orders.ts";
import { tenantColumns, userColumn } from "./tenant-columns.ts";

// A photo of a measured opening (issue 31): the original and the picture with its marks drawn in
// are files of the storage (recorded in `files`, so deleting the account removes them), the marks
// are vectors over the original. Read and written through the order's visibility rule.
export const measurePhotos = pgTable(
  "measure_photos",
  {
    ...tenantColumns(),
    measureOrderId: partOfColumn("measure_order_id", () => measureOrders.id),
    /** The photo's id made on the device: the same upload sent again is this row. */
    clientId: uuid("client_id").notNull(),
    /** The opening photographed (an id of measure_openings, made on the device). */
    openingId: uuid("opening_id").notNull(),
    originalFile: text("original_file").notNull(),
    flattenedFile: text("flattened_file").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /**
     * The order item the photo's opening became when the visit was converted (issue 31): the
     * item's photos, read through that item's order. Cleared if the item is removed.
     */
    orderItemId: integer("order_item_id").references(() => orderItems.id, { onDelete: "set null" }),
    annotations: jsonb("annotations").$type<Annotation[]>().notNull().default([]),
    createdBy: userColumn("created_by"),
    ...timestampColumns(),
  },
  (t) => [
    uniqueIndex("measure_photos_company_client_uq").on(t.companyId, t.clientId),
    index("measure_photos_order_idx").on(t.measureOrderId, t.id),
    index("measure_photos_item_idx").on(t.orderItemId),
  ],
);
