import { integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn } from "./columns.ts";
import { users } from "./users.ts";

/** Third-party sign-in identities (WeChat …): provider + subject -> user. */
export const thirdPartyIdentities = pgTable(
  "third_party_identities",
  {
    id: idColumn(),
    provider: text("provider").notNull(),
    subject: text("subject").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex("third_party_provider_subject_idx").on(t.provider, t.subject)],
);
