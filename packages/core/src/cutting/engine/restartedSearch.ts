// The consistent neighbourhood search in short runs with fresh seeds. On Hard28 a run
// either reaches ⌈LP⌉ early or stalls for good (one 5 s run did no better than one of
// 1.5 s), and which runs succeed depends on the seed: 150 ms runs (with the LP given 40 %
// instead of 25 % of the time) took the pipeline from 10 to 14–15 of the 28 at 1.5 s.
import { type CnsOptions, consistentNeighbourhoodSearch } from "./consistentNeighbourhood.ts";
import type { Instance, Packing, SearchLimits } from "./model.ts";

/**
 * Runs of `sliceMs` (in the clock's units), each from `start` with seed `options.seed + run`,
 * until one reaches `options.target` or the time is up; the fewest-bar packing found, or
 * null when no run got below `start`.
 */
export function restartedSearch(
  inst: Instance,
  start: Packing,
  limits: SearchLimits,
  options: CnsOptions,
  sliceMs: number,
): Packing | null {
  let best: Packing | null = null;
  for (let run = 0; limits.now() < limits.deadline; run++) {
    const slice = { now: limits.now, deadline: Math.min(limits.deadline, limits.now() + sliceMs) };
    const p = consistentNeighbourhoodSearch(inst, start, slice, { ...options, seed: options.seed + run });
    if (p && (!best || p.length < best.length)) best = p;
    if (best && best.length <= options.target) break;
    // A run that gave up before its time (the search does not apply) will not do better next time.
    if (!p && limits.now() < slice.deadline) break;
  }
  return best;
}
