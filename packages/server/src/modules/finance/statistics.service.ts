// Finance statistics per day / month / year and per salesperson, receivable ageing. Ledger
// figures come from the day totals, contract figures from the contracts with their received
// totals (docs/finance.md): a year reads a few thousand rows however many entries there are.
import {
  ageReceivables,
  daysBetween,
  emptyFigures,
  type Instalment,
  type PeriodFigures,
  periodKeys,
  type RepaymentStage,
  type StatPeriod,
  scheduleState,
} from "@fenestra/core/finance/index";
import { and, eq, gt, gte, inArray, lt, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  contracts,
  financeContractTotals,
  financeDayTotals,
  repaymentPlans,
  users,
} from "../../db/schema/index.ts";
import { whenAny } from "../../db/when-any.ts";
import { FieldError } from "../../plugins/errors.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { dayOf } from "./ledger.queries.ts";

export type StatisticsQuery = { period: StatPeriod; from: string; to: string };

/** The longest range of each period a request may ask for, in days. */
const MAX_SPAN_DAYS: Record<StatPeriod, number> = { day: 366, month: 3660, year: 36600 };

/**
 * Rows are grouped by the period's date_trunc (cheaper per row than cutting each date's text)
 * and only the groups are written as keys: "YYYY-MM-DD", "YYYY-MM", "YYYY".
 */
const KEY_FORMAT: Record<StatPeriod, string> = { day: "YYYY-MM-DD", month: "YYYY-MM", year: "YYYY" };

export async function statistics(db: Db, tenant: Tenant, query: StatisticsQuery) {
  const span = daysBetween(query.from, query.to);
  if (span < 0) throw new FieldError("to", "finance.range_invalid");
  if (span >= MAX_SPAN_DAYS[query.period]) throw new FieldError("from", "finance.range_too_long");
  const unit = sql.raw(`'${query.period}'`);
  const format = sql.raw(`'${KEY_FORMAT[query.period]}'`);
  const ledgerPeriod = sql`date_trunc(${unit}, ${financeDayTotals.day}::timestamp)`;

  const ledger = await db
    .select({
      key: sql<string>`to_char(${ledgerPeriod}, ${format})`,
      personId: financeDayTotals.personId,
      received: sql<string>`sum(${financeDayTotals.received})`,
      spent: sql<string>`sum(${financeDayTotals.spent})`,
    })
    .from(financeDayTotals)
    .where(
      and(
        eq(financeDayTotals.companyId, tenant.companyId),
        gte(financeDayTotals.day, query.from),
        lte(financeDayTotals.day, query.to),
      ),
    )
    .groupBy(ledgerPeriod, financeDayTotals.personId);

  const fromAt = new Date(`${query.from}T00:00:00Z`);
  const toAt = new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000);
  // The UTC calendar period a contract was made in (as /home counts them).
  const madePeriod = sql`date_trunc(${unit}, ${contracts.createdAt} at time zone 'utc')`;
  const signed = await db
    .select({
      key: sql<string>`to_char(${madePeriod}, ${format})`,
      personId: sql<number>`coalesce(${contracts.salespersonId}, 0)`,
      contracts: sql<string>`count(*)`,
      amount: sql<string>`sum(${contracts.amount})`,
      area: sql<string>`sum(case when ${contracts.area} < 'Infinity'::float8 then ${contracts.area} else 0 end)`,
      receivable: sql<string>`sum(greatest(0, ${contracts.amount} - coalesce(${financeContractTotals.received}, 0)))`,
    })
    .from(contracts)
    .leftJoin(financeContractTotals, eq(financeContractTotals.contractId, contracts.id))
    .where(
      and(
        eq(contracts.companyId, tenant.companyId),
        gte(contracts.createdAt, fromAt),
        lt(contracts.createdAt, toAt),
      ),
    )
    .groupBy(madePeriod, sql`2`);

  const byKey = new Map<string, PeriodFigures>(
    periodKeys(query.from, query.to, query.period).map((k) => [k, emptyFigures()]),
  );
  const byPerson = new Map<number, PeriodFigures>();
  const total = emptyFigures();
  const slot = <K>(map: Map<K, PeriodFigures>, k: K) => {
    let f = map.get(k);
    if (!f) {
      f = emptyFigures();
      map.set(k, f);
    }
    return f;
  };
  for (const r of ledger) {
    for (const f of [slot(byKey, r.key), slot(byPerson, r.personId), total]) {
      f.collected += Number(r.received);
      f.expenditure += Number(r.spent);
    }
  }
  for (const r of signed) {
    for (const f of [slot(byKey, r.key), slot(byPerson, Number(r.personId)), total]) {
      f.contracts += Number(r.contracts);
      f.amount += Number(r.amount);
      f.area += Number(r.area);
      f.receivable += Number(r.receivable);
    }
  }
  const ids = [...byPerson.keys()].filter((id) => id !== 0);
  const names = new Map(
    (
      await whenAny(ids, () =>
        db
          .select({ id: users.id, name: users.nickname })
          .from(users)
          .where(and(inArray(users.id, ids), eq(users.companyId, tenant.companyId))),
      )
    ).map((u) => [u.id, u.name]),
  );
  return {
    period: query.period,
    from: query.from,
    to: query.to,
    periods: [...byKey.entries()]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([key, f]) => ({ key, ...f, area: round2(f.area) })),
    people: [...byPerson.entries()]
      .sort(([, a], [, b]) => b.amount - a.amount || b.collected - a.collected)
      .map(([personId, f]) => ({ personId, name: names.get(personId) ?? "", ...f, area: round2(f.area) })),
    total: { ...total, area: round2(total.area) },
  };
}

/** Areas are summed in m² to 2 decimals for display; money stays whole fen. */
const round2 = (x: number) => Math.round(x * 100) / 100;

/**
 * What customers owe, by days past due. A contract's instalments are due on their dates; what
 * its schedule does not cover is due on its order date (or the day it was made).
 */
export async function ageing(db: Db, tenant: Tenant, now: Date) {
  const today = dayOf(now);
  const owing = await db
    .select({
      id: contracts.id,
      amount: contracts.amount,
      orderDate: contracts.orderDate,
      createdAt: contracts.createdAt,
      received: sql<string>`coalesce(${financeContractTotals.received}, 0)`,
    })
    .from(contracts)
    .leftJoin(financeContractTotals, eq(financeContractTotals.contractId, contracts.id))
    .where(
      and(
        eq(contracts.companyId, tenant.companyId),
        gt(contracts.amount, sql`coalesce(${financeContractTotals.received}, 0)`),
      ),
    );
  const plans = await whenAny(owing, () =>
    db
      .select()
      .from(repaymentPlans)
      .where(
        and(
          eq(repaymentPlans.companyId, tenant.companyId),
          inArray(
            repaymentPlans.contractId,
            owing.map((o) => o.id),
          ),
        ),
      ),
  );
  const receivables = owing.flatMap((c) => {
    const own: Instalment[] = plans
      .filter((p) => p.contractId === c.id)
      .map((p) => ({ id: p.id, stage: p.stage as RepaymentStage, amount: p.amount, dueOn: p.dueOn }));
    const scheduled = own.reduce((s, i) => s + i.amount, 0);
    if (c.amount > scheduled)
      own.push({
        id: 0,
        stage: "balance",
        amount: c.amount - scheduled,
        dueOn: c.orderDate ?? dayOf(c.createdAt),
      });
    return scheduleState(own, Number(c.received), today).map((s) => ({ owed: s.owed, dueOn: s.dueOn }));
  });
  return { today, ...ageReceivables(receivables, today) };
}
