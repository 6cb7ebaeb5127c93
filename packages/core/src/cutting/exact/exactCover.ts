// Depth-first exact cover with multiplicities: choose patterns (each any number of times)
// whose counts add up to the demand exactly, spending at most a reduced-cost budget. At each
// node it branches on the item type with the fewest patterns still usable (Knuth's rule for
// Algorithm X), trying them in the caller's order of preference. Complete: when it runs to
// the end without a cover, none exists. As in dancing links, each item's count of usable
// patterns is kept up to date as patterns die and revive (a pattern dies when an item it
// needs runs short, or when its reduced cost or offcut exceeds what is left to spend), so a
// node costs the item types, not every pattern of every item.
import type { SearchLimits } from "../engine/model.ts";
import { type PricedPattern, RC_TOLERANCE } from "./reducedCostPatterns.ts";

export type CoverResult =
  | { kind: "found"; chosen: number[] }
  | { kind: "none" }
  /** Out of time or nodes before either. */
  | { kind: "stopped" };

/** Nodes between two looks at the clock. With a few thousand patterns a node can cost 100 µs
 * (a pattern taken kills the many that share its items), so 1,024 let the residual dive's 30 ms
 * searches run 60–230 ms on Hard28's BPP645; at 128 they end within a few ms of their time. */
