// A contract's repayment schedule (SPEC §4 payment unpaid / paid): what the customer still owes
// as instalments — deposit, progress payment, balance — each with a due date. Money collected on
// the contract pays the instalments in the order they fall due. Amounts are integer fen.
import { daysBetween } from "./dates.ts";

export const REPAYMENT_STAGES = ["deposit", "progress", "balance"] as const;
export type RepaymentStage = (typeof REPAYMENT_STAGES)[number];

export type Instalment = {
  readonly id: number;
  readonly stage: RepaymentStage;
  /** fen, positive */
  readonly amount: number;
  /** "YYYY-MM-DD" */
  readonly dueOn: string;
};

export type InstalmentStatus = "unpaid" | "partial" | "paid";

export type InstalmentState = Instalment & {
  /** fen of this instalment covered by the money collected */
  readonly paid: number;
  /** fen still owed on it */
  readonly owed: number;
  readonly status: InstalmentStatus;
  /** Due before `today` and not fully paid. */
  readonly overdue: boolean;
  /** Days past due (0 when not overdue). */
  readonly daysOverdue: number;
};

const stageRank = (s: RepaymentStage) => REPAYMENT_STAGES.indexOf(s);

/** Instalments in the order money pays them: earliest due first, then deposit before progress before balance. */
export function payingOrder<T extends Instalment>(instalments: readonly T[]): T[] {
  return [...instalments].sort(
    (a, b) =>
      (a.dueOn < b.dueOn ? -1 : a.dueOn > b.dueOn ? 1 : 0) ||
      stageRank(a.stage) - stageRank(b.stage) ||
      a.id - b.id,
  );
}

/**
 * The state of each instalment when `collectedFen` has been received on the contract, as of
 * `today` ("YYYY-MM-DD"): the money fills the instalments in paying order.
 */
export function scheduleState(
  instalments: readonly Instalment[],
  collectedFen: number,
  today: string,
): InstalmentState[] {
  let left = Math.max(0, collectedFen);
  return payingOrder(instalments).map((i) => {
    const paid = Math.min(i.amount, left);
    left -= paid;
    const owed = i.amount - paid;
    const status: InstalmentStatus = owed === 0 ? "paid" : paid > 0 ? "partial" : "unpaid";
    const late = owed > 0 ? daysBetween(i.dueOn, today) : 0;
    return { ...i, paid, owed, status, overdue: late > 0, daysOverdue: Math.max(0, late) };
  });
}

export type ScheduleRefusal = "finance.schedule_exceeds_amount";

/** A schedule may not ask for more than the contract's amount. */
export function checkSchedule(
  instalments: readonly Pick<Instalment, "amount">[],
  contractAmountFen: number,
): ScheduleRefusal | null {
  const total = instalments.reduce((s, i) => s + i.amount, 0);
  return total > contractAmountFen ? "finance.schedule_exceeds_amount" : null;
}
