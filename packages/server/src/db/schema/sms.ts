import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { idColumn, instantColumn } from "./columns.ts";

// Verification codes live in the database (not in memory) so that several server processes
// agree on expiry, single use, wrong-try counts and the per-phone rate limit.
export const smsCodes = pgTable(
  "sms_codes",
  {
    id: idColumn(),
    phone: text("phone").notNull(),
    purpose: text("purpose").notNull(),
    /** sha-256 of the 6-digit code. */
    codeHash: text("code_hash").notNull(),
    sentAt: instantColumn("sent_at").notNull(),
    expiresAt: instantColumn("expires_at").notNull(),
    usedAt: instantColumn("used_at"),
    wrongTries: integer("wrong_tries").notNull().default(0),
  },
  (t) => [index("sms_codes_phone_purpose_idx").on(t.phone, t.purpose, t.sentAt)],
);

/** Last send per phone: an atomic conditional upsert on this row enforces 1 request/minute. */
export const smsRateLimits = pgTable("sms_rate_limits", {
  phone: text("phone").primaryKey(),
  lastSentAt: instantColumn("last_sent_at").notNull(),
});

/** Messages "sent" by the local outbox provider; read by tests, the CLI and /api/dev. */
export const smsOutbox = pgTable(
  "sms_outbox",
  {
    id: idColumn(),
    phone: text("phone").notNull(),
    purpose: text("purpose").notNull(),
    code: text("code").notNull(),
    /** Message key of the text; the text itself is rendered in the recipient's language. */
    text: text("text").notNull(),
    sentAt: instantColumn("sent_at").notNull(),
  },
  (t) => [index("sms_outbox_phone_idx").on(t.phone, t.sentAt)],
);

/**
 * Picture (graphic) codes (SPEC §5) a registration's verification code is asked with: the answer
 * of the picture the server drew, for 5 minutes and one try (the row is deleted by the try). Kept
 * as typed: four characters' hash would be undone in a second, so hashing would hide nothing.
 */
export const pictureCodes = pgTable(
  "picture_codes",
  {
    id: text("id").primaryKey(),
    answer: text("answer").notNull(),
    expiresAt: instantColumn("expires_at").notNull(),
  },
  (t) => [index("picture_codes_expires_idx").on(t.expiresAt)],
);
