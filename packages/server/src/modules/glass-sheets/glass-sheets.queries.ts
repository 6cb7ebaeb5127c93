// The glass remnants in stock (db/schema/glass-remnants.ts): which a glass plan of some orders is
// offered, and the confirm that books them, after the cutting optimizer's confirm of profile
// offcuts (cutting.queries.ts): a plan confirmed again for any of its orders replaces the earlier.
import { and, asc, eq, inArray, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { intArray } from "../../db/int-array.ts";
import { glassRemnants } from "../../db/schema/index.ts";
import { nextVersion } from "../../db/versioned-update.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { lockOrders } from "../orders/lock-orders.ts";

export type GlassRemnantRow = typeof glassRemnants.$inferSelect;

export interface KeptGlassRemnant {
  spec: string;
  width: number;
  height: number;
}

/**
 * The company's remnants of these glass specs a plan of these orders may cut from, as a confirmed
 * glass plan of the orders would leave them if it were replaced: the available ones but those it
 * kept, and those it cuts from. Another company's remnants are never offered.
 */
export async function offeredRemnants(
  db: Db,
  tenant: Tenant,
  specs: string[],
  orderIds: readonly number[],
): Promise<GlassRemnantRow[]> {
  if (specs.length === 0) return [];
  const ids = intArray(orderIds.length > 0 ? [...orderIds] : [0]);
  return db
    .select()
    .from(glassRemnants)
    .where(
      and(
        eq(glassRemnants.companyId, tenant.companyId),
        inArray(glassRemnants.spec, specs),
        or(
          and(
            eq(glassRemnants.status, "available"),
            sql`not coalesce(${glassRemnants.keptFor} && ${ids}, false)`,
          ),
          and(
            eq(glassRemnants.status, "consumed"),
            sql`coalesce(${glassRemnants.consumedFor} && ${ids}, false)`,
          ),
        ),
      ),
    )
    .orderBy(asc(glassRemnants.id));
}

class RemnantTaken extends Error {}
class PlanInUse extends Error {}

/**
 * In one transaction: the orders locked, an earlier glass plan of any of them replaced (the
 * remnants it cut from available again, those it kept deleted; "in use" when one it kept has been
 * cut since), then `book` packs from the remnants now offered; the remnants it cuts from are marked
 * consumed (each must still be available: "taken") and those it keeps stored.
 */
export async function confirmGlassRemnants<P>(
  db: Db,
  tenant: Tenant,
  orderIds: number[],
  specs: string[],
  now: Date,
  book: (stock: GlassRemnantRow[]) => Promise<{ plan: P; consumed: number[]; kept: KeptGlassRemnant[] }>,
): Promise<{ plan: P; consumed: number; kept: KeptGlassRemnant[] } | "taken" | "in use"> {
  const mine = eq(glassRemnants.companyId, tenant.companyId);
  const ids = intArray(orderIds);
  return db
    .transaction(async (tx) => {
      await lockOrders(tx, orderIds);
      const kept = await tx
        .select()
        .from(glassRemnants)
        // one written off stays as the record of the loss: neither replaced nor in the way
        .where(and(mine, sql`${glassRemnants.keptFor} && ${ids}`, ne(glassRemnants.status, "scrapped")));
      if (kept.some((k) => k.status !== "available")) throw new PlanInUse();
      await tx
        .update(glassRemnants)
        .set({
          status: "available",
          consumedAt: null,
          consumedFor: null,
          version: nextVersion(glassRemnants),
        })
        .where(and(mine, eq(glassRemnants.status, "consumed"), sql`${glassRemnants.consumedFor} && ${ids}`));
      if (kept.length > 0)
        await tx.delete(glassRemnants).where(
          and(
            mine,
            inArray(
              glassRemnants.id,
              kept.map((k) => k.id),
            ),
          ),
        );
      const stock = await offeredRemnants(tx, tenant, specs, orderIds);
      const done = await book(stock);
      for (const id of done.consumed) {
        const row = await tx
          .update(glassRemnants)
          .set({
            status: "consumed",
            consumedAt: now,
            consumedFor: orderIds,
            version: nextVersion(glassRemnants),
          })
          .where(and(mine, eq(glassRemnants.id, id), eq(glassRemnants.status, "available")))
          .returning({ id: glassRemnants.id });
        if (row.length !== 1) throw new RemnantTaken();
      }
      if (done.kept.length > 0)
        await tx
          .insert(glassRemnants)
          .values(
            done.kept.map((k) => ({ ...k, companyId: tenant.companyId, keptFor: orderIds, createdAt: now })),
          );
      return { plan: done.plan, consumed: done.consumed.length, kept: done.kept };
    })
    .catch((e: unknown) => {
      if (e instanceof RemnantTaken) return "taken" as const;
      if (e instanceof PlanInUse) return "in use" as const;
      throw e;
    });
}
