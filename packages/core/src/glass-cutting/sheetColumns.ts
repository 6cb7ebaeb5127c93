// Column generation over whole sheets (docs/glass-cutting.md): a column is one sheet's guillotine
// layout, the master LP (the cutting engine's MasterLp) covers every size's demand with as few
// sheets as it may, and the pricing step fills a sheet with the LP's dual prices as the panes'
// values: the strip filler (stripFill.ts) and its variants, and the look-ahead filler
// (lookahead.ts) as many times as the budget says, at duals smoothed towards the best Lagrangian
// point so far (Wentges). The LP's answer is then made whole by diving: the layouts the LP uses
// whole are fixed, else the most used one (of two, the one leaving the smaller LP), and the rest
// of the demand solved again, until nothing is left.
import { MasterLp, type MasterSnapshot } from "../cutting/lp/masterLp.ts";
import { lookaheadFill, type SizeStock } from "./lookahead.ts";
import { type StripPlaced, stripFill, stripTables, stripVariants } from "./stripFill.ts";
import type { Rect } from "./types.ts";

/** One pane size and how many pieces of it are wanted. */
export interface DemandSize {
  readonly w: number;
  readonly h: number;
  readonly demand: number;
}

/** A sheet's layout: which sizes it holds (by index) and where. */
export interface SheetLayout {
  readonly counts: Int32Array;
  readonly placed: readonly { size: number; x: number; y: number; rot: boolean }[];
}

export interface ColumnBudget {
  /** Look-ahead fills per pricing round (the first two plain, the others drawn). */
  readonly pricingTries: number;
  /** Pricing rounds for the first LP. */
  readonly rounds: number;
  /** Pricing rounds for each LP after a layout is fixed. */
  readonly diveRounds: number;
}

/** The look-ahead filler's layout of `usable` worth most at `values` (per size), `left` pieces each. */
function fillAt(
  sizes: readonly DemandSize[],
  order: readonly number[],
  values: Float64Array,
  left: Int32Array,
  usable: Rect,
  rotatable: boolean,
  candidates: number,
): SheetLayout {
  const stock: SizeStock[] = order.map((i) => ({
    w: (sizes[i] as DemandSize).w,
    h: (sizes[i] as DemandSize).h,
    value: values[i] as number,
    pieces: [],
  }));
  const rest = Int32Array.from(order, (i) => left[i] as number);
  const out = {
    placed: [] as { size: number; x: number; y: number; rot: boolean }[],
    leftovers: [] as Rect[],
  };
  lookaheadFill(stock, rest, usable, rotatable, candidates, out);
  const counts = new Int32Array(sizes.length);
  const placed = out.placed.map((p) => {
    const size = order[p.size] as number;
    counts[size] = (counts[size] as number) + 1;
    return { ...p, size };
  });
  return { counts, placed };
}

/**
 * Layouts priced at `ySep` (each size worth its price there, plus a little of its area so panes
 * priced at 0 still fill the sheet): the strip filler's, sheet after sheet of what is left
 * (STRIP_COLUMNS), its variants (the most negative VARIANT_COLUMNS), and `tries` look-ahead fills
 * (by value, by value per area, then over shaken orders). Answers those whose reduced cost at the
 * LP's duals `y` is negative, and the most any layout tried is worth at `ySep` (for the bound).
 */
