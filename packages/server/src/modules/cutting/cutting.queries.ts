import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { surplus } from "../../db/schema/index.ts";

export type SurplusRow = typeof surplus.$inferSelect;

/** Available offcuts of these profile codes (all codes when `codes` is empty). */
export async function availableSurplus(db: Db, companyId: number, codes: string[]): Promise<SurplusRow[]> {
  const where = [eq(surplus.companyId, companyId), eq(surplus.status, "available")];
  if (codes.length > 0) where.push(inArray(surplus.code, codes));
  return db
    .select()
    .from(surplus)
    .where(and(...where))
    .orderBy(asc(surplus.id));
}

export interface KeptOffcut {
  code: string;
  color: string;
  length: number;
}

/**
 * In one transaction: mark the used offcuts consumed (each must still be available) and
 * store the kept ones. Throws (and writes nothing) when an offcut was taken meanwhile.
 */
export async function confirmOffcuts(
  db: Db,
  companyId: number,
  consumedIds: number[],
  kept: KeptOffcut[],
  extra: { position: string; sourceOrders: string; now: Date },
): Promise<{ consumed: number; kept: number } | null> {
  return db
    .transaction(async (tx) => {
      for (const id of consumedIds) {
        const done = await tx
          .update(surplus)
          .set({ status: "consumed", consumedAt: extra.now })
          .where(and(eq(surplus.companyId, companyId), eq(surplus.id, id), eq(surplus.status, "available")))
          .returning({ id: surplus.id });
        if (done.length !== 1) throw new OffcutTaken();
      }
      if (kept.length > 0)
        await tx.insert(surplus).values(
          kept.map((k) => ({
            companyId,
            code: k.code,
            color: k.color,
            length: k.length,
            position: extra.position,
            sourceOrders: extra.sourceOrders,
            createdAt: extra.now,
          })),
        );
      return { consumed: consumedIds.length, kept: kept.length };
    })
    .catch((e: unknown) => {
      if (e instanceof OffcutTaken) return null;
      throw e;
    });
}

class OffcutTaken extends Error {}
