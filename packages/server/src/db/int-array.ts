import { sql } from "drizzle-orm";

/** Ids as a PostgreSQL int[] literal, e.g. for `order_ids && ${intArray(ids)}` (each forced to a number). */
export const intArray = (ids: readonly number[]) => sql.raw(`ARRAY[${ids.map(Number).join(",")}]::int[]`);
