import { pgTable, text } from "drizzle-orm/pg-core";
import { timestampColumns } from "./columns.ts";

/**
 * Secrets every server process shares, made once by whichever asks first (storage/file-links.ts:
 * the key that signs download links of files kept in a local folder).
 */
export const serverSecrets = pgTable("server_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  ...timestampColumns(),
});
