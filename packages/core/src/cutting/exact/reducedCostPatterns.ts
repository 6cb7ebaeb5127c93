// Patterns that a plan of a given number of bars may use, found from LP duals. With duals y
// that no pattern prices above its bar (y·a ≤ 1 for every pattern a), every plan of z bars
// that cuts the demand d exactly has Σ over its bars of (1 − y·a) = z − y·d. So each of its
// bars has reduced cost 1 − y·a ≤ gap = z − y·d, and together they spend exactly that gap.
// On instances whose LP bound is (nearly) the optimum the gap is tiny and only a few hundred
// patterns qualify (Hard28: 300–1,100), where the whole pattern space is astronomically large.
import type { Instance } from "../engine/model.ts";
import { solveKnapsack } from "../lp/knapsack.ts";

/** Reduced costs are compared with this slack, in favour of keeping a pattern. */
export const RC_TOLERANCE = 1e-7;
/** Largest knapsack tables (item types × bar capacity) the enumeration builds. */
const MAX_TABLE = 2_000_000;

export interface PricedPattern {
  /** Item types cut from the bar and how many of each. */
  items: Int32Array;
  counts: Int32Array;
  /** 1 − y·a under the scaled duals. */
  reducedCost: number;
  /** Capacity the pattern leaves unused. */
  slack: number;
}

/** Whether the enumeration's bounding tables (item types × bar capacity) stay small enough. */
export function canEnumerate(inst: Instance): boolean {
  return inst.items.length * (inst.bars[0]!.capacity + 1) <= MAX_TABLE;
}

/**
 * LP duals made feasible: negative ones raised to 0, then all divided by the best pattern
 * value (when above 1), so that no pattern prices above its bar. Their bound is y·d.
 */
export function feasibleDuals(inst: Instance, duals: ArrayLike<number>): { y: Float64Array; bound: number } {
  const n = inst.items.length;
  const capacity = inst.bars[0]!.capacity;
  const y = Float64Array.from({ length: n }, (_, i) => Math.max(0, duals[i]!));
  const table = solveKnapsack(
    inst.items.map((it, i) => ({ size: it.size, value: y[i]!, bound: it.demand })),
    capacity,
  );
  const theta = Math.max(1, table.best[capacity]!);
  let bound = 0;
  for (let i = 0; i < n; i++) {
    y[i] = y[i]! / theta;
    bound += y[i]! * inst.items[i]!.demand;
  }
  return { y, bound };
}

/**
 * Every pattern of the one bar type (counts within the demand) whose reduced cost under `y`
 * is at most `gap` and whose offcut is at most `maxSlack` (a plan of z bars leaves
 * z·capacity − Σ sizes in offcuts in all: the reduced-cost argument for the duals size /
 * capacity, in whole units); null when there are more than `maxPatterns` of them or the
 * instance is too large for the bounding tables.
 */
export function patternsWithin(
  inst: Instance,
  y: Float64Array,
  gap: number,
  maxSlack: number,
  maxPatterns: number,
): PricedPattern[] | null {
  const capacity = inst.bars[0]!.capacity;
  const n = inst.items.length;
  if (!canEnumerate(inst)) return null;
  // Longest first; bestValue[k][c], bestFill[k][c]: the highest dual value and the longest
  // fill items order[k..] can put in capacity c.
  const order = Array.from({ length: n }, (_, i) => i).sort(
    (a, b) => inst.items[b]!.size - inst.items[a]!.size,
  );
  const bestValue = bestTables(inst, order, y);
  const bestFill = bestTables(
    inst,
    order,
    Float64Array.from(inst.items, (it) => it.size),
  );

  const out: PricedPattern[] = [];
  const counts = new Int32Array(n);
  const taken: number[] = []; // item types in the pattern, in order
  let overflow = false;
  const minValue = 1 - gap - RC_TOLERANCE;
  const minLoad = capacity - maxSlack;
  // Adds copies of order[k..] to the pattern; each multiset is met once (indices never go back).
  const extend = (k: number, room: number, value: number): void => {
    for (let j = k; j < n; j++) {
      // Fewer items never do better, so the loop ends at the first hopeless j.
      if (value + bestValue[j]![room]! < minValue) return;
      if (capacity - room + bestFill[j]![room]! < minLoad) return;
      const i = order[j]!;
      const { size, demand } = inst.items[i]!;
      if (size > room || counts[i]! >= demand) continue;
      if (counts[i] === 0) taken.push(i);
      counts[i] = counts[i]! + 1;
      const v = value + y[i]!;
      if (v >= minValue && room - size <= maxSlack) {
        if (out.length >= maxPatterns) overflow = true;
        else out.push(priced(taken, counts, 1 - v, room - size));
      }
      if (!overflow) extend(j, room - size, v);
      counts[i] = counts[i]! - 1;
      if (counts[i] === 0) taken.pop();
      if (overflow) return;
    }
  };
  extend(0, capacity, 0);
  return overflow ? null : out;
}

/** table[k][c]: the highest Σ value of items order[k..] (within demand) that fit in c. */
function bestTables(inst: Instance, order: number[], value: Float64Array): Float64Array[] {
  const capacity = inst.bars[0]!.capacity;
  const n = order.length;
  const table: Float64Array[] = new Array(n + 1);
  table[n] = new Float64Array(capacity + 1);
  for (let k = n - 1; k >= 0; k--) {
    const i = order[k]!;
    const { size, demand } = inst.items[i]!;
    const next = table[k + 1]!;
    const cur = Float64Array.from(next);
    for (let copies = 1; copies <= demand && copies * size <= capacity; copies++)
      for (let c = capacity; c >= copies * size; c--) {
        const v = next[c - copies * size]! + copies * value[i]!;
        if (v > cur[c]!) cur[c] = v;
      }
    table[k] = cur;
  }
  return table;
}

function priced(taken: number[], counts: Int32Array, reducedCost: number, slack: number): PricedPattern {
  return {
    items: Int32Array.from(taken),
    counts: Int32Array.from(taken, (i) => counts[i]!),
    reducedCost,
    slack,
  };
}
