// Diving on the column-generation LP with exact and local search at every node (one bar
// type, unlimited). A node fixes the LP's whole bars (every column at value ≥ 1, rounded
// down) or, when none is whole, the column nearest its ceiling; re-solves the residual LP
// (dual simplex, then pricing); and gives the residual pieces a short exact search among
// the patterns the residual duals allow, then a short consistent neighbourhood search aimed
// at what the bound leaves for them. The LP decides the bars it is sure of, the searches
// pack the awkward rest: on Hard28 this reaches ⌈LP⌉ on instances where neither the search
// on the whole instance nor plain diving does. A dive that strands the residual bound above
// the target (or whose exact search proves the rest cannot fit) ends; the next one starts
// again from the root and picks among the nearest fractional columns at random.
import { reducedCostPlan } from "../exact/reducedCostPlan.ts";
import { tightPacking, wasteBudget } from "../exact/tightPacking.ts";
import { firstFitDecreasing } from "../heuristics/firstFitDecreasing.ts";
import type { ColumnGeneration } from "../lp/columnGeneration.ts";
import { dualWorth } from "./consistentNeighbourhood.ts";
import { takePattern } from "./diving.ts";
import type { Instance, Packing, SearchLimits } from "./model.ts";
import { restartedSearch } from "./restartedSearch.ts";
import { seededRandom } from "./seededRandom.ts";

/** Time the exact search among the residual duals' patterns gets at each node (ms). */
const NODE_EXACT_MS = 30;
/** Time the neighbourhood search gets at each node of a dive (ms). */
const NODE_SEARCH_MS = 20;
/** Dual simplex pivots per LP row allowed before a node restarts the LP from scratch. */
const DUAL_PIVOTS_PER_ROW = 2;
/** From the second dive on, a fractional fix picks at random among this many nearest columns. */
const RANDOM_CHOICE = 3;

/**
 * A packing of every piece in `target` bars or fewer, or null. `cg` holds the solved root
 * LP; it is left as it was found (same demand, same basis) when this returns.
 */
export function residualDive(
  inst: Instance,
  cg: ColumnGeneration,
  limits: SearchLimits,
  options: { target: number; seed: number },
): Packing | null {
  if (inst.bars.length !== 1 || inst.bars[0]!.limit !== null) return null;
  const root = cg.lp.snapshot();
  const rootDemand = Int32Array.from(cg.demand);
  const rand = seededRandom(options.seed);
  const timeUp = () => limits.now() > limits.deadline;
  try {
    for (let dive = 0; !timeUp(); dive++) {
      const found = oneDive(inst, cg, limits, options.target, dive === 0 ? null : rand, options.seed + dive);
      if (found) return found;
      cg.demand.set(rootDemand);
      cg.lp.restore(root);
    }
    return null;
  } catch (e) {
    // A numerically singular basis ends the search.
    if (!(e instanceof Error && e.message === "singular basis")) throw e;
    return null;
  } finally {
    cg.demand.set(rootDemand);
    cg.lp.restore(root);
  }
}

function oneDive(
  inst: Instance,
  cg: ColumnGeneration,
  limits: SearchLimits,
  target: number,
  rand: (() => number) | null,
  seed: number,
): Packing | null {
  const fixed: Packing = [];
  const timeUp = () => limits.now() > limits.deadline;
  for (let node = 0; !timeUp(); node++) {
    const goal = target - fixed.length;
    if (goal <= 0) return null;
    const residual: Instance = {
      items: inst.items.map((it, i) => ({ size: it.size, demand: cg.demand[i]! })),
      bars: inst.bars,
    };
    const start = firstFitDecreasing(residual, cg.demand, 0);
    if (start.length <= goal) return [...fixed, ...start];
    if (node > 0) {
      // Once the LP has fixed bars, the residual LP is re-solved and its own duals allow far
      // fewer patterns than the root's: an exact cover over them often settles the rest, or
      // proves this dive's fixes wrong.
      const exactLimits = {
        now: limits.now,
        deadline: Math.min(limits.deadline, limits.now() + NODE_EXACT_MS),
      };
      // A residual that must be cut without offcuts: the tight packing search.
      if (wasteBudget(residual, goal) <= 0) {
        const tight = tightPacking(residual, goal, exactLimits, seed + node);
        if (tight.kind === "plan") return [...fixed, ...tight.packing];
        if (tight.kind === "none") return null;
      }
      const exact = reducedCostPlan(residual, cg, goal, exactLimits, seed + node);
      if (exact.kind === "plan") return [...fixed, ...exact.packing];
      if (exact.kind === "none") return null;
    }
    const nodeLimits = {
      now: limits.now,
      deadline: Math.min(limits.deadline, limits.now() + NODE_SEARCH_MS),
    };
    const worth = dualWorth(inst, cg.lp.duals());
    const packed = restartedSearch(
      residual,
      start,
      nodeLimits,
      { target: goal, seed: seed + node, worth },
      NODE_SEARCH_MS,
    );
    if (packed && packed.length <= goal) return [...fixed, ...packed];

    const basic = cg.lp.basicValues().filter(([j, x]) => cg.patterns[j] !== undefined && x > 1e-6);
    const whole = basic.filter(([, x]) => x >= 1 - 1e-6);
    const picks: Array<[number, number]> =
      whole.length > 0 ? whole.map(([j, x]) => [j, Math.floor(x + 1e-6)]) : [fractionalPick(basic, rand)];
    if (picks.length === 0 || picks[0]![0] < 0) return null;
    for (const [j, copies] of picks)
      for (let c = 0; c < Math.max(1, copies); c++) {
        const taken = takePattern(cg, cg.patterns[j]!);
        if (!taken) break;
        fixed.push(taken);
      }
    cg.lp.setRhs(cg.rhs());
    // Fixing many bars moves the right-hand side far: when the dual simplex cannot repair
    // the basis in a few pivots per row, a fresh start is quicker.
    if (!cg.lp.dual(DUAL_PIVOTS_PER_ROW * cg.lp.m, timeUp)) cg.restartBasis();
    const res = cg.solve(limits);
    // (the bound carries the master's tiny right-hand-side perturbation, hence the 1e-4)
    if (!res.feasible || fixed.length + cg.roundBound(res.bound - 1e-4) > target) return null;
  }
  return null;
}

/** The fractional column nearest its ceiling (or, with `rand`, one of the few nearest). */
function fractionalPick(basic: Array<[number, number]>, rand: (() => number) | null): [number, number] {
  if (basic.length === 0) return [-1, 0];
  const up = (x: number) => Math.ceil(x - 1e-6) - x;
  const sorted = [...basic].sort((a, b) => up(a[1]) - up(b[1]));
  const k = rand ? Math.floor(rand() * Math.min(RANDOM_CHOICE, sorted.length)) : 0;
  return [sorted[k]![0], 1];
}
