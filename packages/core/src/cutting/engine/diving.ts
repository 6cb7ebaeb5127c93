// Diving with limited discrepancy search over the column-generation LP (after Sadykov,
// Vanderbeck, Pessoa, Tahiri & Uchoa, "Primal heuristics for branch and price", 2019).
// At each node the residual LP is re-solved (dual simplex warm start, then pricing); one
// LP column is fixed (rounded up) and the search goes deeper. Siblings at a node try the
// next columns, with the ones already tried made tabu below, within a discrepancy budget.
// Every node also completes its residual with the greedy filler, so each dive yields plans.
import { minimumBinSlack } from "../heuristics/minimumBinSlack.ts";
import type { ColumnGeneration } from "../lp/columnGeneration.ts";
import { type Instance, type Packing, type Pattern, packingCost, type SearchLimits } from "./model.ts";

export interface Incumbent {
  packing: Packing;
  cost: number;
}

export interface DiveOptions {
  /** Stop as soon as a plan of this cost is found (the proven lower bound). */
  target: number;
  maxDiscrepancy: number;
  /**
   * Prune a node whose residual bound shows it cannot reach a plan costing at most this
   * (the target when hunting for a proof-by-construction; the incumbent otherwise).
   */
  pruneAbove?: number;
}

export class DivingSearch {
  private readonly fixed: Pattern[] = [];
  private fixedCost = 0;
  nodes = 0;

  constructor(
    private readonly inst: Instance,
    private readonly cg: ColumnGeneration,
    private readonly limits: SearchLimits,
    public best: Incumbent,
    private readonly options: DiveOptions,
  ) {}

  done(): boolean {
    return this.best.cost <= this.options.target + 1e-9 || this.limits.now() > this.limits.deadline;
  }

  run(): void {
    this.node(this.options.maxDiscrepancy, new Set());
  }

  private offer(extra: Packing): void {
    const cost = this.fixedCost + packingCost(this.inst, extra);
    if (cost < this.best.cost - 1e-9) this.best = { packing: [...this.fixed, ...extra], cost };
  }

  private node(discrepancy: number, tabu: Set<number>): void {
    if (this.done()) return;
    this.nodes++;
    const cg = this.cg;
    const res = cg.solve(this.limits);
    if (!res.feasible) return;
    const reach = this.fixedCost + cg.roundBound(res.bound);
    if (reach >= this.best.cost - 1e-9) return;
    if (this.options.pruneAbove !== undefined && reach > this.options.pruneAbove + 1e-9) return;
    const greedy = minimumBinSlack(this.inst, { demand: cg.demand, remaining: cg.remaining });
    if (greedy) this.offer(greedy);
    if (this.done()) return;
    const cands = cg.lp
      .basicValues()
      .filter(([j, x]) => cg.patterns[j] !== undefined && x > 1e-6 && !tabu.has(j))
      .sort((a, b) => distance(a[1]) - distance(b[1]));
    if (cands.length === 0) return;
    if (cands.every(([, x]) => Math.abs(x - Math.round(x)) < 1e-6)) {
      this.offer(roundedPacking(cg, cands));
      return;
    }
    const siblings = Math.min(cands.length, discrepancy + 1);
    const snapshot = siblings > 1 ? cg.lp.snapshot() : undefined;
    const childTabu = new Set(tabu);
    for (let k = 0; k < siblings && !this.done(); k++) {
      const [j, x] = cands[k]!;
      const mark = this.fixed.length;
      const state = {
        demand: Int32Array.from(cg.demand),
        remaining: [...cg.remaining],
        cost: this.fixedCost,
      };
      const copies = Math.max(1, Math.round(x));
      for (let c = 0; c < copies; c++) if (!this.fixOne(cg.patterns[j]!)) break;
      if (this.fixed.length > mark) {
        cg.lp.setRhs(cg.rhs());
        if (cg.lp.dual(10000, () => this.limits.now() > this.limits.deadline))
          this.node(discrepancy - k, childTabu);
      }
      this.fixed.length = mark;
      this.fixedCost = state.cost;
      cg.demand.set(state.demand);
      cg.remaining.splice(0, cg.remaining.length, ...state.remaining);
      if (snapshot) cg.lp.restore(snapshot);
      else cg.lp.setRhs(cg.rhs());
      childTabu.add(j);
    }
  }

  /** Fix one copy of a pattern, trimmed to what is still to cut; false if nothing to fix. */
  private fixOne(p: Pattern): boolean {
    const taken = takePattern(this.cg, p);
    if (!taken) return false;
    this.fixed.push(taken);
    this.fixedCost += this.inst.bars[p.bar]!.cost;
    return true;
  }
}

/**
 * Take one bar of pattern `p` out of the master's residual problem: its counts trimmed to
 * what is still to cut, demand and bar count lowered. Null when nothing of it is left to cut
 * or no such bar remains.
 */
export function takePattern(cg: ColumnGeneration, p: Pattern): Pattern | null {
  if (cg.remaining[p.bar] === 0) return null;
  const counts = new Int32Array(p.counts.length);
  let any = false;
  for (let i = 0; i < counts.length; i++) {
    counts[i] = Math.min(p.counts[i]!, cg.demand[i]!);
    if (counts[i]! > 0) any = true;
  }
  if (!any) return null;
  for (let i = 0; i < counts.length; i++) cg.demand[i] = cg.demand[i]! - counts[i]!;
  const r = cg.remaining[p.bar];
  if (r !== null && r !== undefined) cg.remaining[p.bar] = r - 1;
  return { bar: p.bar, counts };
}

/** How far an LP value is from the next integer up (0 for integers ≥ 1). */
function distance(x: number): number {
  return Math.max(1, Math.ceil(x - 1e-6)) - x;
}

/** An integral LP solution as bars, trimming each copy to what is still uncut. */
function roundedPacking(cg: ColumnGeneration, cands: Array<[number, number]>): Packing {
  const demand = Int32Array.from(cg.demand);
  const out: Packing = [];
  for (const [j, x] of cands) {
    const p = cg.patterns[j]!;
    for (let c = 0; c < Math.round(x); c++) {
      const counts = new Int32Array(p.counts.length);
      let any = false;
      for (let i = 0; i < counts.length; i++) {
        counts[i] = Math.min(p.counts[i]!, demand[i]!);
        demand[i] = demand[i]! - counts[i]!;
        if (counts[i]! > 0) any = true;
      }
      if (any) out.push({ bar: p.bar, counts });
    }
  }
  return out;
}
