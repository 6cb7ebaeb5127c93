// The searches' hot loops look at the clock every few dozen nodes. Where the clock is dear (the
// bench's CPU clock is a system call: a tenth of the cover search's time at load 18), a sparse
// clock reads the real one only at every `every`-th look and answers its last reading between
// them: the search is the same, it only notices its deadline up to `every` looks later.
import type { SearchLimits } from "./model.ts";

/** `limits` with a clock read for real on the first look and then on every `every`-th. */
export function sparseClock(limits: SearchLimits, every: number): SearchLimits {
  let looks = 0;
  let last = 0;
  return {
    deadline: limits.deadline,
    now: () => {
      if (looks++ % every === 0) last = limits.now();
      return last;
    },
  };
}
