// Bin completion (after Korf, "An improved algorithm for optimal bin packing", 2003): look
// for a packing into exactly `target` bars by filling one bar at a time around the longest
// uncut piece, trying its maximal completions fullest first, under a total waste budget
// target·capacity − Σ sizes. Strong when that budget is tight (e.g. the triplet instances,
// where every bar must be exactly full); budgeted, so it simply gives up on hard cases.
import type { Instance, Packing, SearchLimits } from "./model.ts";

export interface CompletionOptions {
  target: number;
  /** Most search nodes before giving up. */
  nodeBudget: number;
}

/** One bar type, unlimited: a packing with `target` bars, or null if none was found. */
export function binCompletion(
  inst: Instance,
  limits: SearchLimits,
  options: CompletionOptions,
): Packing | null {
  if (inst.bars.length !== 1 || inst.bars[0]!.limit !== null) return null;
  const cap = inst.bars[0]!.capacity;
  const n = inst.items.length;
  const order = Array.from({ length: n }, (_, i) => i).sort(
    (a, b) => inst.items[b]!.size - inst.items[a]!.size,
  );
  const size = order.map((i) => inst.items[i]!.size);
  const demand = Int32Array.from(order, (i) => inst.items[i]!.demand);
  let total = 0;
  for (let k = 0; k < n; k++) total += size[k]! * demand[k]!;
  const waste = options.target * cap - total;
  if (waste < 0) return null;
  const bins: Int32Array[] = [];
  let nodes = 0;
  let stopped = false;
  const smallest = (): number => {
    for (let k = n - 1; k >= 0; k--) if (demand[k]! > 0) return size[k]!;
    return Number.POSITIVE_INFINITY;
  };

  const solve = (wasteLeft: number, barsLeft: number): boolean => {
    let first = -1;
    for (let k = 0; k < n; k++)
      if (demand[k]! > 0) {
        first = k;
        break;
      }
    if (first < 0) return true;
    if (barsLeft === 0) return false;
    if (++nodes > options.nodeBudget || ((nodes & 255) === 0 && limits.now() > limits.deadline)) {
      stopped = true;
      return false;
    }
    demand[first] = demand[first]! - 1;
    const room = cap - size[first]!;
    // Maximal completions of the bar, each as counts over `order`.
    const completions: Array<{ counts: Int32Array; slack: number }> = [];
    const cur = new Int32Array(n);
    const enumerate = (from: number, free: number): void => {
      if (completions.length > 64) return;
      let extended = false;
      for (let k = from; k < n; k++) {
        if (cur[k]! >= demand[k]! || size[k]! > free) continue;
        extended = true;
        cur[k] = cur[k]! + 1;
        enumerate(k, free - size[k]!);
        cur[k] = cur[k]! - 1;
      }
      if (!extended && free <= wasteLeft) {
        // Maximal: no uncut piece fits the slack (pieces not in the bar, counted by demand).
        let fits = false;
        for (let k = n - 1; k >= 0 && !fits; k--)
          if (demand[k]! - cur[k]! > 0 && size[k]! <= free) fits = true;
        if (!fits) completions.push({ counts: Int32Array.from(cur), slack: free });
      }
    };
    if (smallest() <= room) enumerate(first, room);
    else if (room <= wasteLeft) completions.push({ counts: new Int32Array(n), slack: room });
    completions.sort((a, b) => a.slack - b.slack);
    for (const c of completions) {
      for (let k = 0; k < n; k++) demand[k] = demand[k]! - c.counts[k]!;
      c.counts[first] = c.counts[first]! + 1;
      bins.push(c.counts);
      if (solve(wasteLeft - c.slack, barsLeft - 1)) return true;
      bins.pop();
      c.counts[first] = c.counts[first]! - 1;
      for (let k = 0; k < n; k++) demand[k] = demand[k]! + c.counts[k]!;
      if (stopped) break;
    }
    demand[first] = demand[first]! + 1;
    return false;
  };

  if (!solve(waste, options.target)) return null;
  return bins.map((b) => {
    const counts = new Int32Array(n);
    for (let k = 0; k < n; k++) counts[order[k]!] = b[k]!;
    return { bar: 0, counts };
  });
}
