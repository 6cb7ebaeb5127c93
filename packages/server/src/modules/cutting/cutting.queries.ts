import { optimizationCharge } from "@fenestra/core/cutting/index";
import { and, asc, eq, gte, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { accountBalances, confirmedCuts, optimizationUsage, surplus } from "../../db/schema/index.ts";
import type { Tenant } from "../../tenancy/tenant.ts";

export type SurplusRow = typeof surplus.$inferSelect;

/** Available offcuts of these profile codes (all codes when `codes` is empty). */
export async function availableSurplus(db: Db, tenant: Tenant, codes: string[]): Promise<SurplusRow[]> {
  const where = [eq(surplus.companyId, tenant.companyId), eq(surplus.status, "available")];
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
 * In one transaction: mark the used offcuts consumed (each must still be available) and
 * store the kept ones. Throws (and writes nothing) when an offcut was taken meanwhile.
 */
export async function confirmOffcuts(
  db: Db,
  tenant: Tenant,
  consumedIds: number[],
  kept: KeptOffcut[],
  extra: {
    position: string;
    sourceOrders: string;
    now: Date;
    cuts: { orderIds: number[]; bars: ConfirmedCut[] };
  },
): Promise<{ consumed: number; kept: number; backToStock: number } | null> {
  return db
    .transaction(async (tx) => {
      for (const id of consumedIds) {
        const done = await tx
          .update(surplus)
          .set({ status: "consumed", consumedAt: extra.now })
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
            position: extra.position,
            sourceOrders: extra.sourceOrders,
            createdAt: extra.now,
          })),
        );
      // A plan confirmed again for any of these orders replaces the earlier one for picking.
      const { orderIds, bars } = extra.cuts;
      await tx
        .delete(confirmedCuts)
        .where(
          and(
            eq(confirmedCuts.companyId, tenant.companyId),
            sql`${confirmedCuts.orderIds} && ${sql.raw(`ARRAY[${orderIds.map(Number).join(",")}]::int[]`)}`,
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
      if (e instanceof OffcutTaken) return null;
      throw e;
    });
}

class OffcutTaken extends Error {}

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
