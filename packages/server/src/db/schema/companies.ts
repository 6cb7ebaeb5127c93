import { date, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";

// The tenant. Edition, trial and expiry belong to the company; every user of the company
// (main account and sub-accounts) shares them.
export const companies = pgTable("companies", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
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
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

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
