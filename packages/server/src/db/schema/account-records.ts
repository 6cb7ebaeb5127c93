import { date, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn, instantColumn, partOfColumn } from "./columns.ts";
import { companies } from "./companies.ts";
import { companyColumn, tenantColumns, userColumn } from "./tenant-columns.ts";

// Uploaded files (storage/): the bytes live in the configured storage under `key`, which the
// server makes (a random UUID); this row says whose they are and what they are for.
export const storedFiles = pgTable(
  "stored_files",
  {
    key: text("key").primaryKey(),
    companyId: companyColumn(),
    userId: userColumn("user_id"),
    /** logo | seal | avatar | feedback | render-photo | render-image */
    purpose: text("purpose").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index("stored_files_company_idx").on(t.companyId)],
);

// Feedback (SPEC §3): what a user reports, with its screenshots (stored file keys) and the
// operators' and the user's replies.
export const feedback = pgTable(
  "feedback",
  {
    ...tenantColumns(),
    userId: userColumn("user_id"),
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
    createdAt: createdAtColumn(),
  },
  (t) => [index("feedback_company_idx").on(t.companyId)],
);

export const feedbackReplies = pgTable(
  "feedback_replies",
  {
    id: idColumn(),
    feedbackId: partOfColumn("feedback_id", () => feedback.id),
    /** true: an operator answered; false: the user added to their feedback. */
    byOperator: integer("by_operator").notNull(),
    authorId: userColumn("author_id"),
    content: text("content").notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index("feedback_replies_feedback_idx").on(t.feedbackId)],
);

// Account deletion requests (SPEC §4): pending until the job completes them on dueOn (1–5
// working days after the request), or the user cancels.
export const accountDeletions = pgTable(
  "account_deletions",
  {
    id: idColumn(),
    /** Null once completed: the company row goes unless another party still needs its records. */
    companyId: integer("company_id").references(() => companies.id, { onDelete: "set null" }),
    userId: userColumn("user_id"),
    /** As it was at the request, for the operators' list (the phone masked once completed). */
    companyName: text("company_name").notNull(),
    phone: text("phone").notNull(),
    /** pending | cancelled | completed */
    status: text("status").notNull(),
    reason: text("reason").notNull().default(""),
    requestedAt: instantColumn("requested_at").notNull(),
    dueOn: date("due_on").notNull(),
    closedAt: instantColumn("closed_at"),
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
    ...tenantColumns(),
    userId: userColumn("user_id"),
    /** agent | business */
    kind: text("kind").notNull(),
    contactName: text("contact_name").notNull(),
    phone: text("phone").notNull(),
    region: text("region").notNull(),
    note: text("note").notNull().default(""),
    /** submitted | reviewing | approved | refused */
    status: text("status").notNull().default("submitted"),
    createdAt: createdAtColumn(),
  },
  (t) => [index("business_applications_company_idx").on(t.companyId)],
);
