import { sql } from "drizzle-orm";
import { date, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAtColumn, instantColumn, partOfColumn, timestampColumns, versionColumn } from "./columns.ts";
import { tenantColumns, userColumn } from "./tenant-columns.ts";
import { users } from "./users.ts";

// The CRM aggregate (SPEC §3): a company's customers and their follow-ups. Return visits hang
// under a contract (return-visits.ts); a contract links its customer by contracts.customer_id.

export const customers = pgTable(
  "customers",
  {
    ...tenantColumns(),
    name: text("name").notNull(),
    /** As typed. */
    phone: text("phone").notNull(),
    /** Its digits (core's phoneKey): unique per company, and what a phone search reads. */
    phoneKey: text("phone_key").notNull(),
    /** lower(name): a name search reads its start. */
    nameKey: text("name_key").notNull(),
    /** Pinyin initials of the name's Chinese characters ("张三" → "zs"); null until computed. */
    initials: text("initials"),
    /** potential | deal | lost */
    type: text("type").notNull().default("potential"),
    address: text("address").notNull().default(""),
    note: text("note").notNull().default(""),
    source: text("source").notNull().default(""),
    /** The salesperson it belongs to; a sub-account without "customer (all)" sees only its own. */
    ownerId: userColumn("owner_id"),
    /** not_tracked | tracking | ended: the latest follow-up's. */
    track: text("track").notNull().default("not_tracked"),
    /** The latest follow-up's next date. */
    nextFollowUp: date("next_follow_up"),
    ...timestampColumns(),
    version: versionColumn(),
  },
  (t) => [
    uniqueIndex("customers_company_phone_uq").on(t.companyId, t.phoneKey),
    index("customers_company_name_idx").on(t.companyId, t.nameKey.op("text_pattern_ops")),
    index("customers_company_phone_idx").on(t.companyId, t.phoneKey.op("text_pattern_ops")),
    index("customers_company_initials_idx").on(t.companyId, t.initials.op("text_pattern_ops")),
    index("customers_company_owner_idx").on(t.companyId, t.ownerId),
    index("customers_company_next_idx")
      .on(t.companyId, t.nextFollowUp)
      .where(sql`${t.nextFollowUp} is not null`),
  ],
);

export const followUps = pgTable(
  "follow_ups",
  {
    ...tenantColumns(),
    customerId: partOfColumn("customer_id", () => customers.id),
    /** interested | not_interested */
    interest: text("interest").notNull(),
    /** The track status this follow-up left the customer in. */
    track: text("track").notNull(),
    trackerId: integer("tracker_id").references(() => users.id, { onDelete: "set null" }),
    at: instantColumn("at").notNull(),
    content: text("content").notNull(),
    nextDate: date("next_date"),
    createdAt: createdAtColumn(),
  },
  (t) => [index("follow_ups_customer_idx").on(t.customerId, t.at)],
);
