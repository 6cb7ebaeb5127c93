import { integer } from "drizzle-orm/pg-core";

/**
 * The version of a record two people may edit (docs/api.md, "Saving never silently overwrites"):
 * 0 when made, one more with every update. A save names the version it read, and
 * `versionedUpdate` (db/versioned-update.ts) refuses it when the record has moved on.
 */
export const versionColumn = () => integer("version").notNull().default(0);
