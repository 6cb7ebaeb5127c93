import { integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { companies } from "./companies.ts";

/**
 * The first answer to a write that declares itself idempotent, per company and Idempotency-Key
 * (plugins/idempotency.ts, docs/api.md "Safe repeats"). A repeat with the same key and request
 * gets this answer again; the same key with another request is refused. Kept at least 24 hours.
 */
export const idempotentRequests = pgTable(
  "idempotent_requests",
  {
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** SHA-256 of the route, its path and query, and the validated body. */
    requestHash: text("request_hash").notNull(),
    /** "pending" while the first request runs, then "done" with its answer. */
    state: text("state").notNull().default("pending"),
    statusCode: integer("status_code"),
    answer: jsonb("answer"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.key] })],
);
