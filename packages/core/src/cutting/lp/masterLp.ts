// A small dense revised simplex for the covering master problem
//   min c·x  subject to  A x ≥ b,  x ≥ 0.
// Column 0..m-1 are surplus columns (−e_r, cost 0), m..2m-1 artificial columns (+e_r,
// cost `bigM`, the starting basis); patterns are appended after them. The basis inverse
// is kept dense (m is at most a few hundred distinct piece sizes) and updated per pivot;
// a warm start after changing b uses the dual simplex.

import { ColumnStore, type SparseColumn } from "./columnStore.ts";

export type { SparseColumn };

const EPS = 1e-9;
/** Smallest pivot the dual simplex takes. */
const DUAL_PIVOT_TOLERANCE = 1e-7;
const REINVERT_EVERY = 400;

export class MasterLp {
  readonly m: number;
  readonly cols = new ColumnStore();
  readonly basis: Int32Array;
  readonly rhs: Float64Array;
  readonly xB: Float64Array;
  private binv: Float64Array;
  private inBasis: Uint8Array = new Uint8Array(0);
  private pivotsSinceInvert = 0;
  pivots = 0;
  private degenerate = 0;
  private readonly work: Float64Array;
  /** Cached duals, updated per pivot; null when they must be recomputed. */
  private y: Float64Array | null = null;

  constructor(rhs: ArrayLike<number>, bigM: number) {
    const m = rhs.length;
    this.m = m;
    this.rhs = Float64Array.from(rhs, (v, r) => v + perturbation(r));
    this.basis = new Int32Array(m);
    this.xB = new Float64Array(m);
    this.binv = new Float64Array(m * m);
    this.work = new Float64Array(m);
    for (let r = 0; r < m; r++) this.cols.add(unit(r, -1, 0));
    for (let r = 0; r < m; r++) this.cols.add(unit(r, 1, bigM));
    // Start from artificials on rows with b ≥ 0 and surplus on rows with b < 0.
    for (let r = 0; r < m; r++) this.basis[r] = this.rhs[r]! >= 0 ? m + r : r;
    this.reinvert();
  }

  addColumn(col: SparseColumn): number {
    const j = this.cols.add(col);
    this.ensureFlags();
    return j;
  }

  isBasic(j: number): boolean {
    return this.inBasis[j] === 1;
  }

  objective(): number {
    let z = 0;
    for (let r = 0; r < this.m; r++) z += this.cols.cost[this.basis[r]!]! * this.xB[r]!;
    return z;
  }

  /** Dual prices y = c_B B⁻¹ (read-only: the array is the master's cache). */
  duals(): Float64Array {
    if (this.y) return this.y;
    const m = this.m;
    const y = new Float64Array(m);
    for (let r = 0; r < m; r++) {
      const c = this.cols.cost[this.basis[r]!]!;
      if (c === 0) continue;
      const base = r * m;
      for (let k = 0; k < m; k++) y[k] = y[k]! + c * this.binv[base + k]!;
    }
    this.y = y;
    return y;
  }

  reducedCost(j: number, y: Float64Array): number {
    return this.cols.reducedCost(j, y);
  }

  /** Change the right-hand side and restore the primal values (they may turn negative). */
  setRhs(b: ArrayLike<number>): void {
    for (let r = 0; r < this.m; r++) this.rhs[r] = b[r]! + perturbation(r);
    this.computeXB();
  }

  /** Replace the basis (for backtracking) and refactor. */
  setBasis(basis: Int32Array): void {
    this.basis.set(basis);
    this.reinvert();
  }

  snapshot(): MasterSnapshot {
    return {
      basis: Int32Array.from(this.basis),
      binv: Float64Array.from(this.binv),
      xB: Float64Array.from(this.xB),
      rhs: Float64Array.from(this.rhs),
      columns: this.cols.count,
      pivotsSinceInvert: this.pivotsSinceInvert,
      degenerate: this.degenerate,
      weights: Float64Array.from(this.weights),
    };
  }

