import { optimizationCharge } from "@fenestra/core/cutting/index";
import { and, asc, eq, gte, inArray, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { intArray } from "../../db/int-array.ts";
import {
  accountBalances,
  confirmedCuts,
  optimizationUsage,
  orders,
  stockLines,
  surplus,
} from "../../db/schema/index.ts";
import { nextVersion } from "../../db/versioned-update.ts";
import { whenAny } from "../../db/when-any.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { lockOrders } from "../orders/lock-orders.ts";

export type SurplusRow = typeof surplus.$inferSelect;

/**
 * The offcuts a plan of these orders may cut from, of these profile codes (all when `codes` is
 * empty): the available ones, as a confirmed plan of the orders would leave them if it were
 * replaced (replaceEarlierPlan): with the leftovers it cuts from that are still on the rack, without
 * the offcuts it keeps.
 */
export async function availableSurplus(
  db: Db,
  tenant: Tenant,
  codes: string[],
  orderIds: readonly number[],
): Promise<SurplusRow[]> {
  const ids = intArray(orderIds.length > 0 ? orderIds : [0]);
  const usedByEarlier = sql`${surplus.id} in (select ${confirmedCuts.surplusId} from ${confirmedCuts}
    where ${confirmedCuts.companyId} = ${tenant.companyId} and ${confirmedCuts.orderIds} && ${ids})`;
  const where = [
    eq(surplus.companyId, tenant.companyId),
    or(
      and(eq(surplus.status, "available"), sql`not coalesce(${surplus.keptFor} && ${ids}, false)`),
      and(eq(surplus.status, "consumed"), isNull(surplus.pickedAt), usedByEarlier),
    ),
  ];
  if (codes.length > 0) where.push(inArray(surplus.code, codes));
  return db
    .select()
    .from(surplus)
    .where(and(...where))
    .orderBy(asc(surplus.id));
}

/** A bar a confirmed plan cuts from: a stock bar (repeated `count` times) or a leftover. */
export interface ConfirmedCut {
  code: string;
  color: string;
  length: number;
  count: number;
  surplusId: number | null;
  /** Each bar's offcut going back to the stock as a bar of this length, mm; 0 when none does. */
  backToStock: number;
}

export interface KeptOffcut {
  code: string;
  color: string;
  length: number;
}

/**
 * A plan confirmed again for any of these orders replaces the earlier one, as long as nothing of it
 * has left the rack or the stock: the leftovers it was to cut from are available again and the
 * offcuts it was to keep are withdrawn (nothing was cut). Once a bar of its orders' contracts is
 * picked, a leftover of it taken or an offcut of it used elsewhere, it stands (PlanInUse). Runs in
 * the confirming transaction after the orders are locked.
 */
async function replaceEarlierPlan(tx: Db, tenant: Tenant, orderIds: number[]) {
  const mine = eq(surplus.companyId, tenant.companyId);
  const ids = intArray(orderIds);
  const earlier = await tx
    .select({ surplusId: confirmedCuts.surplusId })
    .from(confirmedCuts)
    .where(and(eq(confirmedCuts.companyId, tenant.companyId), sql`${confirmedCuts.orderIds} && ${ids}`));
  if (earlier.length === 0) return;
  const usedIds = earlier.flatMap((c) => (c.surplusId === null ? [] : [c.surplusId]));
  const used = await whenAny(usedIds, () =>
    tx
      .select()
      .from(surplus)
      .where(and(mine, inArray(surplus.id, usedIds))),
  );
  const kept = await tx
    .select()
    .from(surplus)
    .where(and(mine, sql`${surplus.keptFor} && ${ids}`));
  const [picked] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(stockLines)
    .innerJoin(orders, eq(orders.contractId, stockLines.contractId))
    .where(
      and(
        eq(stockLines.companyId, tenant.companyId),
        inArray(orders.id, orderIds),
        eq(stockLines.type, 4),
        sql`${stockLines.length} > 0`,
      ),
    );
  if (
    (picked?.n ?? 0) > 0 ||
    used.some((u) => u.pickedAt !== null) ||
    kept.some((k) => k.status !== "available" || k.pickedAt !== null)
  )
    throw new PlanInUse();
  if (usedIds.length > 0)
    await tx
      .update(surplus)
      .set({ status: "available", consumedAt: null, version: nextVersion(surplus) })
      .where(and(mine, inArray(surplus.id, usedIds), eq(surplus.status, "consumed")));
  if (kept.length > 0)
    await tx.delete(surplus).where(
      and(
        mine,
        inArray(
          surplus.id,
          kept.map((k) => k.id),
        ),
      ),
    );
}

/**
 * In one transaction: replace an earlier plan of these orders (replaceEarlierPlan), mark the used
 * offcuts consumed (each must still be available) and store the kept ones. Answers "taken" (and
 * writes nothing) when an offcut was taken meanwhile, "in use" when the earlier plan stands.
 */
export async function confirmOffcuts(
  db: Db,
  tenant: Tenant,
  consumedIds: number[],
  kept: KeptOffcut[],
  extra: {
    /** The company's position the kept offcuts go to (null: none). */
    positionId: number | null;
    now: Date;
    cuts: { orderIds: number[]; bars: ConfirmedCut[] };
  },
): Promise<{ consumed: number; kept: number; backToStock: number } | "taken" | "in use"> {
  const { orderIds, bars } = extra.cuts;
  return db
    .transaction(async (tx) => {
      await lockOrders(tx, orderIds);
      await replaceEarlierPlan(tx, tenant, orderIds);
      for (const id of consumedIds) {
        const done = await tx
          .update(surplus)
          .set({ status: "consumed", consumedAt: extra.now, version: nextVersion(surplus) })
          .where(
            and(eq(surplus.companyId, tenant.companyId), eq(surplus.id, id), eq(surplus.status, "available")),
          )
          .returning({ id: surplus.id });
        if (done.length !== 1) throw new OffcutTaken();
      }
      if (kept.length > 0)
        await tx.insert(surplus).values(
          kept.map((k) => ({
            companyId: tenant.companyId,
            code: k.code,
            color: k.color,
            length: k.length,
            positionId: extra.positionId,
            keptFor: orderIds,
            createdAt: extra.now,
          })),
        );
      // A plan confirmed again for any of these orders replaces the earlier one for picking.
      await tx
        .delete(confirmedCuts)
        .where(
          and(
            eq(confirmedCuts.companyId, tenant.companyId),
            sql`${confirmedCuts.orderIds} && ${intArray(orderIds)}`,
          ),
        );
      if (bars.length > 0)
        await tx
          .insert(confirmedCuts)
          .values(bars.map((b) => ({ ...b, companyId: tenant.companyId, orderIds, confirmedAt: extra.now })));
      const backToStock = bars.reduce((n, b) => n + (b.backToStock > 0 ? b.count : 0), 0);
      return { consumed: consumedIds.length, kept: kept.length, backToStock };
    })
    .catch((e: unknown) => {
      if (e instanceof OffcutTaken) return "taken" as const;
      if (e instanceof PlanInUse) return "in use" as const;
      throw e;
    });
}

class OffcutTaken extends Error {}
class PlanInUse extends Error {}

/** This month's optimizations per profile code, and the account balance (fen). */
export async function usageOf(
  db: Db,
  tenant: Tenant,
  month: string,
): Promise<{ used: Map<string, number>; balanceFen: number }> {
  const rows = await db
    .select({ code: optimizationUsage.code, count: optimizationUsage.count })
    .from(optimizationUsage)
    .where(and(eq(optimizationUsage.companyId, tenant.companyId), eq(optimizationUsage.month, month)));
  const [balance] = await db
    .select({ fen: accountBalances.balanceFen })
    .from(accountBalances)
    .where(eq(accountBalances.companyId, tenant.companyId));
  return { used: new Map(rows.map((r) => [r.code, r.count])), balanceFen: balance?.fen ?? 0 };
}

/** What one optimization of these profile codes costs now (fen), free ones first. */
export function chargeOf(used: Map<string, number>, codes: string[]): number {
  return codes.reduce((sum, code) => sum + optimizationCharge(used.get(code) ?? 0), 0);
}

/**
 * Count one optimization of each profile code this month and take what it costs from the
 * balance, in one transaction. False (and nothing written) when the balance is short.
 */
export async function meterOptimization(
  db: Db,
  tenant: Tenant,
  month: string,
  codes: string[],
): Promise<boolean> {
  return db
    .transaction(async (tx) => {
      let charge = 0;
      for (const code of codes) {
        const [row] = await tx
          .insert(optimizationUsage)
          .values({ companyId: tenant.companyId, month, code, count: 1 })
          .onConflictDoUpdate({
            target: [optimizationUsage.companyId, optimizationUsage.month, optimizationUsage.code],
            set: { count: sql`${optimizationUsage.count} + 1` },
          })
          .returning({ count: optimizationUsage.count });
        charge += optimizationCharge((row?.count ?? 1) - 1);
      }
      if (charge > 0) {
        const paid = await tx
          .update(accountBalances)
          .set({ balanceFen: sql`${accountBalances.balanceFen} - ${charge}` })
          .where(
            and(eq(accountBalances.companyId, tenant.companyId), gte(accountBalances.balanceFen, charge)),
          )
          .returning({ fen: accountBalances.balanceFen });
        if (paid.length !== 1) throw new BalanceShort();
      }
      return true;
    })
    .catch((e: unknown) => {
      if (e instanceof BalanceShort) return false;
      throw e;
    });
}

class BalanceShort extends Error {}
