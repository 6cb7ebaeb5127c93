import type { Db } from "../../db/client.ts";
import type { TenantContext } from "../../plugins/context.ts";
import { monthTotals } from "./home.queries.ts";

/** The calendar month (UTC) containing `now`, as [from, to) and "YYYY-MM". */
export function monthOf(now: Date) {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { from, to, label: from.toISOString().slice(0, 7) };
}

/** Workbench totals of the current month for the caller's company. */
export async function homeStats(db: Db, ctx: TenantContext, now: Date) {
  const month = monthOf(now);
  const totals = await monthTotals(db, ctx, month);
  return { month: month.label, ...totals, area: Math.round(totals.area * 1000) / 1000 };
}
