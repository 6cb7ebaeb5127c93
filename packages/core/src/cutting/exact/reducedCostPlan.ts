// Exact search for a plan of a target number of bars among the patterns the LP duals allow
// (one bar type, unlimited bars). The LP is first solved to optimality so its duals are as
// tight as they get; when the target is the rounded LP bound and the LP is nearly integral,
// few patterns qualify and an exact cover over them finds the plan, or proves there is none.
// It settles the Hard28 instances no search over the whole pattern space reached in time.

import type { Instance, Packing, SearchLimits } from "../engine/model.ts";
import { seededRandom } from "../engine/seededRandom.ts";
import type { ColumnGeneration } from "../lp/columnGeneration.ts";
import { exactCover } from "./exactCover.ts";
import {
  canEnumerate,
  feasibleDuals,
  type PricedPattern,
  patternsWithin,
  RC_TOLERANCE,
} from "./reducedCostPatterns.ts";

/** More qualifying patterns than this and the cover search is left to the heuristics. */
const MAX_PATTERNS = 5000;
/** Nodes of the first cover search; each restart gets RUN_GROWTH times more. */
const FIRST_RUN_NODES = 20_000;
const RUN_GROWTH = 1.5;
/** Size of the random term added to the preference on a restart. */
const NOISE = 0.1;
/** Weight of a pattern's reduced cost against its LP value when ordering the branches. */
const RC_WEIGHT = 10;

export type ReducedCostOutcome =
  /** A plan of at most `target` bars. */
  | { kind: "plan"; packing: Packing }
  /** Proven: no plan has `target` bars or fewer. */
  | { kind: "none" }
  /** Not applicable, too many patterns, or out of time. */
  | { kind: "unknown" };

export function reducedCostPlan(
  inst: Instance,
  cg: ColumnGeneration,
  target: number,
  limits: SearchLimits,
  seed: number,
): ReducedCostOutcome {
  const unknown = { kind: "unknown" } as const;
  const bar = inst.bars[0]!;
  if (inst.bars.length !== 1 || bar.limit !== null || bar.cost !== 1 || !canEnumerate(inst)) return unknown;
  if (!cg.solveToOptimum(limits)) return unknown;
  const { y, bound } = feasibleDuals(inst, cg.lp.duals());
  if (target - bound < -RC_TOLERANCE) return { kind: "none" };
  const budget = Math.max(0, target - bound);
  let slack = target * bar.capacity;
  for (const it of inst.items) slack -= it.size * it.demand;
  if (slack < 0) return { kind: "none" };
  const patterns = patternsWithin(inst, y, budget, slack, MAX_PATTERNS);
  if (!patterns) return unknown;

  // Branch on the patterns the LP uses most first.
  const lpValue = new Map<string, number>();
  for (const [j, x] of cg.lp.basicValues()) {
    const p = cg.patterns[j];
    if (p && x > 1e-9) lpValue.set(denseKey(p.counts), x);
  }
  const preference = Float64Array.from(
    patterns,
    (p) => (lpValue.get(sparseKey(p)) ?? 0) - RC_WEIGHT * p.reducedCost,
  );
  const n = inst.items.length;
  const demand = Int32Array.from(inst.items, (it) => it.demand);
  // The search is heavy-tailed: a few early choices decide it. Restarts with a growing node
  // budget and the preference shuffled a little settle what one long run may not.
  const rand = seededRandom(seed);
  const order = Float64Array.from(preference);
  for (let nodes = FIRST_RUN_NODES; limits.now() <= limits.deadline; nodes *= RUN_GROWTH) {
    const res = exactCover(demand, patterns, order, budget, slack, limits, nodes);
    if (res.kind === "found")
      return {
        kind: "plan",
        packing: res.chosen.map((k) => ({ bar: 0, counts: denseCounts(patterns[k]!, n) })),
      };
    if (res.kind === "none") return { kind: "none" };
    for (let k = 0; k < order.length; k++) order[k] = preference[k]! + NOISE * rand();
  }
  return unknown;
}

/** "item×count" pairs by item: the same key for a pattern held densely or sparsely. */
function denseKey(counts: Int32Array): string {
  const parts: string[] = [];
  counts.forEach((c, i) => {
    if (c > 0) parts.push(`${i}×${c}`);
  });
  return parts.join(",");
}

function sparseKey(p: PricedPattern): string {
  return Array.from(p.items, (i, t) => [i, p.counts[t]!] as const)
    .sort((a, b) => a[0] - b[0])
    .map(([i, c]) => `${i}×${c}`)
    .join(",");
}

function denseCounts(p: PricedPattern, n: number): Int32Array {
  const counts = new Int32Array(n);
  p.items.forEach((i, t) => {
    counts[i] = p.counts[t]!;
  });
  return counts;
}
