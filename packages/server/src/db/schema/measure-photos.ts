import type { Annotation } from "@fenestra/core/measurement/index";
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { partOfColumn, timestampColumns } from "./columns.ts";
import { measureOrders } from "./measurement.ts";
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
    annotations: jsonb("annotations").$type<Annotation[]>().notNull().default([]),
    createdBy: userColumn("created_by"),
    ...timestampColumns(),
  },
  (t) => [
    uniqueIndex("measure_photos_company_client_uq").on(t.companyId, t.clientId),
    index("measure_photos_order_idx").on(t.measureOrderId, t.id),
  ],
);
