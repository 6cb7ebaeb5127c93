import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

// Bearer tokens. Only the sha-256 of the token is stored, so a database leak reveals no
// usable token; sign-out sets revoked_at. A token also ends after an idle and an absolute
// lifetime (config: SESSION_IDLE_MINUTES, SESSION_MAX_HOURS).
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Last request made with the token (kept to the minute); the idle lifetime counts from it. */
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("api_tokens_user_idx").on(t.userId)],
);
