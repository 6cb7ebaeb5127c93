import { integer, type PgColumn, serial, timestamp } from "drizzle-orm/pg-core";
import { companies } from "./companies.ts";
import { users } from "./users.ts";

// The columns the tables of a tenant share, written once: a table's own number, the company a
// row belongs to (gone with its company), the moments it was made and changed, and a person
// who may leave (the row stays, naming nobody). Each makes the SQL its tables always had.
// (companies.ts and users.ts do not use these: this file reads them.)

/** The row's own number. */
export const idColumn = () => serial("id").primaryKey();

/** The row this one is part of (a unit's link, an order's item); deleting that row deletes this one. */
export const partOfColumn = <N extends string>(name: N, whole: () => PgColumn) =>
  integer(name).notNull().references(whole, { onDelete: "cascade" });

/** The company a row belongs to; deleting the company deletes the row. */
export const companyColumn = () => partOfColumn("company_id", () => companies.id);

/** The first two columns of a tenant's table: its own number and its company. */
export const tenantColumns = () => ({ id: idColumn(), companyId: companyColumn() });

/** A moment, with its time zone. */
export const instantColumn = <N extends string>(name: N) => timestamp(name, { withTimezone: true });

/** When the row was made (now, unless said). */
export const createdAtColumn = () => instantColumn("created_at").notNull().defaultNow();

/** When the row last changed (now when made). */
export const updatedAtColumn = () => instantColumn("updated_at").notNull().defaultNow();

/** A user the row names (its maker, owner, worker…); null once that user is deleted. */
export const userColumn = <N extends string>(name: N) =>
  integer(name).references(() => users.id, { onDelete: "set null" });
