import { describe, expect, it } from "vitest";
import { seededRandom } from "../engine/seededRandom.ts";
import { MasterLp, type SparseColumn } from "./masterLp.ts";

const BIG_M = 1000;

/** A column from its cost and its nonzeros, { row: value }. */
function column(cost: number, nonzeros: Record<number, number>): SparseColumn {
  const entries = Object.entries(nonzeros).map(([r, v]) => [Number(r), v] as const);
  return {
    cost,
    rows: Int32Array.from(entries, ([r]) => r),
    vals: Float64Array.from(entries, ([, v]) => v),
  };
}

/** The primal values of every column (0 off the basis). */
function primalValues(lp: MasterLp): Float64Array {
  const x = new Float64Array(lp.cols.count);
  for (const [j, v] of lp.basicValues()) x[j] = v;
  return x;
}

/**
 * Check an optimality certificate, independent of how the simplex got there: x ≥ 0 and
 * A x ≥ b (primal feasible), every column's reduced cost c_j − y·a_j ≥ 0 (dual feasible:
 * the surplus columns −e_r make that y ≥ 0), and c·x = b·y (no duality gap). Together they
 * prove c·x is the least cost of the LP `lp` holds.
 */
function expectOptimal(lp: MasterLp, b: ArrayLike<number>): number {
  const x = primalValues(lp);
  const y = lp.duals();
  const cols = lp.cols;
  const ax = new Float64Array(lp.m);
  let cx = 0;
  let leastX = 0;
  let leastRc = 0;
  for (let j = 0; j < cols.count; j++) {
    leastX = Math.min(leastX, x[j]!);
    cx += cols.cost[j]! * x[j]!;
    for (let k = cols.start[j]!; k < cols.start[j + 1]!; k++) {
      const r = cols.rows[k]!;
      ax[r] = ax[r]! + cols.vals[k]! * x[j]!;
    }
    leastRc = Math.min(leastRc, cols.reducedCost(j, y));
  }
  let leastSlack = 0;
  let by = 0;
  for (let r = 0; r < lp.m; r++) {
    // (the master raises b by a perturbation of at most 2e-6 a row)
    leastSlack = Math.min(leastSlack, ax[r]! - b[r]!);
    by += lp.rhs[r]! * y[r]!;
  }
  expect(leastX).toBeGreaterThan(-1e-7);
  expect(leastRc).toBeGreaterThan(-1e-7);
  expect(leastSlack).toBeGreaterThan(-1e-7);
  expect(cx).toBeCloseTo(by, 6);
  expect(lp.objective()).toBeCloseTo(cx, 9);
  return cx;
}

