import { and, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { collections, contracts, orders } from "../../db/schema/index.ts";
import type { Tenant } from "../../tenancy/tenant.ts";

export type MonthRange = { from: Date; to: Date };

/** Contracts signed, their amount (fen), order count and area (m²), money collected (fen). */
export type MonthTotals = {
  contracts: number;
  amount: number;
  orders: number;
  area: number;
  collected: number;
};

type Dated = typeof contracts | typeof orders | typeof collections;

/**
 * The totals of two adjacent months, [previous.from, current.from) and [current.from,
 * current.to): one pass per table over the company's (company_id, created_at) index, each
 * aggregate split by month with FILTER.
 */
export async function twoMonthTotals(
  db: Db,
  tenant: Tenant,
  previous: MonthRange,
  current: MonthRange,
): Promise<{ previous: MonthTotals; current: MonthTotals }> {
  const span = (t: Dated) =>
    and(eq(t.companyId, tenant.companyId), gte(t.createdAt, previous.from), lt(t.createdAt, current.to));
  const boundary = current.from.toISOString();
  const isNow = (t: Dated): SQL => sql`${t.createdAt} >= ${boundary}::timestamptz`;
  const count = (t: Dated, now: boolean) =>
    sql<string>`count(*) filter (where ${now ? isNow(t) : sql`not ${isNow(t)}`})`;
  const total = (t: Dated, column: SQL, now: boolean, also?: SQL) => {
    const month = now ? isNow(t) : sql`not ${isNow(t)}`;
    return sql<string | null>`sum(${column}) filter (where ${also ? sql`${month} and ${also}` : month})`;
  };
  // Only finite areas count: one bad row (stored before the bounds) must not spoil the sum.
  const finiteArea = sql`${orders.area} < 'Infinity'::float8 and ${orders.area} > '-Infinity'::float8`;

  const contractsIn = (now: boolean) => ({
    count: count(contracts, now),
    amount: total(contracts, sql`${contracts.amount}`, now),
  });
  const [c] = await db
    .select({ now: contractsIn(true), before: contractsIn(false) })
    .from(contracts)
    .where(span(contracts));
  const ordersIn = (now: boolean) => ({
    count: count(orders, now),
    area: total(orders, sql`${orders.area}`, now, finiteArea),
  });
  const [o] = await db
    .select({ now: ordersIn(true), before: ordersIn(false) })
    .from(orders)
    .where(span(orders));
  const [k] = await db
    .select({
      now: total(collections, sql`${collections.amount}`, true),
      before: total(collections, sql`${collections.amount}`, false),
    })
    .from(collections)
    // Money in: receipts and their reversals, not the ledger's expenditures.
    .where(and(span(collections), eq(collections.kind, "receipt")));
  const month = (at: "now" | "before"): MonthTotals => ({
    contracts: Number(c?.[at]?.count ?? 0),
    amount: Number(c?.[at]?.amount ?? 0),
    orders: Number(o?.[at]?.count ?? 0),
    area: Number(o?.[at]?.area ?? 0),
    collected: Number(k?.[at] ?? 0),
  });
  return { current: month("now"), previous: month("before") };
}
