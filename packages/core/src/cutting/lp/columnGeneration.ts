// Gilmore–Gomory column generation over the master LP: every bar type is priced with one
// bounded-knapsack table. It also yields a Lagrangian (Farley-type) lower bound from any
// dual vector, so the bound it reports stays valid even when it stops early.
import type { Instance, Pattern, SearchLimits } from "../engine/model.ts";
import { solveKnapsack } from "./knapsack.ts";
import { MasterLp, type SparseColumn } from "./masterLp.ts";

/** Weight of the stability centre in the smoothed duals. */
const SMOOTHING = 0.7;
/** Most columns added per bar type and pricing round. */
const COLUMNS_PER_ROUND = 256;

export interface LpResult {
  /** LP objective of the restricted master (an upper estimate of the LP optimum). */
  value: number;
  /** A valid lower bound on the integer optimum of the current residual problem. */
  bound: number;
  /** False when the master still holds artificials: the residual cannot be covered. */
  feasible: boolean;
}

export class ColumnGeneration {
  readonly lp: MasterLp;
  /** Pattern behind each LP column (undefined for surplus/artificial columns). */
  readonly patterns: Array<Pattern | undefined> = [];
  readonly demand: Int32Array;
  readonly remaining: Array<number | null>;
  private readonly limitRow: Int32Array;
  private readonly rows: number;
  private center: Float64Array | null = null;
  private centerBound = 0;
  private readonly bigM: number;
  private readonly integralCosts: boolean;

  constructor(
    readonly inst: Instance,
    seed: Pattern[],
  ) {
    const n = inst.items.length;
    this.demand = Int32Array.from(inst.items, (it) => it.demand);
    this.remaining = inst.bars.map((b) => b.limit);
    this.limitRow = new Int32Array(inst.bars.length).fill(-1);
    let rows = n;
    inst.bars.forEach((b, t) => {
      if (b.limit !== null) this.limitRow[t] = rows++;
    });
    this.rows = rows;
    const maxCost = Math.max(1, ...inst.bars.map((b) => b.cost));
    this.bigM = maxCost * 1000;
    this.integralCosts = inst.bars.every((b) => Number.isInteger(b.cost));
    this.lp = new MasterLp(this.rhs(), this.bigM);
    for (let j = 0; j < this.lp.cols.count; j++) this.patterns.push(undefined);
    for (const p of seed) this.addPattern(p);
    this.restartBasis();
  }

  rhs(): Float64Array {
    const b = new Float64Array(this.rows);
    for (let i = 0; i < this.demand.length; i++) b[i] = this.demand[i]!;
    this.inst.bars.forEach((_, t) => {
      const r = this.limitRow[t]!;
      if (r >= 0) b[r] = -(this.remaining[t] ?? 0);
    });
    return b;
  }

  addPattern(p: Pattern): number {
    const rows: number[] = [];
    const vals: number[] = [];
    for (let i = 0; i < p.counts.length; i++) {
      if (p.counts[i]! > 0) {
        rows.push(i);
        vals.push(p.counts[i]!);
      }
    }
    const lr = this.limitRow[p.bar]!;
    if (lr >= 0) {
      rows.push(lr);
      vals.push(-1);
    }
    const col: SparseColumn = {
      cost: this.inst.bars[p.bar]!.cost,
      rows: Int32Array.from(rows),
      vals: Float64Array.from(vals),
    };
    this.patterns.push(p);
    return this.lp.addColumn(col);
  }

  /**
   * Start from the basis of single-size patterns on the longest unlimited bar (each as
   * many copies of one piece as fit): diagonal, feasible, and far better than artificials.
   * Also the way back to a feasible basis when the residual demand has changed too much for
   * the dual simplex to repair the old one in a few pivots.
   */
  restartBasis(): void {
    const m = this.lp.m;
    const rhs = this.lp.rhs;
    const basis = Int32Array.from({ length: m }, (_, r) => (rhs[r]! >= 0 ? m + r : r));
    let t = -1;
    this.inst.bars.forEach((b, k) => {
      if (b.limit === null && (t < 0 || b.capacity > this.inst.bars[t]!.capacity)) t = k;
    });
    if (t >= 0) {
      const cap = this.inst.bars[t]!.capacity;
      for (let i = 0; i < this.inst.items.length; i++) {
        const copies = Math.min(this.demand[i]!, Math.floor(cap / this.inst.items[i]!.size));
        if (copies <= 0) continue;
        const key = `${t}:${i}:${copies}`;
        let j = this.singleSize.get(key);
        if (j === undefined) {
          const counts = new Int32Array(this.inst.items.length);
          counts[i] = copies;
          j = this.addPattern({ bar: t, counts });
          this.singleSize.set(key, j);
        }
        basis[i] = j;
      }
    }
    this.lp.setBasis(basis);
  }

  /** Column of each single-size pattern made so far, by bar type, item and copies. */
  private readonly singleSize = new Map<string, number>();

  /** Ceil a bound when every cost is an integer (then so is every plan's cost). */
  roundBound(x: number): number {
    return this.integralCosts ? Math.ceil(x - 1e-6) : x;
  }