function price(
  sizes: readonly DemandSize[],
  ySep: Float64Array,
  y: Float64Array,
  left: Int32Array,
  usable: Rect,
  rotatable: boolean,
  tries: number,
  rand: () => number,
): { found: SheetLayout[]; best: number } {
  const n = sizes.length;
  let best = 0;
  const sheet = usable.width * usable.height;
  const values = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const s = sizes[i] as DemandSize;
    values[i] = Math.max(0, ySep[i] as number) + (1e-3 * s.w * s.h) / sheet;
  }
  const live = [...Array(n).keys()].filter((i) => (left[i] as number) > 0);
  const byValue = [...live].sort((a, b) => (values[b] as number) - (values[a] as number) || a - b);
  const area = (i: number) => (sizes[i] as DemandSize).w * (sizes[i] as DemandSize).h;
  const byDensity = [...live].sort(
    (a, b) => (values[b] as number) / area(b) - (values[a] as number) / area(a) || a - b,
  );
  const found: SheetLayout[] = [];
  const seen = new Set<string>();
  const consider = (layout: SheetLayout) => {
    let dual = 0;
    let sep = 0;
    for (let i = 0; i < n; i++) {
      dual += (layout.counts[i] as number) * (y[i] as number);
      sep += (layout.counts[i] as number) * (ySep[i] as number);
    }
    best = Math.max(best, sep);
    if (1 - dual >= -1e-9) return;
    const key = layout.counts.join(",");
    if (seen.has(key)) return;
    seen.add(key);
    found.push(layout);
  };
  // the first strip fill and the variants start from the same pieces: one set of tables
  const tables = stripTables(sizes, values, left, usable, rotatable);
  const rest = Int32Array.from(left);
  for (let k = 0; k < STRIP_COLUMNS; k++) {
    const out = { placed: [] as StripPlaced[], leftovers: [] as Rect[] };
    if (stripFill(sizes, values, rest, usable, rotatable, out, k === 0 ? tables : undefined) <= 0) break;
    const counts = new Int32Array(n);
    for (const p of out.placed) counts[p.size] = (counts[p.size] as number) + 1;
    consider({ counts, placed: out.placed });
  }
  const variants: { rc: number; layout: SheetLayout }[] = [];
  for (const v of stripVariants(sizes, values, left, usable, rotatable, tables)) {
    const counts = new Int32Array(n);
    let dual = 0;
    let sep = 0;
    for (const p of v.placed) {
      counts[p.size] = (counts[p.size] as number) + 1;
      dual += y[p.size] as number;
      sep += ySep[p.size] as number;
    }
    best = Math.max(best, sep);
    if (1 - dual < -1e-9) variants.push({ rc: 1 - dual, layout: { counts, placed: v.placed } });
  }
  variants.sort((a, b) => a.rc - b.rc);
  for (const v of variants.slice(0, VARIANT_COLUMNS)) consider(v.layout);
  for (let t = 0; t < tries; t++) {
    let order = t === 0 ? byValue : t === 1 ? byDensity : byValue;
    let candidates = 8;
    if (t >= 2) {
      const keyed = live.map((i) => ({ i, key: (values[i] as number) * (1 + 0.5 * rand()) }));
      keyed.sort((a, b) => b.key - a.key || a.i - b.i);
      order = keyed.map((k) => k.i);
      candidates = 4 + Math.floor(rand() * 9);
    }
    consider(fillAt(sizes, order, values, left, usable, rotatable, candidates));
  }
  return { found, best };
}

/** Strip layouts per pricing round, each from the pieces the ones before left. */
const STRIP_COLUMNS = 2;
/** Weight of the stability centre in the smoothed duals (Wentges). */
const SMOOTHING = 0.7;
/** The fractional layouts tried when none is used whole: the one leaving the smallest LP fixed. */
const DIVE_CANDIDATES = 2;
/** The most strip variants (stripVariants) added per pricing round, the most negative first. */
const VARIANT_COLUMNS = 20;

/**
 * The master solved again (after a change of demand: the dual simplex first). Should round-off
 * leave a singular basis, it starts again from the artificial one (always feasible here).
 */
function solve(lp: MasterLp, dualFirst = false): void {
  try {
    if (dualFirst) lp.dual(20000);
    lp.primal(20000);
  } catch {
    lp.setBasis(Int32Array.from({ length: lp.m }, (_, r) => lp.m + r));
    lp.primal(20000);
  }
}

function column(counts: Int32Array) {
  const rows: number[] = [];
  const vals: number[] = [];
  counts.forEach((c, i) => {
    if (c > 0) {
      rows.push(i);
      vals.push(c);
    }
  });
  return { cost: 1, rows: Int32Array.from(rows), vals: Float64Array.from(vals) };
}

/**
 * Sheets for `sizes` by column generation and diving, `seeds` (layouts found otherwise) in the
 * pool from the start. Answers the layouts fixed, each used once, their counts cut down to what
 * was still wanted, the demand left for the caller to pack (none unless the LP stops short) and
 * the first LP's value.
 */
