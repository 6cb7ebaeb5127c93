// Usage metering of the optimizer (SPEC §9): each profile code gets 30 free optimizations a
// month; every further one costs 0.5 yuan from the account balance.

/** Free optimizations per profile code per calendar month. */
export const FREE_OPTIMIZATIONS_PER_MONTH = 30;
/** Price of one optimization beyond the free ones, in fen (0.01 yuan). */
export const OPTIMIZATION_PRICE_FEN = 50;

/** The metering month of a moment: "YYYY-MM" in UTC. */
export function usageMonth(now: Date): string {
  return now.toISOString().slice(0, 7);
}

/**
 * What one more optimization of a profile costs (fen), given how many of that profile were
 * already run this month.
 */
export function optimizationCharge(usedThisMonth: number): number {
  return usedThisMonth >= FREE_OPTIMIZATIONS_PER_MONTH ? OPTIMIZATION_PRICE_FEN : 0;
}
