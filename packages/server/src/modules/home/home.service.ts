import type { Db } from "../../db/client.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { type MonthTotals, twoMonthTotals } from "./home.queries.ts";

/** The calendar month (UTC) containing `now`, as [from, to) and "YYYY-MM"; `offset` moves by months. */
export function monthOf(now: Date, offset = 0) {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset + 1, 1));
  return { from, to, label: from.toISOString().slice(0, 7) };
}

const rounded = (totals: MonthTotals): MonthTotals => ({
  ...totals,
  area: Math.round(totals.area * 1000) / 1000,
});

/** Workbench totals of this month beside last month's, for the caller's company. */
export async function homeStats(db: Db, tenant: Tenant, now: Date) {
  const current = monthOf(now);
  const previous = monthOf(now, -1);
  const totals = await twoMonthTotals(db, tenant, previous, current);
  return {
    month: current.label,
    previousMonth: previous.label,
    current: rounded(totals.current),
    previous: rounded(totals.previous),
  };
}
