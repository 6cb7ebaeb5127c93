import { date, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { companies } from "./companies.ts";
import { users } from "./users.ts";

// Uploaded files (storage/): the bytes live in the configured storage under `key`, which the
// server makes (a random UUID); this row says whose they are and what they are for.
export const storedFiles = pgTable(
  "stored_files",
  {
    key: text("key").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** logo | seal | avatar | feedback */
    purpose: text("purpose").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("stored_files_company_idx").on(t.companyId)],
);

// Feedback (SPEC §3): what a user reports, with its screenshots (stored file keys) and the
// operators' and the user's replies.
export const feedback = pgTable(
  "feedback",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    area: text("area").notNull(),
    userName: text("user_name").notNull(),
    /** The account's phone when it was sent. */
    account: text("account").notNull(),
    /** design | renderings | calculation | other */
    category: text("category").notNull(),
    content: text("content").notNull(),
    screenshots: jsonb("screenshots").$type<string[]>().notNull(),
    /** feedback | suggestion: the page it was sent from; with the device (desktop | mobile). */
    source: text("source").notNull(),
    language: text("language").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("feedback_company_idx").on(t.companyId)],
);

export const feedbackReplies = pgTable(
  "feedback_replies",
  {
    id: serial("id").primaryKey(),
    feedbackId: integer("feedback_id")
      .notNull()
      .references(() => feedback.id, { onDelete: "cascade" }),
    /** true: an operator answered; false: the user added to their feedback. */
    byOperator: integer("by_operator").notNull(),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    content: text("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("feedback_replies_feedback_idx").on(t.feedbackId)],
);

// Account deletion requests (SPEC §4): pending until the job completes them on dueOn (1–5
// working days after the request), or the user cancels.
export const accountDeletions = pgTable(
  "account_deletions",
  {
    id: serial("id").primaryKey(),
    /** Null once completed: the company row goes unless another party still needs its records. */
    companyId: integer("company_id").references(() => companies.id, { onDelete: "set null" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** As it was at the request, for the operators' list (the phone masked once completed). */
    companyName: text("company_name").notNull(),
    phone: text("phone").notNull(),
    /** pending | cancelled | completed */
    status: text("status").notNull(),
    reason: text("reason").notNull().default(""),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
    dueOn: date("due_on").notNull(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [
    index("account_deletions_status_idx").on(t.status, t.dueOn),
    index("account_deletions_company_idx").on(t.companyId),
  ],
);

// Applications to become an agent (be-agent) or to open a business (open-business), tracked by
// their applicant (track-business).
export const businessApplications = pgTable(
  "business_applications",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** agent | business */
    kind: text("kind").notNull(),
    contactName: text("contact_name").notNull(),
    phone: text("phone").notNull(),
    region: text("region").notNull(),
    note: text("note").notNull().default(""),
    /** submitted | reviewing | approved | refused */
    status: text("status").notNull().default("submitted"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("business_applications_company_idx").on(t.companyId)],
);