describe("master LP (primal simplex with kept reduced costs, dual simplex)", () => {
  it("solves a two-row cover by hand", () => {
    // min x1 + x2  s.t.  2·x1 + x2 ≥ 4,  x1 + 3·x2 ≥ 6.
    // Vertices: (0, 4) costs 4, (6, 0) costs 6, and where both rows bind:
    // 2·x1 + x2 = 4 and x1 + 3·x2 = 6 → 5·x1 = 12 − 6 → x1 = 1.2, x2 = 1.6, cost 2.8.
    // Duals: 2·y1 + y2 = 1 and y1 + 3·y2 = 1 → y1 = 0.4, y2 = 0.2; b·y = 1.6 + 1.2 = 2.8.
    const b = [4, 6];
    const lp = new MasterLp(b, BIG_M);
    lp.addColumn(column(1, { 0: 2, 1: 1 }));
    lp.addColumn(column(1, { 0: 1, 1: 3 }));
    expect(lp.primal(100)).toBe(true);
    expect(expectOptimal(lp, b)).toBeCloseTo(2.8, 4);
    const x = primalValues(lp);
    expect(x[4]!).toBeCloseTo(1.2, 4);
    expect(x[5]!).toBeCloseTo(1.6, 4);
    expect(lp.duals()[0]!).toBeCloseTo(0.4, 9);
    expect(lp.duals()[1]!).toBeCloseTo(0.2, 9);
  });

  it("solves a cutting-stock master by hand, then again after a column is added", () => {
    // Bar 10; pieces 4 (demand 3) and 3 (demand 2). Patterns: [2×4] (cost 1), [3×3] (cost 1),
    // [1×4 + 2×3] (load 10, cost 1). With the first two only: x1 = 3/2, x2 = 2/3, 2.1667 bars.
    // With the third: x1 = 1, x3 = 1 covers 2 + 1 = 3 fours and 2 threes in 2 bars (the
    // length bound is only 18 / 10 = 1.8; the duals below prove 2).
    const b = [3, 2];
    const lp = new MasterLp(b, BIG_M);
    lp.addColumn(column(1, { 0: 2 }));
    lp.addColumn(column(1, { 1: 3 }));
    expect(lp.primal(100)).toBe(true);
    // 3/2 + 2/3 = 13/6.
    expect(expectOptimal(lp, b)).toBeCloseTo(13 / 6, 4);
    lp.addColumn(column(1, { 0: 1, 1: 2 }));
    expect(lp.primal(100)).toBe(true);
    // Duals y1 = 0.5, y2 = 0.25: every pattern prices at most 1 (2·0.5, 3·0.25, 0.5 + 2·0.25),
    // and b·y = 1.5 + 0.5 = 2 — no fractional plan needs fewer than 2 bars.
    expect(expectOptimal(lp, b)).toBeCloseTo(2, 4);
  });

  it("reaches a certified optimum on random covering LPs, warm-started as columns arrive", () => {
    const rand = seededRandom(2026);
    for (let trial = 0; trial < 60; trial++) {
      const m = 2 + Math.floor(rand() * 14);
      const n = m + Math.floor(rand() * 60);
      const b = Array.from({ length: m }, () => Math.floor(rand() * 12));
      const lp = new MasterLp(b, BIG_M);
      // Columns in batches, the simplex warm-started after each (as column generation does).
      for (let batch = 0; batch < 3; batch++) {
        for (let j = 0; j < n / 3; j++) {
          const nonzeros: Record<number, number> = { [Math.floor(rand() * m)]: 1 };
          for (let r = 0; r < m; r++) if (rand() < 0.35) nonzeros[r] = 1 + Math.floor(rand() * 4);
          lp.addColumn(column(1 + Math.floor(rand() * 5), nonzeros));
        }
        expect(lp.primal(100_000)).toBe(true);
        expectOptimal(lp, b);
      }
      // A new right-hand side, repaired by the dual simplex, then finished by the primal.
      const b2 = b.map((v) => Math.max(0, v - Math.floor(rand() * 4)));
      lp.setRhs(b2);
      lp.dual(100_000);
      expect(lp.primal(100_000)).toBe(true);
      expectOptimal(lp, b2);
    }
  });

  it("gives the same optimum whether the columns come at once or one at a time", () => {
    const rand = seededRandom(7);
    for (let trial = 0; trial < 20; trial++) {
      const m = 3 + Math.floor(rand() * 10);
      const b = Array.from({ length: m }, () => 1 + Math.floor(rand() * 9));
      const cols: SparseColumn[] = [];
      for (let j = 0; j < 3 * m; j++) {
        const nonzeros: Record<number, number> = { [j % m]: 1 };
        for (let r = 0; r < m; r++) if (rand() < 0.4) nonzeros[r] = 1 + Math.floor(rand() * 3);
        cols.push(column(1, nonzeros));
      }
      const atOnce = new MasterLp(b, BIG_M);
      for (const c of cols) atOnce.addColumn(c);
      atOnce.primal(100_000);
      const oneByOne = new MasterLp(b, BIG_M);
      for (const c of cols) {
        oneByOne.addColumn(c);
        oneByOne.primal(100_000);
      }
      expect(expectOptimal(oneByOne, b)).toBeCloseTo(expectOptimal(atOnce, b), 6);
    }
  });
});
