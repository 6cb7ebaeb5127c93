import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { authThrottle } from "../../db/schema/index.ts";

/**
 * Counts one hit on `key` and answers the hits in the current window (this one included) and
 * when that window started. One atomic upsert: processes racing on the same key each get their
 * own count, so no two of them can both be "the fifth".
 */
export async function countHit(db: Db, key: string, now: Date, windowMs: number) {
  const cutoff = new Date(now.getTime() - windowMs);
  const stale = sql`${authThrottle.windowStart} <= ${cutoff.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(authThrottle)
    .values({ key, hits: 1, windowStart: now })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        hits: sql`CASE WHEN ${stale} THEN 1 ELSE ${authThrottle.hits} + 1 END`,
        windowStart: sql`CASE WHEN ${stale} THEN ${now.toISOString()}::timestamptz ELSE ${authThrottle.windowStart} END`,
      },
    })
    .returning({ hits: authThrottle.hits, windowStart: authThrottle.windowStart });
  return row ?? { hits: Number.POSITIVE_INFINITY, windowStart: now };
}

/** Takes one hit back (a right password does not count against the address). */
export async function forgiveHit(db: Db, key: string) {
  await db
    .update(authThrottle)
    .set({ hits: sql`GREATEST(${authThrottle.hits} - 1, 0)` })
    .where(eq(authThrottle.key, key));
}

/** Forgets a key (a successful sign-in clears its phone's count). */
export async function clearKey(db: Db, key: string) {
  await db.delete(authThrottle).where(eq(authThrottle.key, key));
}
