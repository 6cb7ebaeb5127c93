import { and, count, eq, gte, lt, sql, sum } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { collections, contracts, orders } from "../../db/schema/index.ts";
import type { TenantContext } from "../../plugins/context.ts";

export type MonthRange = { from: Date; to: Date };

/** Contracts signed, their amount (fen), order count and area (m²), money collected (fen). */
export async function monthTotals(db: Db, ctx: TenantContext, range: MonthRange) {
  const inMonth = <T extends typeof contracts | typeof orders | typeof collections>(t: T) =>
    and(eq(t.companyId, ctx.companyId), gte(t.createdAt, range.from), lt(t.createdAt, range.to));
  const [c] = await db
    .select({ contracts: count(), amount: sum(contracts.amount) })
    .from(contracts)
    .where(inMonth(contracts));
  const [o] = await db
    .select({
      orders: count(),
      // Only finite areas count: one bad row (stored before the bounds) must not spoil the sum.
      area: sql<string>`sum(${orders.area}) filter (where ${orders.area} < 'Infinity'::float8 and ${orders.area} > '-Infinity'::float8)`,
    })
    .from(orders)
    .where(inMonth(orders));
  const [k] = await db
    .select({ collected: sum(collections.amount) })
    .from(collections)
    .where(inMonth(collections));
  return {
    contracts: Number(c?.contracts ?? 0),
    amount: Number(c?.amount ?? 0),
    orders: Number(o?.orders ?? 0),
    area: Number(o?.area ?? 0),
    collected: Number(k?.collected ?? 0),
  };
}
