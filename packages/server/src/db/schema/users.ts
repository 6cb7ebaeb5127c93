import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAtColumn, instantColumn } from "./columns.ts";
import { companies } from "./companies.ts";

export type StoredUserSettings = {
  language?: string;
  lenUnit?: string;
  digits?: number;
  guideDismissed?: boolean;
};

// Main accounts (fid 0) and sub-accounts (fid = the main account's id). A phone belongs to at
// most one account in the whole system, which is what keeps a phone from being a main account
// and a sub-account, or a sub-account of two companies.
export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    fid: integer("fid").notNull().default(0),
    /** 4 = workshop staff. */
    sonAccountType: integer("son_account_type").notNull().default(0),
    /** Null until a third-party account binds a phone. */
    phone: text("phone").unique(),
    /** scrypt hash; null for a third-party account that never set a password. */
    passwordHash: text("password_hash"),
    nickname: text("nickname").notNull(),
    /**
     * The sign-in name beside the phone (SPEC §5), as typed; unique whatever its letters' case.
     * Null for accounts made before usernames, by a third-party sign-in, and sub-accounts.
     */
    username: text("username"),
    headerImgUrl: text("header_img_url"),
    /** Empty until the user gives one (account setting). */
    email: text("email").notNull().default(""),
    /** Sub-account permission map key -> "1"; null for main accounts (everything allowed). */
    permanents: jsonb("permanents").$type<Record<string, string>>(),
    /** 1 for an operator (SPEC §6 role admin): the operator console. Granted from the command line. */
    isAdmin: integer("is_admin").notNull().default(0),
    settings: jsonb("settings").$type<StoredUserSettings>().notNull().default({}),
    /** The message centre's read marker (SPEC §3 xxfData): null until the user reads up to a moment. */
    xxfReadAt: instantColumn("xxf_read_at"),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index("users_company_idx").on(t.companyId),
    index("users_fid_idx").on(t.fid),
    uniqueIndex("users_username_idx").on(sql`lower(${t.username})`),
  ],
);
