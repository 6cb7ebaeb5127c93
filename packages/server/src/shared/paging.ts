import { count, type SQL } from "drizzle-orm";
import type { PgSelect, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client.ts";

/** The page of a list a query asks for: pages are counted from 1. */
export type PageQuery = { page: number; pageSize: number };

/**
 * One page of a list and how many rows the whole list has. `rows` is the list's query, already
 * filtered by `where` and ordered, made `$dynamic()` so that it can be paged; the total counts
 * the rows of `table` that `where` keeps.
 */
export async function onePage<Q extends PgSelect, Item>(
  db: Db,
  list: { rows: Q; table: PgTable; where: SQL | undefined },
  page: PageQuery,
  present: (row: Awaited<Q>[number]) => Item,
): Promise<{ items: Item[]; total: number }> {
  const rows: Awaited<Q> = await list.rows.limit(page.pageSize).offset((page.page - 1) * page.pageSize);
  const [total] = await db.select({ n: count() }).from(list.table).where(list.where);
  return { items: rows.map(present), total: total?.n ?? 0 };
}
