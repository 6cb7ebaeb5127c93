// The solving pipeline for one integer instance: quick greedy plans first, stop if one
// meets a lower bound; on one bar type a consistent neighbourhood search at the simple
// bound and, when a plan at that bound must waste nothing, an exact search for it (tight
// packing); then the column-generation LP bound, the exact search among the patterns its
// duals allow (a plan at the bound, or a proof that none exists), the residual dive (LP
// fixes, exact and neighbourhood search pack the rest), the neighbourhood search on the
// whole instance (guided by the LP duals), and LP diving with limited discrepancy until a
// plan meets ⌈LP⌉ or the time runs out.

import { coverPacking } from "../exact/coverPacking.ts";
import { reducedCostPlan } from "../exact/reducedCostPlan.ts";
import { tightPacking, wasteBudget } from "../exact/tightPacking.ts";
import { firstFitDecreasing } from "../heuristics/firstFitDecreasing.ts";
import { minimumBinSlack } from "../heuristics/minimumBinSlack.ts";
import { ColumnGeneration } from "../lp/columnGeneration.ts";
import { consistentNeighbourhoodSearch, dualWorth } from "./consistentNeighbourhood.ts";
import { DivingSearch, type Incumbent } from "./diving.ts";
import { martelloTothL2 } from "./lowerBounds.ts";
import { type Instance, type Packing, packingCost, type SearchLimits } from "./model.ts";
import { residualDive } from "./residualDive.ts";
import { restartedSearch } from "./restartedSearch.ts";
import { sparseClock } from "./sparseClock.ts";

export interface InstanceSolution {
  packing: Packing;
  cost: number;
  /** A proven lower bound on the cost of any plan. */
  bound: number;
  optimal: boolean;
}

/** Share of the remaining time the root LP may take on one bar type (better duals for the
 * search at the LP bound: 0.25 → 0.4 gained on Hard28, 0.55 no more). */
const LP_SHARE = 0.4;
/** Share of the remaining time for the neighbourhood search at the simple bound, before the LP. */
const EARLY_CNS_SHARE = 0.05;
/** Share of the time left after the LP for the exact search among the patterns the duals allow.
 * It settles some Hard28 instances in 10–300 ms of CPU and runs out of time on others (BPP40,
 * BPP419), which the residual dive finds; BPP178 and BPP709, which it settled at 0.5, the dive
 * finds too. Hard28 at load 20–26: 24 and 25 of 28 at 0.5, 27 and 27 at 0.3 (BPP40 one above:
 * it needs 1.2 s of diving), 27 at 0.15, 28 at 0.15 with the dive's share 0.97. */
const EXACT_SHARE = 0.15;
/** Share of the time left after the LP for the residual dive, before the search on the whole
 * (0.9 until 2026-12-01: the searches after the dive found no plan in that day's traces of
 * Hard28, Scholl, Schwerin, Waescher and Falkenauer_U, and BPP40's third dive ends about 1.75 s in). */
const RESIDUAL_DIVE_SHARE = 0.97;
/** Share of the remaining time for the tight packing search, before the LP (it finds a perfect
 * packing in milliseconds or not at all, and proves the ANI instances have none in 36–164 ms of
 * CPU at load 15). On AI_201 the cover search below finds every packing it finds, most sooner
 * (each search alone, 2 s CPU: the tight search 31 of 40, the cover search 37, with its repairs
 * the other 3), and DI_31 only after 1.0–1.4 s: 0.25 → 0.12 gives the cover that much more. */
const TIGHT_SHARE = 0.12;
/** Then the share of the time left for the exact cover over bars of a long piece and up to three
 * short ones, most constrained long piece first (it finds the perfect packings of BPPLIB AI
 * instances the bin-completion search misses; it proves nothing). Measured in CPU time, AI_201:
 * 33/40 without it; 37 at 0.4 + 0.6, 38 at 0.25 + 0.75 (Hard28 28/28, 24 proven, either way; its
 * perfect packings are found by the LP side). With the repaired run after it (below) it takes
 * all that is left: the run alone keeps the time it had (0.75 of what is left), and the
 * repaired run has the quarter the LP side had, which found no AI packing the cover missed
 * (AI_201 at load 18–27: 39/40 at 0.75 + 0.55, 0.9 + 0.7 and 1 + 0.65). */
const COVER_SHARE = 1;
/** The share of the cover search's time for its run without repairs, then the run with them
 * (the repaired run found DI_15, DI_17 and DI_48 in 230–270 ms of its own). */
const PLAIN_COVER_SHARE = 0.75;
/** Length of one run of the restarted neighbourhood search at the LP bound (ms). */
const RESTART_SLICE_MS = 150;

export type SolveFailure = "insufficient_stock";

