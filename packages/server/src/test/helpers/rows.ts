import { count, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";

// What a test counts straight in the database: rows a route wrote (or did not).

/** How many rows of `table` match `where` (all of them without it). */
export async function rowCount(db: Db, table: PgTable, where?: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return Number(row?.n ?? 0);
}
