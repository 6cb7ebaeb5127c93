import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";

/** A table's row count and a checksum of its rows (order-independent), as a restore is checked. */
export type TableSum = { rows: number; sum: string };

/**
 * Every table of the app's schemas (public and drizzle's migration journal) with its row count and
 * the md5 of its rows' md5s in sorted order: two databases with the same rows give the same sums,
 * whatever order their pages hold them in.
 */
export async function tableSums(db: Db): Promise<Record<string, TableSum>> {
  const tables = (await db.execute(
    sql`select table_schema as schema, table_name as name from information_schema.tables
        where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE'
        order by table_schema, table_name`,
  )) as unknown as { rows: { schema: string; name: string }[] };
  const sums: Record<string, TableSum> = {};
  for (const { schema, name } of tables.rows) {
    const table = sql.identifier(schema);
    const result = (await db.execute(
      sql`select count(*)::int as rows,
                 coalesce(md5(string_agg(row_sum, '' order by row_sum)), '') as sum
          from (select md5(t::text) as row_sum from ${table}.${sql.identifier(name)} t) rows_of`,
    )) as unknown as { rows: TableSum[] };
    const row = result.rows[0];
    sums[`${schema}.${name}`] = { rows: Number(row?.rows ?? 0), sum: row?.sum ?? "" };
  }
  return sums;
}

/** The tables whose count or checksum differ between two sets of sums (missing ones included). */
export function differingTables(a: Record<string, TableSum>, b: Record<string, TableSum>): string[] {
  const names = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  return names.filter((name) => a[name]?.rows !== b[name]?.rows || a[name]?.sum !== b[name]?.sum);
}
