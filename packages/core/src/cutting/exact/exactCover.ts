// Depth-first exact cover with multiplicities: choose patterns (each any number of times)
// whose counts add up to the demand exactly, spending at most a reduced-cost budget. At each
// node it branches on the item type with the fewest patterns still usable (Knuth's rule for
// Algorithm X), trying them in the caller's order of preference. Complete: when it runs to
// the end without a cover, none exists.
import type { SearchLimits } from "../engine/model.ts";
import { type PricedPattern, RC_TOLERANCE } from "./reducedCostPatterns.ts";

export type CoverResult =
  | { kind: "found"; chosen: number[] }
  | { kind: "none" }
  /** Out of time or nodes before either. */
  | { kind: "stopped" };

/** Nodes between two looks at the clock. */
const CLOCK_EVERY = 1024;

/**
 * A multiset of `patterns` (by index) whose counts equal `demand`, with reduced costs summing
 * to at most `budget` and offcuts to at most `slack`. `preference` ranks patterns (higher first) within each branching;
 * the search stops after `maxNodes` nodes.
 */
export function exactCover(
  demand: Int32Array,
  patterns: PricedPattern[],
  preference: Float64Array,
  budget: number,
  slack: number,
  limits: SearchLimits,
  maxNodes = Number.POSITIVE_INFINITY,
): CoverResult {
  const n = demand.length;
  const rem = Int32Array.from(demand);
  const lists: number[][] = Array.from({ length: n }, () => []);
  patterns.forEach((p, k) => {
    for (const i of p.items) lists[i]!.push(k);
  });
  const byItem = lists.map((l) => Int32Array.from(l.sort((a, b) => preference[b]! - preference[a]!)));
  // An item type with demand above 1 is covered by patterns taken in list order, so the same
  // multiset is not tried in every permutation: from[i] is where its next pattern may start.
  const from = new Int32Array(n);
  const chosen: number[] = [];
  let nodes = 0;
  let stopped = false;

  let slackLeft = slack;
  const usable = (k: number, left: number): boolean => {
    const p = patterns[k]!;
    if (p.reducedCost > left + RC_TOLERANCE || p.slack > slackLeft) return false;
    for (let t = 0; t < p.items.length; t++) if (rem[p.items[t]!]! < p.counts[t]!) return false;
    return true;
  };
  const apply = (k: number, sign: number): void => {
    const p = patterns[k]!;
    slackLeft -= sign * p.slack;
    for (let t = 0; t < p.items.length; t++) rem[p.items[t]!] = rem[p.items[t]!]! - sign * p.counts[t]!;
  };

  const search = (left: number): boolean => {
    if (++nodes > maxNodes || (nodes % CLOCK_EVERY === 0 && limits.now() > limits.deadline)) {
      stopped = true;
      return false;
    }
    let branch = -1;
    let fewest = Number.MAX_SAFE_INTEGER;
    for (let i = 0; i < n; i++) {
      if (rem[i] === 0) continue;
      const list = byItem[i]!;
      let count = 0;
      for (let q = from[i]!; q < list.length && count < fewest; q++) if (usable(list[q]!, left)) count++;
      if (count === 0) return false;
      if (count < fewest) {
        fewest = count;
        branch = i;
      }
    }
    if (branch < 0) return true; // everything cut
    const list = byItem[branch]!;
    const start = from[branch]!;
    for (let q = start; q < list.length; q++) {
      const k = list[q]!;
      if (!usable(k, left)) continue;
      apply(k, 1);
      chosen.push(k);
      from[branch] = q;
      if (search(left - patterns[k]!.reducedCost)) return true;
      chosen.pop();
      apply(k, -1);
      if (stopped) break;
    }
    from[branch] = start;
    return false;
  };

  if (search(budget)) return { kind: "found", chosen };
  return stopped ? { kind: "stopped" } : { kind: "none" };
}
