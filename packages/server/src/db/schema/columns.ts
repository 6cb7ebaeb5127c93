import { integer, type PgColumn, serial, timestamp } from "drizzle-orm/pg-core";

// The columns tables share, written once: a table's own number, the row it is part of, the
// moments it was made and changed, and the version of a record two people may edit. Each makes
// the SQL its tables always had. The columns that name a company or a user are in
// tenant-columns.ts, which reads those tables (so companies.ts and users.ts can use these).

/** The row's own number. */
export const idColumn = () => serial("id").primaryKey();

/** The row this one is part of (a unit's link, an order's item); deleting that row deletes this one. */
export const partOfColumn = <N extends string>(name: N, whole: () => PgColumn) =>
  integer(name).notNull().references(whole, { onDelete: "cascade" });

/**
 * The row this one extends, one to one (a company's balance, letterhead or settings): it is this
 * row's key; deleting that row deletes this one.
 */
export const extensionOfColumn = <N extends string>(name: N, whole: () => PgColumn) =>
  integer(name).primaryKey().references(whole, { onDelete: "cascade" });

/** A moment, with its time zone. */
export const instantColumn = <N extends string>(name: N) => timestamp(name, { withTimezone: true });

/** When the row was made (now, unless said). */
export const createdAtColumn = () => instantColumn("created_at").notNull().defaultNow();

/** When the row last changed (now when made). */
export const updatedAtColumn = () => instantColumn("updated_at").notNull().defaultNow();

/** When the row was made and when it last changed, in that order. */
export const timestampColumns = () => ({ createdAt: createdAtColumn(), updatedAt: updatedAtColumn() });

/**
 * The version of a record two people may edit (docs/api.md, "Saving never silently overwrites"):
 * 0 when made, one more with every update. A save names the version it read, and
 * `versionedUpdate` (db/versioned-update.ts) refuses it when the record has moved on.
 */
export const versionColumn = () => integer("version").notNull().default(0);
