import { integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/** Third-party sign-in identities (WeChat …): provider + subject -> user. */
export const thirdPartyIdentities = pgTable(
  "third_party_identities",
  {
    id: serial("id").primaryKey(),
    provider: text("provider").notNull(),
    subject: text("subject").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("third_party_provider_subject_idx").on(t.provider, t.subject)],
);
