// How this month compares with last month, for one figure. Pure, so the arrows are tested.

export type MonthChange =
  | { kind: "same" }
  /** Last month was 0: any amount now is new, no percentage can say how much. */
  | { kind: "new" }
  | { kind: "up" | "down"; percent: number };

/** Whole percent of the change from `previous` to `current` (both ≥ 0), rounded half away from 0. */
export function monthChange(current: number, previous: number): MonthChange {
  if (current === previous) return { kind: "same" };
  if (previous === 0) return { kind: "new" };
  const percent = Math.round((Math.abs(current - previous) / previous) * 100);
  return { kind: current > previous ? "up" : "down", percent };
}
