// Receivable ageing: what customers owe, grouped by how long it has been due. Amounts in fen.
import { daysBetween } from "./dates.ts";

/** Buckets by days past due: not yet due, 1–30, 31–60, 61–90, more than 90. */
export const AGEING_BUCKETS = ["current", "days_1_30", "days_31_60", "days_61_90", "days_over_90"] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

/** The bucket of an amount due on `dueOn`, seen on `today` (both "YYYY-MM-DD"). */
export function ageingBucket(dueOn: string, today: string): AgeingBucket {
  const late = daysBetween(dueOn, today);
  if (late <= 0) return "current";
  if (late <= 30) return "days_1_30";
  if (late <= 60) return "days_31_60";
  if (late <= 90) return "days_61_90";
  return "days_over_90";
}

export type Receivable = { readonly owed: number; readonly dueOn: string };

/** The owed amounts summed per bucket (every bucket present, 0 when empty) and their total. */
export function ageReceivables(
  receivables: readonly Receivable[],
  today: string,
): { buckets: Record<AgeingBucket, number>; total: number } {
  const buckets = Object.fromEntries(AGEING_BUCKETS.map((b) => [b, 0])) as Record<AgeingBucket, number>;
  let total = 0;
  for (const r of receivables) {
    if (r.owed <= 0) continue;
    buckets[ageingBucket(r.dueOn, today)] += r.owed;
    total += r.owed;
  }
  return { buckets, total };
}
