// What a plan's offcuts become once it is confirmed, as the result page shows it before: per
// length, how many go to the leftover rack and how many back to the stock (core offcut-destination).
import type { PlanBar } from "@fenestra/core/cutting/index";
import { type OffcutRule, offcutDestination } from "@fenestra/core/warehouse/index";

export interface OffcutCount {
  length: number;
  count: number;
}

export function offcutsOf(
  bars: readonly PlanBar[],
  rule: OffcutRule,
): { leftover: OffcutCount[]; stock: OffcutCount[] } {
  const counts = { leftover: new Map<number, number>(), stock: new Map<number, number>() };
  for (const bar of bars) {
    if (bar.remainderKind !== "leftover") continue;
    const d = offcutDestination(bar.remainder, rule);
    if (d.to === "waste") continue;
    counts[d.to].set(d.length, (counts[d.to].get(d.length) ?? 0) + bar.repeat);
  }
  const list = (m: Map<number, number>) =>
    [...m].map(([length, count]) => ({ length, count })).sort((a, b) => b.length - a.length);
  return { leftover: list(counts.leftover), stock: list(counts.stock) };
}

/** How many offcuts of all the plan's groups go to the leftover rack and how many back to the stock. */
export function offcutTotals(
  groups: readonly { plan: { bars: readonly PlanBar[] } }[],
  rule: OffcutRule,
): { kept: number; back: number } {
  const sum = (list: OffcutCount[]) => list.reduce((n, o) => n + o.count, 0);
  return groups.reduce(
    (total, g) => {
      const { leftover, stock } = offcutsOf(g.plan.bars, rule);
      return { kept: total.kept + sum(leftover), back: total.back + sum(stock) };
    },
    { kept: 0, back: 0 },
  );
}
