import { integer } from "drizzle-orm/pg-core";
import { extensionOfColumn, idColumn, partOfColumn } from "./columns.ts";
import { companies } from "./companies.ts";
import { users } from "./users.ts";

// The columns of a tenant's tables that name a company or a user: the company a row belongs to
// (gone with its company) and a person who may leave (the row stays, naming nobody).

/** The company a row belongs to; deleting the company deletes the row. */
export const companyColumn = () => partOfColumn("company_id", () => companies.id);

/** The key of a table of one row per company (its settings); deleting the company deletes the row. */
export const companyKeyColumn = () => extensionOfColumn("company_id", () => companies.id);

/** The first two columns of a tenant's table: its own number and its company. */
export const tenantColumns = () => ({ id: idColumn(), companyId: companyColumn() });

/** A user the row names (its maker, owner, worker…); null once that user is deleted. */
export const userColumn = <N extends string>(name: N) =>
  integer(name).references(() => users.id, { onDelete: "set null" });
