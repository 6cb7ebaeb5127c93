import type { Sunroom } from "@fenestra/core/sunroom/index";
import { index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { timestampColumns, versionColumn } from "./columns.ts";
import { contracts } from "./contracts.ts";
import { tenantColumns, userColumn } from "./tenant-columns.ts";

// Saved sunrooms (issue 33, /sunnyHouse): the fields the designer rebuilds everything from
// (core sunroom/model.ts, checked by sunroomIssues), per company; the sunnyhouse contract made
// from one names it here.
export const sunrooms = pgTable(
  "sunrooms",
  {
    ...tenantColumns(),
    name: text("name").notNull(),
    model: jsonb("model").$type<Sunroom>().notNull(),
    /** Who saved it first: a sub-account without "get all orders" sees its own only. */
    createdBy: userColumn("created_by"),
    /** The sunnyhouse contract made from it; null until then, or once that contract is deleted. */
    contractId: integer("contract_id").references(() => contracts.id, { onDelete: "set null" }),
    ...timestampColumns(),
    version: versionColumn(),
  },
  (t) => [index("sunrooms_company_idx").on(t.companyId, t.id)],
);
