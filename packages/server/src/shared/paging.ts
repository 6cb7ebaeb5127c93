import { count, type SQL } from "drizzle-orm";
import type { PgSelect, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client.ts";

/** The page of a list a query asks for: pages are counted from 1. */
export type PageQuery = { page: number; pageSize: number };

/**
 * How many rows the whole list has: the rows of `table` that `where` keeps, or, for a list whose
 * filter reads a joined table, its own count query (`db.select({ n: count() })…`).
 */
type ListTotal = { table: PgTable; where: SQL | undefined } | { counted: PromiseLike<{ n: number }[]> };

/**
 * One page of a list and how many rows the whole list has. `rows` is the list's query, already
 * filtered and ordered, made `$dynamic()` so that it can be paged. The page and the count are
 * read side by side: the page walks the list's order, the count its filter's index, each cheaper
 * than one pass carrying both.
 */
export async function onePage<Q extends PgSelect, Item>(
  db: Db,
  list: { rows: Q } & ListTotal,
  page: PageQuery,
  present: (row: Awaited<Q>[number]) => Item,
): Promise<{ items: Item[]; total: number }> {
  const counted =
    "counted" in list ? list.counted : db.select({ n: count() }).from(list.table).where(list.where);
  const [rows, [total]] = await Promise.all([
    list.rows.limit(page.pageSize).offset((page.page - 1) * page.pageSize),
    counted,
  ]);
  return { items: (rows as Awaited<Q>).map(present), total: Number(total?.n ?? 0) };
}
