// The invitation reward programme (SPEC §1, §5, §9): 15 % of an invitee's first paid purchase,
// pending until the purchase can no longer be refunded, withdrawn in multiples of 100 yuan once
// 300 have been earned. A ledger as rows + pure balances; money in integer fen.

/** SPEC §9: 15 % of the invitee's first purchase. */
export const REWARD_PERCENT = 15;
/** Days a paid purchase can still be refunded; its reward is pending until they pass. */
export const REFUND_DAYS = 7;
/** SPEC §9: the cumulative reward must reach 300 yuan before any withdrawal. */
export const WITHDRAW_THRESHOLD_FEN = 30_000;
/** SPEC §9: withdrawals in multiples of 100 yuan. */
export const WITHDRAW_UNIT_FEN = 10_000;

export const WITHDRAW_METHODS = ["alipay", "bank"] as const;
export type WithdrawMethod = (typeof WITHDRAW_METHODS)[number];

export const WITHDRAW_STATUSES = ["in_process", "transferred", "refused"] as const;
export type WithdrawStatus = (typeof WITHDRAW_STATUSES)[number];

/** The reward for a first purchase of `amountFen`: 15 %, rounded down to the fen. */
export function rewardFor(amountFen: number): number {
  return Math.floor((amountFen * REWARD_PERCENT) / 100);
}

export type RewardRow = {
  amountFen: number;
  /** "YYYY-MM-DD" from which it counts: the purchase can no longer be refunded. */
  availableOn: string;
  /** "YYYY-MM-DD" the daily reward job recorded it as earned (null until then). */
  settledOn?: string | null;
};

/**
 * Whether a reward counts as earned on `today`: its refund period is over, or the daily job
 * already recorded it as earned (the job runs as on a day; a recorded reward stays earned).
 */
export function isEarned(reward: RewardRow, today: string): boolean {
  return reward.settledOn != null || reward.availableOn <= today;
}
export type WithdrawalRow = { amountFen: number; status: WithdrawStatus };

export type RewardBalance = {
  /** Rewards whose refund period has passed. */
  earnedFen: number;
  /** Rewards still inside their refund period. */
  pendingFen: number;
  /** Withdrawals in process or transferred. */
  withdrawnFen: number;
  /** What may be withdrawn now: earned minus withdrawn. */
  availableFen: number;
};

export function rewardBalance(
  rewards: RewardRow[],
  withdrawals: WithdrawalRow[],
  today: string,
): RewardBalance {
  let earnedFen = 0;
  let pendingFen = 0;
  for (const r of rewards) {
    if (isEarned(r, today)) earnedFen += r.amountFen;
    else pendingFen += r.amountFen;
  }
  const withdrawnFen = withdrawals.filter((w) => w.status !== "refused").reduce((s, w) => s + w.amountFen, 0);
  return { earnedFen, pendingFen, withdrawnFen, availableFen: earnedFen - withdrawnFen };
}

export type WithdrawRefusal =
  | "withdraw.below_threshold"
  | "withdraw.not_multiple"
  | "withdraw.exceeds_balance"
  | "withdraw.amount_positive";

/** Why `amountFen` cannot be withdrawn from `balance`, or null when it can. */
export function withdrawalRefusal(balance: RewardBalance, amountFen: number): WithdrawRefusal | null {
  if (!Number.isInteger(amountFen) || amountFen <= 0) return "withdraw.amount_positive";
  if (amountFen % WITHDRAW_UNIT_FEN !== 0) return "withdraw.not_multiple";
  if (balance.earnedFen < WITHDRAW_THRESHOLD_FEN) return "withdraw.below_threshold";
  if (amountFen > balance.availableFen) return "withdraw.exceeds_balance";
  return null;
}

/** Withdrawal state machine: in process → transferred or refused; nothing leaves those. */
export const WITHDRAW_TRANSITIONS: Record<WithdrawStatus, readonly WithdrawStatus[]> = {
  in_process: ["transferred", "refused"],
  transferred: [],
  refused: [],
};

export function canMoveWithdrawal(from: WithdrawStatus, to: WithdrawStatus): boolean {
  return WITHDRAW_TRANSITIONS[from].includes(to);
}
