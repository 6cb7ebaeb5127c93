import { integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { instantColumn, partOfColumn } from "./columns.ts";
import { companyColumn } from "./tenant-columns.ts";
import { users } from "./users.ts";

/**
 * The first answer to a write that declares itself idempotent, per signed-in user and
 * Idempotency-Key (plugins/idempotency.ts, docs/api.md "Safe repeats"). A repeat with the same key
 * and request (its identity: plugins/request-identity.ts) gets this answer again; the same key with
 * another request is refused. Kept at least 24 hours.
 */
export const idempotentRequests = pgTable(
  "idempotent_requests",
  {
    companyId: companyColumn(),
    /** The user whose key it is: a key is never shared with another user of the company. */
    userId: partOfColumn("user_id", () => users.id),
    key: text("key").notNull(),
    /** The request's identity (plugins/request-identity.ts): caller and keys, route, path, query, body. */
    requestHash: text("request_hash").notNull(),
    /** "pending" while the first request runs, then "done" with its answer. */
    state: text("state").notNull().default("pending"),
    statusCode: integer("status_code"),
    answer: jsonb("answer"),
    createdAt: instantColumn("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.userId, t.key] })],
);