  /**
   * Return to a snapshot; columns added since stay in the pool (they remain valid). With `whole`,
   * also to its count of pivots since the last refactorization and its pricing weights, so that
   * what is solved from it again is solved exactly as from the snapshot the first time.
   */
  restore(s: MasterSnapshot, whole = false): void {
    if (whole) {
      this.pivotsSinceInvert = s.pivotsSinceInvert;
      this.degenerate = s.degenerate;
      this.weights = Float64Array.from(s.weights);
    }
    this.basis.set(s.basis);
    this.binv = Float64Array.from(s.binv);
    this.xB.set(s.xB);
    this.rhs.set(s.rhs);
    this.y = null;
    this.ensureFlags();
    this.inBasis.fill(0);
    for (let r = 0; r < this.m; r++) this.inBasis[this.basis[r]!] = 1;
  }

  /**
   * Primal simplex over the current columns (Devex pricing: the entering column maximises
   * rc² / w_j with reference weights w that approximate steepest edge, far fewer pivots than
   * Dantzig's rule on these masters). Returns false if the iteration cap was hit.
   *
   * The reduced costs are priced once from the duals, then kept up to date in the pass that
   * updates the Devex weights: a pivot moves the duals by rc_q · ρ (ρ the new row `leave` of
   * B⁻¹), so rc_j falls by rc_q · ρ·a_j, and ρ·a_j is what that pass computes anyway. One
   * pass over the pool a pivot instead of two (a third less time on Hard28's root LPs); the
   * reduced costs are priced afresh from the duals at each refactorization and before the
   * simplex declares the LP optimal, so round-off cannot end it early.
   */
  primal(maxIter: number, stop?: () => boolean): boolean {
    const m = this.m;
    const cols = this.cols;
    this.priceAll();
    for (let it = 0; it < maxIter; it++) {
      if (stop && (it & 63) === 63 && stop()) return false;
      this.ensureWeights();
      const w = this.weights;
      const rcs = this.rcs;
      // After many degenerate pivots in a row, Bland's rule (first improving column,
      // lowest-index leaving row) guarantees the simplex does not cycle.
      const bland = this.degenerate > 40;
      let enter = this.chooseEntering(bland);
      if (enter < 0) {
        // Optimal on the kept reduced costs: confirm on freshly priced ones.
        this.priceAll();
        enter = this.chooseEntering(bland);
        if (enter < 0) return true;
      }
      const enterRc = rcs[enter]!;
      const d = this.ftran(enter);
      let leave = -1;
      let bestRatio = Number.POSITIVE_INFINITY;
      let bestPiv = 0;
      for (let r = 0; r < m; r++) {
        const dr = d[r]!;
        if (dr > EPS) {
          const ratio = Math.max(0, this.xB[r]!) / dr;
          const tie = ratio < bestRatio + 1e-12;
          const better = bland ? this.basis[r]! < this.basis[leave]! : dr > bestPiv;
          if (ratio < bestRatio - 1e-12 || (tie && better)) {
            bestRatio = ratio;
            leave = r;
            bestPiv = dr;
          }
        }
      }
      if (leave < 0) return true; // unbounded cannot happen with c ≥ 0; treat as done
      this.degenerate = bestRatio < 1e-11 ? this.degenerate + 1 : 0;
      const leaving = this.basis[leave]!;
      const alphaQ = d[leave]!;
      const wq = w[enter]!;
      this.pivot(leave, enter, d, enterRc);
      if (this.pivotsSinceInvert === 0) {
        // Just refactorized: price afresh (and leave the weights, as before).
        this.priceAll();
        continue;
      }
      // One pass: a_j = ρ·a_j updates rc_j and, outside Bland's rule, the Devex weight.
      const off = leave * m;
      const devex = !bland;
      for (let j = 0, n = cols.count; j < n; j++) {
        if (this.inBasis[j] === 1) continue;
        const a = cols.dot(j, this.binv, off);
        if (a === 0) continue;
        rcs[j] = rcs[j]! - enterRc * a;
        if (devex) {
          const cand = a * a * wq;
          if (cand > w[j]!) w[j] = cand;
        }
      }
      rcs[enter] = 0;
      if (devex) {
        w[leaving] = Math.max(wq / (alphaQ * alphaQ), 1);
        if (wq > 1e6) this.weights.fill(1); // reset the reference framework
      }
    }
    return false;
  }

  /** Reduced cost of every column, kept by `primal` between its pricings. */
  private rcs: Float64Array = new Float64Array(0);