const CLOCK_EVERY = 128;

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
  const np = patterns.length;
  const rem = Int32Array.from(demand);
  const lists: number[][] = Array.from({ length: n }, () => []);
  patterns.forEach((p, k) => {
    for (const i of p.items) lists[i]!.push(k);
  });
  const byItem = lists.map((l) => Int32Array.from(l.sort((a, b) => preference[b]! - preference[a]!)));
  // Each pattern's entries (item, count) flat, with the entry's place in its item's list.
  const entStart = new Int32Array(np + 1);
  for (let k = 0; k < np; k++) entStart[k + 1] = entStart[k]! + patterns[k]!.items.length;
  const entItem = new Int32Array(entStart[np]!);
  const entPos = new Int32Array(entStart[np]!);
  for (let k = 0; k < np; k++) {
    const p = patterns[k]!;
    for (let t = 0; t < p.items.length; t++) entItem[entStart[k]! + t] = p.items[t]!;
  }
  byItem.forEach((list, i) => {
    list.forEach((k, q) => {
      for (let e = entStart[k]!; e < entStart[k + 1]!; e++) if (entItem[e] === i) entPos[e] = q;
    });
  });
  // needing[i][m]: the patterns cutting m pieces of item i (they die when fewer are left).
  const needing: number[][][] = Array.from({ length: n }, () => []);
  patterns.forEach((p, k) => {
    for (let t = 0; t < p.items.length; t++) {
      const list = needing[p.items[t]!]!;
      const m = p.counts[t]!;
      while (list.length <= m) list.push([]);
      list[m]!.push(k);
    }
  });
  // Patterns by reduced cost and by offcut, highest first: those above what is left are dead.
  const byRc = Int32Array.from({ length: np }, (_, k) => k).sort(
    (a, b) => patterns[b]!.reducedCost - patterns[a]!.reducedCost,
  );
  const bySlack = Int32Array.from({ length: np }, (_, k) => k).sort(
    (a, b) => patterns[b]!.slack - patterns[a]!.slack,
  );
  // An item type with demand above 1 is covered by patterns taken in list order, so the same
  // multiset is not tried in every permutation: from[i] is where its next pattern may start,
  // and alive[i] counts the live patterns from there on.
  const from = new Int32Array(n);
  const dead = new Int32Array(np); // reasons each pattern is not usable now
  const alive = new Int32Array(n);

  const kill = (k: number): void => {
    if (dead[k]!++ !== 0) return;
    for (let e = entStart[k]!, end = entStart[k + 1]!; e < end; e++) {
      const i = entItem[e]!;
      if (entPos[e]! >= from[i]!) alive[i]!--;
    }
  };
  const revive = (k: number): void => {
    if (--dead[k]! !== 0) return;
    for (let e = entStart[k]!, end = entStart[k + 1]!; e < end; e++) {
      const i = entItem[e]!;
      if (entPos[e]! >= from[i]!) alive[i]!++;
    }
  };
  // The first rcDead patterns of byRc and slackDead of bySlack are dead for their cost.
  let rcDead = 0;
  let slackDead = 0;
  let slackLeft = slack;
  const spend = (left: number): void => {
    while (rcDead < np && patterns[byRc[rcDead]!]!.reducedCost > left + RC_TOLERANCE) kill(byRc[rcDead++]!);
    while (slackDead < np && patterns[bySlack[slackDead]!]!.slack > slackLeft) kill(bySlack[slackDead++]!);
  };
  const unspend = (rcTo: number, slackTo: number): void => {
    while (rcDead > rcTo) revive(byRc[--rcDead]!);
    while (slackDead > slackTo) revive(bySlack[--slackDead]!);
  };
  /** Cut pattern k (sign 1) or put it back (−1): the patterns needing what it used die or revive. */
  const apply = (k: number, sign: number): void => {
    const p = patterns[k]!;
    slackLeft -= sign * p.slack;
    for (let t = 0; t < p.items.length; t++) {
      const i = p.items[t]!;
      const c = p.counts[t]!;
      const list = needing[i]!;
      if (sign > 0) {
        const v = rem[i]!;
        rem[i] = v - c;
        for (let m = v - c + 1; m <= v && m < list.length; m++) for (const q of list[m]!) kill(q);
      } else {
        const v = rem[i]! + c;
        for (let m = v - c + 1; m <= v && m < list.length; m++) for (const q of list[m]!) revive(q);
        rem[i] = v;
      }
    }
  };

  // The start: what the demand, the budget and the offcut allow.
  for (let i = 0; i < n; i++) {
    const list = needing[i]!;
    for (let m = rem[i]! + 1; m < list.length; m++) for (const k of list[m]!) dead[k]!++;
  }
  while (rcDead < np && patterns[byRc[rcDead]!]!.reducedCost > budget + RC_TOLERANCE)
    dead[byRc[rcDead++]!]!++;
  while (slackDead < np && patterns[bySlack[slackDead]!]!.slack > slackLeft) dead[bySlack[slackDead++]!]!++;
  for (let k = 0; k < np; k++)
    if (dead[k] === 0) for (let e = entStart[k]!; e < entStart[k + 1]!; e++) alive[entItem[e]!]!++;

  const chosen: number[] = [];
  let nodes = 0;
  let stopped = false;

  const search = (left: number): boolean => {
    if (++nodes > maxNodes || (nodes % CLOCK_EVERY === 0 && limits.now() > limits.deadline)) {
      stopped = true;
      return false;
    }
    let branch = -1;
    let fewest = Number.MAX_SAFE_INTEGER;
    for (let i = 0; i < n; i++) {
      if (rem[i] === 0) continue;
      const count = alive[i]!;
      if (count === 0) return false;
      if (count < fewest) {
        fewest = count;
        branch = i;
      }
    }
    if (branch < 0) return true; // everything cut
    const list = byItem[branch]!;
    const start = from[branch]!;
    let found = false;
    for (let q = start; q < list.length; q++) {
      // the branch item's patterns before q no longer count for it
      if (q > start && dead[list[q - 1]!] === 0) alive[branch]!--;
      from[branch] = q;
      const k = list[q]!;
      if (dead[k] !== 0) continue;
      const rcMark = rcDead;
      const slackMark = slackDead;
      apply(k, 1);
      chosen.push(k);
      const next = left - patterns[k]!.reducedCost;
      spend(next);
      found = search(next);
      if (found) break;
      unspend(rcMark, slackMark);
      chosen.pop();
      apply(k, -1);
      if (stopped) break;
    }
    if (found) return true;
    for (let q = start; q < from[branch]!; q++) if (dead[list[q]!] === 0) alive[branch]!++;
    from[branch] = start;
    return false;
  };

  if (search(budget)) return { kind: "found", chosen };
  return stopped ? { kind: "stopped" } : { kind: "none" };
}
