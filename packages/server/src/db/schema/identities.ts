import { pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn, partOfColumn } from "./columns.ts";
import { users } from "./users.ts";

/** Third-party sign-in identities (WeChat …): provider + subject -> user. */
export const thirdPartyIdentities = pgTable(
  "third_party_identities",
  {
    id: idColumn(),
    provider: text("provider").notNull(),
    subject: text("subject").notNull(),
    userId: partOfColumn("user_id", () => users.id),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex("third_party_provider_subject_idx").on(t.provider, t.subject)],
);
