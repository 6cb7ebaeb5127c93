import { integer, pgTable, text } from "drizzle-orm/pg-core";
import { instantColumn } from "./columns.ts";

// Sign-in and SMS limits by phone and by client address (docs/accounts.md, "Limits"). One row
// per key ("login:phone:…", "login:addr:…", "sms:addr:…"); a single conditional upsert counts a
// hit, so several server processes on one database agree on every limit.
export const authThrottle = pgTable("auth_throttle", {
  key: text("key").primaryKey(),
  /** Hits counted since window_start. */
  hits: integer("hits").notNull(),
  windowStart: instantColumn("window_start").notNull(),
});
