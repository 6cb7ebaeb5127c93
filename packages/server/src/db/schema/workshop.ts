import { index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn, instantColumn, partOfColumn, versionColumn } from "./columns.ts";
import { contractColumn } from "./contracts.ts";
import { orderItems } from "./orders.ts";
import { companyColumn, tenantColumns, userColumn } from "./tenant-columns.ts";
import { users } from "./users.ts";

// The workshop (SPEC §1, §3, §4): the links a company uses, the staff bound to them, one
// production unit per physical window of an arranged contract, the links each unit has
// finished (one row per unit and link: a scan's effect), withdrawals, and packages.
// The production company (the factory that arranged the contract) owns the units.

/** A company's links in production order; no rows means the default nine of SPEC §3. */
export const workshopLinks = pgTable(
  "workshop_links",
  {
    ...tenantColumns(),
    /** One of WORKSHOP_LINKS in core/workshop. */
    link: text("link").notNull(),
    position: integer("position").notNull(),
    expectedDays: integer("expected_days").notNull(),
  },
  (t) => [uniqueIndex("workshop_links_company_link_uq").on(t.companyId, t.link)],
);

/**
 * The version of a company's link set-up (its links are the rows above, replaced by each save):
 * one row per company, made by its first save; a company without one reads as version 0.
 */
export const workshopLinkSetups = pgTable("workshop_link_setups", {
  companyId: companyColumn().primaryKey(),
  version: versionColumn(),
});

/** Which workshop staff (sub-accounts with son_account_type 4) work which link. */
export const workshopStaffLinks = pgTable(
  "workshop_staff_links",
  {
    ...tenantColumns(),
    userId: partOfColumn("user_id", () => users.id),
    link: text("link").notNull(),
  },
  (t) => [
    uniqueIndex("workshop_staff_links_user_link_uq").on(t.userId, t.link),
    index("workshop_staff_links_company_idx").on(t.companyId),
  ],
);

export const workshopPackages = pgTable(
  "workshop_packages",
  {
    ...tenantColumns(),
    contractId: contractColumn(),
    packageNo: text("package_no").notNull(),
    /** Opaque QR token (never a bare id). */
    token: text("token").notNull(),
    createdBy: userColumn("created_by"),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex("workshop_packages_token_uq").on(t.token),
    uniqueIndex("workshop_packages_contract_no_uq").on(t.contractId, t.packageNo),
  ],
);

export const productionUnits = pgTable(
  "production_units",
  {
    id: idColumn(),
    /** The production company (the factory that arranged the contract). */
    companyId: companyColumn(),
    contractId: contractColumn(),
    orderItemId: integer("order_item_id").references(() => orderItems.id, { onDelete: "set null" }),
    /** 1-based number of the unit within its contract; the serial printed is contractNo-seq. */
    seq: integer("seq").notNull(),
    serial: text("serial").notNull(),
    /** Which of the item's count this is (1-based). */
    copy: integer("copy").notNull(),
    windowNo: text("window_no").notNull().default(""),
    /** Opaque QR token (never a bare id). */
    token: text("token").notNull(),
    /** The set-up the unit was arranged with: [{link, expectedDays}] in order. */
    links: jsonb("links").$type<{ link: string; expectedDays: number }[]>().notNull(),
    /** fen per link for this unit (the series' wage rows). */
    wages: jsonb("wages").$type<Record<string, number>>().notNull(),
    arrangedAt: instantColumn("arranged_at").notNull(),
    /** Where the unit is (core's currentLink), kept with each scan and withdrawal; null when done. */
    currentLink: text("current_link"),
    /** When the current link is due (core's linkDueAt); null when done. */
    dueAt: instantColumn("due_at"),
    packageId: integer("package_id").references(() => workshopPackages.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("production_units_token_uq").on(t.token),
    uniqueIndex("production_units_contract_seq_uq").on(t.contractId, t.seq),
    index("production_units_company_idx").on(t.companyId),
    index("production_units_board_idx").on(t.companyId, t.currentLink, t.dueAt),
    index("production_units_contract_idx").on(t.contractId),
  ],
);

/** What a finished link says, kept or withdrawn: the unit, the link and who worked it. */
const finishedLinkColumns = () => ({
  ...tenantColumns(),
  unitId: partOfColumn("unit_id", () => productionUnits.id),
  link: text("link").notNull(),
  workerId: userColumn("worker_id"),
});

/** One finished link of one unit: the effect of a scan. Unique per unit and link. */
export const unitLinks = pgTable(
  "unit_links",
  {
    ...finishedLinkColumns(),
    /** The device's own id of the scan: a resent scan is recognised by it. */
    scanId: text("scan_id").notNull(),
    /**
     * The identity of the scan's request (plugins/request-identity.ts): a resent scan gets its
     * first answer only when it is the same request; null for scans recorded before.
     */
    requestHash: text("request_hash"),
    finishedAt: instantColumn("finished_at").notNull(),
  },
  (t) => [
    uniqueIndex("unit_links_unit_link_uq").on(t.unitId, t.link),
    uniqueIndex("unit_links_company_scan_uq").on(t.companyId, t.scanId),
    index("unit_links_company_finished_idx").on(t.companyId, t.finishedAt),
  ],
);

/** A finished link taken back by a supervisor, with the reason (kept). */
export const unitLinkWithdrawals = pgTable(
  "unit_link_withdrawals",
  {
    ...finishedLinkColumns(),
    finishedAt: instantColumn("finished_at").notNull(),
    withdrawnBy: userColumn("withdrawn_by"),
    reason: text("reason").notNull(),
    withdrawnAt: instantColumn("withdrawn_at").notNull(),
  },
  (t) => [index("unit_link_withdrawals_unit_idx").on(t.unitId)],
);