  /** Price every column from the duals into `rcs` (0 for basic columns). */
  private priceAll(): void {
    const n = this.cols.count;
    if (this.rcs.length < n) this.rcs = new Float64Array(Math.max(n * 2, 64));
    const y = this.duals();
    for (let j = 0; j < n; j++) this.rcs[j] = this.inBasis[j] === 1 ? 0 : this.cols.reducedCost(j, y);
  }

  /** The entering column by Devex (or, under Bland's rule, the first improving one); −1 if none. */
  private chooseEntering(bland: boolean): number {
    const rcs = this.rcs;
    const w = this.weights;
    let enter = -1;
    let bestScore = 0;
    for (let j = 0, n = this.cols.count; j < n; j++) {
      if (this.inBasis[j] === 1) continue;
      const rc = rcs[j]!;
      if (rc >= -1e-9) continue;
      if (bland) return j;
      const score = (rc * rc) / w[j]!;
      if (score > bestScore) {
        bestScore = score;
        enter = j;
      }
    }
    return enter;
  }

  private weights: Float64Array = new Float64Array(0);

  private ensureWeights(): void {
    if (this.weights.length < this.cols.count) {
      const next = new Float64Array(Math.max(this.cols.count * 2, 64)).fill(1);
      next.set(this.weights);
      this.weights = next;
    }
  }

  /** Dual simplex: restore x_B ≥ 0 keeping reduced costs ≥ 0; false if infeasible, capped or stopped. */
  dual(maxIter: number, stop?: () => boolean): boolean {
    const m = this.m;
    for (let it = 0; it < maxIter; it++) {
      if (stop && (it & 63) === 63 && stop()) return false;
      let leave = -1;
      let worst = -1e-7;
      for (let r = 0; r < m; r++) {
        if (this.xB[r]! < worst) {
          worst = this.xB[r]!;
          leave = r;
        }
      }
      if (leave < 0) return true;
      const y = this.duals();
      let enter = -1;
      let bestRatio = Number.POSITIVE_INFINITY;
      let bestAlpha = 0;
      let enterRc = 0;
      for (let j = 0, n = this.cols.count; j < n; j++) {
        if (this.inBasis[j] === 1) continue;
        const alpha = this.cols.dot(j, this.binv, leave * m);
        if (alpha < -DUAL_PIVOT_TOLERANCE) {
          const rc = this.reducedCost(j, y);
          const ratio = Math.max(0, rc) / -alpha;
          // Among (nearly) tied ratios the largest pivot: on dual-degenerate masters many
          // columns tie at 0, and a tiny pivot there loses dual feasibility to round-off.
          if (ratio < bestRatio - 1e-12 || (ratio < bestRatio + 1e-12 && -alpha > bestAlpha)) {
            bestRatio = Math.min(ratio, bestRatio);
            bestAlpha = -alpha;
            enter = j;
            enterRc = rc;
          }
        }
      }
      if (enter < 0) return false;
      this.pivot(leave, enter, this.ftran(enter), enterRc);
    }
    return false;
  }

  /** Value of every basic column, as (column, value) pairs. */
  basicValues(): Array<[number, number]> {
    const out: Array<[number, number]> = [];
    for (let r = 0; r < this.m; r++) out.push([this.basis[r]!, this.xB[r]!]);
    return out;
  }

  private ftran(j: number): Float64Array {
    const m = this.m;
    const d = this.work;
    const cols = this.cols;
    d.fill(0);
    for (let k = cols.start[j]!, e = cols.start[j + 1]!; k < e; k++) {
      const c = cols.rows[k]!;
      const v = cols.vals[k]!;
      for (let r = 0; r < m; r++) d[r] = d[r]! + this.binv[r * m + c]! * v;
    }
    return d;
  }

  private pivot(leave: number, enter: number, d: Float64Array, rc: number): void {
    const m = this.m;
    const binv = this.binv;
    const piv = d[leave]!;
    const lrow = leave * m;
    for (let k = 0; k < m; k++) binv[lrow + k] = binv[lrow + k]! / piv;
    const theta = this.xB[leave]! / piv;
    for (let r = 0; r < m; r++) {
      if (r === leave) continue;
      const f = d[r]!;
      if (f === 0) continue;
      const rrow = r * m;
      for (let k = 0; k < m; k++) binv[rrow + k] = binv[rrow + k]! - f * binv[lrow + k]!;
      this.xB[r] = this.xB[r]! - f * theta;
    }
    this.xB[leave] = theta;
    this.inBasis[this.basis[leave]!] = 0;
    this.basis[leave] = enter;
    this.ensureFlags();
    this.inBasis[enter] = 1;
    // y' = y + rc · (new row `leave` of B⁻¹).
    const y = this.y;
    if (y) for (let k = 0; k < m; k++) y[k] = y[k]! + rc * binv[lrow + k]!;
    this.pivots++;
    if (++this.pivotsSinceInvert >= REINVERT_EVERY) this.reinvert();
  }

