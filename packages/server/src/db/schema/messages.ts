import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAtColumn, instantColumn, partOfColumn } from "./columns.ts";
import { contracts } from "./contracts.ts";
import { tenantColumns } from "./tenant-columns.ts";
import { users } from "./users.ts";

// The message centre (/xxf, docs/messages.md): one row per event a company's people should know
// of, written where the event happens, in the event's own transaction. A kind and its parameters,
// never text: the reader's language renders it. (company, event key) is unique, so an event
// written twice (a repeated or raced request, a job run again) adds nothing.
export const messages = pgTable(
  "messages",
  {
    ...tenantColumns(),
    /** Who alone sees it (a reply to their feedback); null: whoever of the company may see its kind. */
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** core MESSAGE_KINDS */
    kind: text("kind").notNull(),
    eventKey: text("event_key").notNull(),
    params: jsonb("params").$type<Record<string, string | number>>().notNull(),
    /** The contract it is about: seen only by those who see the contract (its visibility rule). */
    contractId: integer("contract_id").references(() => contracts.id, { onDelete: "cascade" }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex("messages_event_idx").on(t.companyId, t.eventKey),
    index("messages_company_created_idx").on(t.companyId, t.createdAt),
  ],
);

/**
 * A message one user opened on its own ("mark read"). Marking all read moves the user's marker
 * (users.xxf_read_at, xxfData) instead: everything up to it is read without a row each.
 */
export const messageReads = pgTable(
  "message_reads",
  {
    messageId: partOfColumn("message_id", () => messages.id),
    userId: partOfColumn("user_id", () => users.id),
    readAt: instantColumn("read_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.userId] })],
);
