import { and, asc, eq, type SQL } from "drizzle-orm";
import type { PgColumn, PgSelect, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client.ts";
import { firstRow } from "../db/first-row.ts";

// A company reaches only its own rows: every lookup of a row by its id (or by another key) is
// also by the company, written here once for the tables that carry both.

/** A table whose rows have an id and belong to a company. */
export type OwnedTable = PgTable & { id: PgColumn; companyId: PgColumn };

/** Whose rows: a tenant, or a row that names its company. */
export type Owner = { readonly companyId: number };

/** The row `id` of `table` when it is the owner's. */
export function ownRow(table: OwnedTable, owner: Owner, id: number): SQL {
  return and(eq(table.companyId, owner.companyId), eq(table.id, id)) as SQL;
}

/**
 * The owner's rows of a select from `table` (made `$dynamic()`), oldest first: in the order of
 * their ids.
 */
export function ownRowsOldestFirst<Q extends PgSelect>(select: Q, table: OwnedTable, owner: Owner) {
  return select.where(eq(table.companyId, owner.companyId)).orderBy(asc(table.id));
}

/** The owner's row of `table` with this id (or matching `match`); undefined for another company's. */
export async function findOwn<T extends OwnedTable>(
  db: Db,
  table: T,
  owner: Owner,
  match: number | SQL,
): Promise<T["$inferSelect"] | undefined> {
  const where =
    typeof match === "number"
      ? ownRow(table, owner, match)
      : and(eq(table.companyId, owner.companyId), match);
  return firstRow(db, table, where);
}

/** Adds a row of `table` for the owner's company (`values` name everything else); answers it. */
export async function insertOwn<T extends OwnedTable>(
  db: Db,
  table: T,
  owner: Owner,
  values: Omit<T["$inferInsert"], "companyId">,
): Promise<T["$inferSelect"] | undefined> {
  const [row] = await db
    .insert(table)
    .values({ ...values, companyId: owner.companyId } as T["$inferInsert"])
    .returning();
  return row as T["$inferSelect"] | undefined;
}

/** The id of the owner's first row of `table` that `match` keeps; undefined when none does. */
export async function findOwnId(
  db: Db,
  table: OwnedTable,
  owner: Owner,
  match: SQL | undefined,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(eq(table.companyId, owner.companyId), match))
    .limit(1);
  return row?.id as number | undefined;
}