  private ensureFlags(): void {
    if (this.inBasis.length < this.cols.count) {
      const next = new Uint8Array(Math.max(this.cols.count * 2, 64));
      next.set(this.inBasis);
      this.inBasis = next;
    }
  }

  private computeXB(): void {
    const m = this.m;
    for (let r = 0; r < m; r++) {
      let s = 0;
      const base = r * m;
      for (let k = 0; k < m; k++) s += this.binv[base + k]! * this.rhs[k]!;
      this.xB[r] = s;
    }
  }

  /** Gauss–Jordan inverse of the basis matrix from scratch. */
  reinvert(): void {
    const m = this.m;
    const a = new Float64Array(m * m);
    for (let r = 0; r < m; r++) {
      const cols = this.cols;
      const j = this.basis[r]!;
      for (let k = cols.start[j]!, e = cols.start[j + 1]!; k < e; k++)
        a[cols.rows[k]! * m + r] = cols.vals[k]!;
    }
    const inv = new Float64Array(m * m);
    for (let r = 0; r < m; r++) inv[r * m + r] = 1;
    for (let c = 0; c < m; c++) {
      let p = c;
      for (let r = c + 1; r < m; r++) if (Math.abs(a[r * m + c]!) > Math.abs(a[p * m + c]!)) p = r;
      if (Math.abs(a[p * m + c]!) < 1e-12) throw new Error("singular basis");
      if (p !== c) swapRows(a, inv, m, p, c);
      const f = a[c * m + c]!;
      for (let k = 0; k < m; k++) {
        a[c * m + k] = a[c * m + k]! / f;
        inv[c * m + k] = inv[c * m + k]! / f;
      }
      for (let r = 0; r < m; r++) {
        if (r === c) continue;
        const g = a[r * m + c]!;
        if (g === 0) continue;
        for (let k = 0; k < m; k++) {
          a[r * m + k] = a[r * m + k]! - g * a[c * m + k]!;
          inv[r * m + k] = inv[r * m + k]! - g * inv[c * m + k]!;
        }
      }
    }
    // Rows of B⁻¹ follow basis positions: inv maps the equation system B x = b where
    // column r of B is basis[r], so inv rows are basis positions already.
    this.binv = inv;
    this.y = null;
    this.ensureFlags();
    this.inBasis.fill(0);
    for (let r = 0; r < m; r++) this.inBasis[this.basis[r]!] = 1;
    this.pivotsSinceInvert = 0;
    this.computeXB();
  }
}

/**
 * A tiny, fixed, row-dependent increase of the right-hand side. Cutting-stock masters are
 * massively degenerate and the simplex stalls on them; perturbing b makes every pivot move.
 * Values of x are off by about 1e-5 at most, which callers' tolerances absorb.
 */
function perturbation(r: number): number {
  return 1e-6 * (1 + ((r * 7919) % 97) / 97);
}

function unit(row: number, val: number, cost: number): SparseColumn {
  return { cost, rows: Int32Array.of(row), vals: Float64Array.of(val) };
}

function swapRows(a: Float64Array, inv: Float64Array, m: number, p: number, c: number): void {
  for (let k = 0; k < m; k++) {
    const t = a[p * m + k]!;
    a[p * m + k] = a[c * m + k]!;
    a[c * m + k] = t;
    const u = inv[p * m + k]!;
    inv[p * m + k] = inv[c * m + k]!;
    inv[c * m + k] = u;
  }
}

/** A copy of the master's basis state, for backtracking in a search. */
export interface MasterSnapshot {
  basis: Int32Array;
  binv: Float64Array;
  xB: Float64Array;
  rhs: Float64Array;
  columns: number;
  pivotsSinceInvert: number;
  degenerate: number;
  weights: Float64Array;
}
