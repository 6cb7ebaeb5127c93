// Quick mode, BENCH_QUICK=1 (`npm run bench:quick` runs every bench so, and the test command runs
// that): few iterations on small data, so a bench that no longer runs against today's code fails
// CI in seconds. Its figures are printed but mean little; no target is asserted in either mode.
export const QUICK = process.env.BENCH_QUICK === "1";

/** `full` normally, `quick` in quick mode: a data size, a duration or a number of iterations. */
export function scaled(full: number, quick: number): number {
  return QUICK ? quick : full;
}