  /** Solve the master by column generation until optimal, hopeless to improve, or out of time. */
  solve(limits: SearchLimits): LpResult {
    let bound = 0;
    this.center = null;
    this.centerBound = 0;
    this.startCenter();
    for (;;) {
      if (!this.lp.primal(20000, () => limits.now() > limits.deadline)) break;
      const y = this.lp.duals();
      const priced = this.priceStabilized(y);
      bound = Math.max(bound, priced.bound);
      const value = this.lp.objective();
      if (priced.added === 0) break;
      // (value carries the master's tiny rhs perturbation, hence the 1e-4.)
      if (this.roundBound(bound) >= this.roundBound(value - 1e-4) - 1e-9) break;
      if (limits.now() > limits.deadline) break;
    }
    const value = this.lp.objective();
    const feasible = !this.lp.basicValues().some(([j, x]) => j >= this.lp.m && j < 2 * this.lp.m && x > 1e-7);
    return { value, bound: Math.min(bound, value), feasible };
  }

  /**
   * Carry column generation on to the LP optimum with exact pricing (no smoothing, no early
   * stop at a rounded bound), so the duals are optimal, as reduced-cost arguments need.
   * False when the time ran out first.
   */
  solveToOptimum(limits: SearchLimits): boolean {
    const timeUp = () => limits.now() > limits.deadline;
    for (;;) {
      if (!this.lp.primal(20000, timeUp)) return false;
      const y = this.lp.duals();
      if (this.price(y, y).added === 0) return true;
      if (timeUp()) return false;
    }
  }

  /**
   * Start the stability centre at the continuous-bound duals y_i = size_i · (least cost per
   * unit of bar length): dual feasible, so their bound (≈ Σ size / capacity) is valid at
   * once, and smoothing towards them saves the many rounds the LP duals need at first.
   */
  private startCenter(): void {
    let rate = Number.POSITIVE_INFINITY;
    this.inst.bars.forEach((b, t) => {
      if (b.stock && b.cost > 0 && this.remaining[t] !== 0) rate = Math.min(rate, b.cost / b.capacity);
    });
    if (!Number.isFinite(rate)) return;
    const n = this.inst.items.length;
    const y = new Float64Array(this.rows);
    for (let i = 0; i < n; i++) y[i] = this.inst.items[i]!.size * rate;
    const res = this.price(y, y, false);
    this.center = y;
    this.centerBound = res.bound;
  }

  /**
   * Wentges dual smoothing: price at a point between the best-bound duals found so far
   * (the stability centre) and the LP duals. Far fewer rounds on degenerate masters; a
   * round that finds nothing at the smoothed point falls back to the LP duals.
   */
  private priceStabilized(yLp: Float64Array): { added: number; bound: number } {
    const n = this.inst.items.length;
    if (this.center) {
      const ySep = Float64Array.from(yLp);
      for (let i = 0; i < n; i++) ySep[i] = SMOOTHING * this.center[i]! + (1 - SMOOTHING) * yLp[i]!;
      const res = this.price(ySep, yLp);
      if (res.added > 0) return res;
      const exact = this.price(yLp, yLp);
      return { added: exact.added, bound: Math.max(res.bound, exact.bound) };
    }
    return this.price(yLp, yLp);
  }

  /** Add the most negative reduced-cost pattern of each bar type; return a bound from y. */
  private price(ySep: Float64Array, yLp: Float64Array, addColumns = true): { added: number; bound: number } {
    const y = ySep;
    const inst = this.inst;
    const n = inst.items.length;
    let cap = 0;
    inst.bars.forEach((b, t) => {
      if (this.remaining[t] !== 0) cap = Math.max(cap, b.capacity);
    });
    const items = inst.items.map((it, i) => ({
      size: it.size,
      value: Math.max(0, y[i]!),
      bound: this.demand[i]!,
    }));
    const table = solveKnapsack(items, cap);
    let added = 0;
    // Lagrangian bound: scale item duals so unlimited bars are dual feasible.
    let theta = 1;
    inst.bars.forEach((b) => {
      if (b.limit === null && b.cost > 0) theta = Math.max(theta, table.best[b.capacity]! / b.cost);
    });
    let bound = 0;
    for (let i = 0; i < n; i++) bound += (items[i]!.value / theta) * this.demand[i]!;
    inst.bars.forEach((b, t) => {
      if (this.remaining[t] === 0 || b.capacity > cap) return;
      const value = table.best[b.capacity]!;
      if (b.limit !== null) bound -= (this.remaining[t] ?? 0) * Math.max(0, value / theta - b.cost);
      if (!addColumns) return;
      const lr = this.limitRow[t]!;
      const barCost = b.cost + (lr >= 0 ? yLp[lr]! : 0);
      const found: Array<{ rc: number; counts: Int32Array }> = [];
      const seen = new Set<string>();
      const consider = (counts: Int32Array) => {
        let lpValue = 0;
        for (let i = 0; i < n; i++) lpValue += counts[i]! * yLp[i]!;
        const rc = barCost - lpValue;
        if (rc >= -1e-9) return;
        const key = counts.join(",");
        if (seen.has(key)) return;
        seen.add(key);
        found.push({ rc, counts });
      };
      consider(table.counts(b.capacity));
      // More columns per round: the best filling that holds each item (item + best rest).
      for (let i = 0; i < n; i++) {
        const it = items[i]!;
        if (it.value <= 1e-12 || it.bound <= 0 || it.size > b.capacity) continue;
        const counts = table.counts(b.capacity - it.size);
        if (counts[i]! >= it.bound) continue;
        counts[i] = counts[i]! + 1;
        consider(counts);
      }
      found.sort((x, y) => x.rc - y.rc);
      for (const f of found.slice(0, COLUMNS_PER_ROUND)) {
        this.addPattern({ bar: t, counts: f.counts });
        added++;
      }
    });
    bound = Math.max(0, bound);
    if (bound > this.centerBound || !this.center) {
      this.center = Float64Array.from(ySep);
      this.centerBound = bound;
    }
    return { added, bound };
  }
}