/** Solve `inst` within `limits`; null when the limited bars cannot hold every piece. */
export function solveInstance(inst: Instance, limits: SearchLimits): InstanceSolution | null {
  const only = inst.bars[0]!;
  if (inst.bars.length === 1 && only.limit === null && only.cost !== 1) {
    // One bar type: fewest bars is least cost; solve in bars and scale.
    const res = solveInstance({ items: inst.items, bars: [{ ...only, cost: 1 }] }, limits);
    return res && { ...res, cost: res.cost * only.cost, bound: res.bound * only.cost };
  }
  const demand = Int32Array.from(inst.items, (it) => it.demand);
  const remaining = inst.bars.map((b) => b.limit);
  const candidates: Packing[] = [];
  const greedy = minimumBinSlack(inst, { demand, remaining });
  if (greedy) candidates.push(greedy);
  if (inst.bars.length === 1 && inst.bars[0]!.limit === null)
    candidates.push(firstFitDecreasing(inst, demand, 0));
  let best: Incumbent | null = null;
  for (const p of candidates) {
    const cost = packingCost(inst, p);
    if (!best || cost < best.cost) best = { packing: p, cost };
  }
  // The restarted search starts each run here, not from the early search's plan: runs from
  // the same greedy plan but different seeds diverge more (measured on Hard28).
  const greedyStart = best?.packing ?? [];
  const single = inst.bars.length === 1 && inst.bars[0]!.limit === null;
  let trivial = single ? Math.max(trivialBound(inst), martelloTothL2(inst)) : trivialBound(inst);
  if (best && best.cost <= trivial)
    return { packing: best.packing, cost: best.cost, bound: trivial, optimal: true };
  // One bar type: the neighbourhood search at the simple bound before paying for the LP (a
  // bin-completion search here first, Korf's, only cost time: without it the Falkenauer
  // triplets' median fell from 127 to 10 ms and nothing got worse).
  if (best && single && Number.isInteger(trivial)) {
    // The simple bound is the optimum on most instances (IRUP and then some): the
    // neighbourhood search often reaches it long before the LP would be solved.
    const cnsLimits = {
      now: limits.now,
      deadline: limits.now() + (limits.deadline - limits.now()) * EARLY_CNS_SHARE,
    };
    const q = consistentNeighbourhoodSearch(inst, best.packing, cnsLimits, { target: trivial, seed: 11 });
    if (q && q.length <= trivial) return { packing: q, cost: q.length, bound: trivial, optimal: true };
    if (q && q.length < best.cost) best = { packing: q, cost: q.length };
    // A plan at the bound may waste nothing: only a packing that cuts every bar to the last
    // unit meets it. The LP is slow to converge on such instances and its
    // bound is no higher (BPPLIB's AI and ANI sets); the tight packing search finds the
    // packing, or proves there is none (the bound + 1).
    if (wasteBudget(inst, trivial) <= 0) {
      const now = limits.now();
      // (its clock read for real at every 16th look: the bench's CPU clock is a system call)
      const tightLimits = sparseClock(
        { now: limits.now, deadline: now + (limits.deadline - now) * TIGHT_SHARE },
        16,
      );
      const tight = tightPacking(inst, trivial, tightLimits);
      if (tight.kind === "plan")
        return { packing: tight.packing, cost: tight.packing.length, bound: trivial, optimal: true };
      if (tight.kind === "none") {
        trivial += 1;
        if (best.cost <= trivial) return { ...best, bound: trivial, optimal: true };
      } else {
        // The cover search on its own first, then again with repairs of its dead ends (the
        // repairs take time from the search: what it finds alone it finds sooner alone).
        const later = limits.now();
        const coverEnd = later + (limits.deadline - later) * COVER_SHARE;
        const plainLimits = { now: limits.now, deadline: later + (coverEnd - later) * PLAIN_COVER_SHARE };
        const cover =
          coverPacking(inst, trivial, plainLimits, { repair: false }) ??
          coverPacking(inst, trivial, { now: limits.now, deadline: coverEnd });
        if (cover) return { packing: cover, cost: cover.length, bound: trivial, optimal: true };
      }
    }
  }

  // No time left (the perfect packing searches took it all): the best plan so far.
  if (best && limits.now() > limits.deadline)
    return { ...best, bound: trivial, optimal: best.cost <= trivial };
  const cg = new ColumnGeneration(inst, best ? uniquePatterns(best.packing) : []);
  // On one bar type the LP is there for its bound; cap it so the search keeps its time (the
  // bound from a capped LP is still valid: it is a Lagrangian bound from the last duals).
  const lpStart = limits.now();
  const lpLimits = single
    ? {
        now: limits.now,
        deadline: Math.min(limits.deadline, lpStart + (limits.deadline - lpStart) * LP_SHARE),
      }
    : limits;
  // The dense simplex can meet a numerically singular basis; the greedy plan and the simple
  // bound then stand (a plan is always better than a crash).
  const solved = guarded(() => cg.solve(lpLimits));
  if (!solved) return best ? { ...best, bound: trivial, optimal: best.cost <= trivial + 1e-9 } : null;
  const root = solved.value;
  if (!root.feasible) return best ? { ...best, bound: trivial, optimal: false } : null;
  let bound = Math.max(trivial, cg.roundBound(root.bound));
  if (!best) {
    // Limited stock defeated the greedy filler; the LP says a plan exists: dive for one.
    best = { packing: [], cost: Number.POSITIVE_INFINITY };
  }
  if (single && Number.isFinite(best.cost) && best.cost > bound + 1e-9) {
    // When the LP is nearly integral, only a few patterns can be in a plan at the bound:
    // an exact cover over them finds that plan or proves there is none.
    const now = limits.now();
    const exactLimits = { now: limits.now, deadline: now + (limits.deadline - now) * EXACT_SHARE };
    const exact = guarded(() => reducedCostPlan(inst, cg, bound, exactLimits, 3))?.value;
    if (exact?.kind === "plan")
      return { packing: exact.packing, cost: exact.packing.length, bound, optimal: true };
    if (exact?.kind === "none") {
      bound += 1;
      if (best.cost <= bound) return { ...best, bound, optimal: true };
    }
  }
  if (single && Number.isFinite(best.cost) && best.cost > bound + 1e-9) {
    // The LP fixes the bars it is sure of and the search packs the rest: the strongest
    // primal method here on one bar type, given most of what is left.
    const now = limits.now();
    const diveLimits = { now: limits.now, deadline: now + (limits.deadline - now) * RESIDUAL_DIVE_SHARE };
    const p = residualDive(inst, cg, diveLimits, { target: bound, seed: 5 });
    if (p && p.length < best.cost) best = { packing: p, cost: p.length };
  }
  if (single && Number.isFinite(best.cost) && best.cost > bound + 1e-9) {
    // Then the repacking search on the whole instance; the plain dive gets what is left
    // (when the LP raised the bound, the search aims at the new bound).
    const now = limits.now();
    const share = bound > trivial ? 0.6 : 0.9;
    const searchLimits = { now: limits.now, deadline: now + (limits.deadline - now) * share };
    const worth = dualWorth(inst, cg.lp.duals());
    const p = restartedSearch(
      inst,
      greedyStart,
      searchLimits,
      { target: bound, seed: 7, worth },
      RESTART_SLICE_MS,
    );
    if (p && p.length < best.cost) best = { packing: p, cost: p.length };
  }
  if (best.cost > bound + 1e-9) {
    for (let disc = 0; disc <= 3 && best.cost > bound + 1e-9; disc++) {
      if (limits.now() > limits.deadline) break;
      const options = { target: bound, maxDiscrepancy: disc, ...(disc > 0 ? { pruneAbove: bound } : {}) };
      const search = new DivingSearch(inst, cg, limits, best, options);
      const finished = guarded(() => search.run());
      best = search.best;
      if (finished === null) break;
    }
  }
  if (!Number.isFinite(best.cost)) return null;
  return { packing: best.packing, cost: best.cost, bound, optimal: best.cost <= bound + 1e-9 };
}

/** `f()`, or null when the LP fails numerically (a singular basis). */
function guarded<T>(f: () => T): { value: T } | null {
  try {
    return { value: f() };
  } catch (e) {
    if (e instanceof Error && e.message === "singular basis") return null;
    throw e;
  }
}

/** ⌈Σ sizes / longest bar⌉-style bound, valid when stock costs are equal per bar. */
function trivialBound(inst: Instance): number {
  const stock = inst.bars.filter((b) => b.stock);
  const minCost = Math.min(...stock.map((b) => b.cost));
  const integral = inst.bars.every((b) => Number.isInteger(b.cost));
  let total = 0;
  for (const it of inst.items) total += it.size * it.demand;
  for (const b of inst.bars) if (!b.stock) total -= b.capacity * (b.limit ?? 0);
  const maxCap = Math.max(...stock.map((b) => b.capacity));
  const bars = Math.max(0, total / maxCap);
  const lb = bars * minCost;
  return integral && stock.every((b) => b.cost === minCost) ? Math.ceil(bars - 1e-9) * minCost : lb;
}

function uniquePatterns(packing: Packing): Packing {
  const seen = new Set<string>();
  return packing.filter((p) => {
    const key = `${p.bar}:${p.counts.join(",")}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
