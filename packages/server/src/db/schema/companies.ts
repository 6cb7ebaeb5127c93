import { sql } from "drizzle-orm";
import { date, integer, pgTable, primaryKey, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAtColumn, extensionOfColumn, updatedAtColumn, versionColumn } from "./columns.ts";

// The tenant. Edition, trial and expiry belong to the company; every user of the company
// (main account and sub-accounts) shares them.
export const companies = pgTable(
  "companies",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    /**
     * The name its workspace goes by (SPEC §5 "space name"), as typed; unique whatever its letters'
     * case. Null for companies made before space names and by a third-party sign-in.
     */
    spaceName: text("space_name"),
    /** Registration role: factory | dealer | software. */
    role: text("role").notNull(),
    /** SPEC §3 version type code (1 design, 3 pro, 6 ultimate, …). */
    versionType: integer("version_type").notNull().default(1),
    /** 1 while on trial. */
    isTrial: integer("is_ty").notNull().default(1),
    /** 1 when the company never expires. */
    permanent: integer("permanent").notNull().default(0),
    trialExpiresOn: date("ty_expiration_date"),
    expiresOn: date("expiration_date"),
    /** This company's own code that others register with. */
    invitationCode: text("invitation_code").notNull().unique(),
    /** Phone of the main account of the company that invited this one. */
    invitedByPhone: text("be_invited_user_phone"),
    /** Sub-accounts allowed; null: no limit (accounts from before seats were sold). Set by purchases. */
    seats: integer("seats"),
    /** The day the one-day real-scene rendering trial was taken (SPEC §6: once). */
    renderTrialOn: date("render_trial_on"),
    /** The day sharing extended the trial by 3 days (SPEC §9: once). */
    trialExtendedOn: date("trial_extended_on"),
    /**
     * Counts the renames of the company (PUT /api/company/name), the one field of this row its
     * people edit; purchases and the trial, which set the rest, leave it.
     */
    version: versionColumn(),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex("companies_space_name_idx").on(sql`lower(${t.spaceName})`)],
);

/** Purchased modules: value above 0 usable, -1 expired (SPEC §3). */
export const companyModules = pgTable(
  "company_modules",
  {
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    module: text("module").notNull(),
    value: integer("value").notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.module] })],
);

/** The account's prepaid balance in fen (0.01 yuan); no row means 0. */
export const accountBalances = pgTable("account_balances", {
  companyId: extensionOfColumn("company_id", () => companies.id),
  balanceFen: integer("balance_fen").notNull().default(0),
});

// The company's name as printed comes from companies; its logo (3:1) and seal (1:1) for
// quotes and contracts are uploaded files (stored_files keys, PNG of at most 3M by SPEC §5),
// with the contact details and payment terms its quotes and contracts print (SPEC §3).
export const companyBranding = pgTable("company_branding", {
  companyId: extensionOfColumn("company_id", () => companies.id),
  logoFile: text("logo_file"),
  sealFile: text("seal_file"),
  telephone: text("telephone").notNull().default(""),
  address: text("address").notNull().default(""),
  website: text("website").notNull().default(""),
  /** Printed under the totals; empty prints the catalogue's standard terms. */
  paymentTerms: text("payment_terms").notNull().default(""),
  version: versionColumn(),
  updatedAt: updatedAtColumn(),
});

/**
 * How the company's workshop works, one row per company once it saves them (the defaults of
 * core until then): the step its saws set an end-cut angle in, hundredths of a degree (50 = 0.5°).
 */
export const productionSettings = pgTable("production_settings", {
  companyId: extensionOfColumn("company_id", () => companies.id),
  sawAngleStep: integer("saw_angle_step_hundredths").notNull(),
  version: versionColumn(),
});