export function sheetsByColumns(
  sizes: readonly DemandSize[],
  usable: Rect,
  rotatable: boolean,
  seeds: readonly SheetLayout[],
  budget: ColumnBudget,
  rand: () => number,
): { fixed: SheetLayout[]; left: Int32Array; lp: number } {
  const n = sizes.length;
  const left = Int32Array.from(sizes, (s) => s.demand);
  const lp = new MasterLp(left, 1000);
  const layouts: SheetLayout[] = [];
  const add = (l: SheetLayout) => {
    layouts[lp.addColumn(column(l.counts))] = l;
  };
  for (const s of seeds) add(s);
  const fixed: SheetLayout[] = [];
  let firstLp = Number.NaN;
  // the stability centre: area prices at first (each size worth its share of a sheet)
  const areaPrices = Float64Array.from(sizes, (s) => (s.w * s.h) / (usable.width * usable.height));
  // (no sheet holds more than its area: the area bound is the centre's)
  const areaBound = () => left.reduce((s, d, i) => s + d * (areaPrices[i] as number), 0);
  let center: Float64Array | undefined = areaPrices;
  let centerBound = areaBound();
  for (;;) {
    // column generation to (heuristic) optimality, at most `rounds` pricing rounds
    const rounds = fixed.length === 0 ? budget.rounds : budget.diveRounds;
    for (let round = 0; round < rounds; round++) {
      solve(lp);
      const y = lp.duals();
      const value = lp.objective();
      // Wentges smoothing: price between the duals of the best (heuristic) Lagrangian bound so
      // far and the LP's; when that finds nothing, at the LP's
      const demand = (v: Float64Array) => left.reduce((s, d, i) => s + d * Math.max(0, v[i] as number), 0);
      const sep: Float64Array = center
        ? Float64Array.from(
            y,
            (v, i) => SMOOTHING * ((center as Float64Array)[i] as number) + (1 - SMOOTHING) * v,
          )
        : y;
      let res = price(sizes, sep, y, left, usable, rotatable, budget.pricingTries, rand);
      const lagrange = (p: typeof res, at: Float64Array) => demand(at) / Math.max(1, p.best);
      const b = lagrange(res, sep);
      if (!center || b > centerBound) {
        center = Float64Array.from(sep);
        centerBound = b;
      }
      if (res.found.length === 0 && sep !== y) {
        res = price(sizes, y, y, left, usable, rotatable, budget.pricingTries, rand);
        const b2 = lagrange(res, y);
        if (b2 > centerBound) {
          center = Float64Array.from(y);
          centerBound = b2;
        }
      }
      if (res.found.length === 0 || centerBound > value - 1e-4) break;
      for (const l of res.found) add(l);
    }
    solve(lp);
    const value = lp.objective();
    if (Number.isNaN(firstLp)) firstLp = value;
    if (value <= 1e-6) break;
    // fix, of the layouts the LP uses most, the one after which the LP (its columns so far) asks
    // for the fewest sheets
    const used = lp
      .basicValues()
      .filter(([j, x]) => layouts[j] && x > 1e-6)
      .sort((a, b) => b[1] - a[1] || a[0] - b[0]);
    if (used.length === 0) break;
    const trim = (l: SheetLayout) => {
      const take = new Int32Array(n);
      const placed = l.placed.filter((p) => {
        if ((take[p.size] as number) >= (left[p.size] as number)) return false;
        take[p.size] = (take[p.size] as number) + 1;
        return true;
      });
      return { counts: take, placed };
    };
    const take = (l: SheetLayout) => {
      const t = trim(l);
      for (let i = 0; i < n; i++) left[i] = (left[i] as number) - (t.counts[i] as number);
      if (t.placed.length > 0) fixed.push(t);
    };
    const whole = used.filter(([, x]) => x >= 0.999);
    if (whole.length > 0) {
      // the layouts the LP uses whole: all fixed at once
      for (const [j, x] of whole)
        for (let k = 0; k < Math.floor(x + 0.001); k++) take(layouts[j] as SheetLayout);
    } else {
      let chosen = layouts[(used[0] as [number, number])[0]] as SheetLayout;
      const snap = lp.snapshot();
      let bestValue = Number.POSITIVE_INFINITY;
      // the LP as solved with the chosen layout fixed: the same as solving it again from the
      // snapshot (every candidate starts from it whole), so it is kept instead
      let solved: MasterSnapshot | undefined;
      for (const [j] of used.slice(0, DIVE_CANDIDATES)) {
        const t = trim(layouts[j] as SheetLayout);
        lp.setRhs(left.map((v, i) => v - (t.counts[i] as number)));
        solve(lp, true);
        const v = lp.objective();
        if (v < bestValue - 1e-9) {
          bestValue = v;
          chosen = layouts[j] as SheetLayout;
          solved = lp.snapshot();
        }
        lp.restore(snap, true);
      }
      take(chosen);
      if (solved && !left.every((v) => v === 0)) {
        lp.restore(solved, true);
        center = areaPrices;
        centerBound = areaBound();
        continue;
      }
    }
    if (left.every((v) => v === 0)) break;
    lp.setRhs(left);
    solve(lp, true);
    center = areaPrices;
    centerBound = areaBound();
  }
  return { fixed, left, lp: firstLp };
}
