import { index, pgTable, text } from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn, instantColumn, partOfColumn } from "./columns.ts";
import { users } from "./users.ts";

// Bearer tokens. Only the sha-256 of the token is stored, so a database leak reveals no
// usable token; sign-out sets revoked_at. A token also ends after an idle and an absolute
// lifetime (config: SESSION_IDLE_MINUTES, SESSION_MAX_HOURS).
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: idColumn(),
    userId: partOfColumn("user_id", () => users.id),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: createdAtColumn(),
    /** Last request made with the token (kept to the minute); the idle lifetime counts from it. */
    lastUsedAt: instantColumn("last_used_at").notNull().defaultNow(),
    revokedAt: instantColumn("revoked_at"),
  },
  (t) => [index("api_tokens_user_idx").on(t.userId)],
);
