// Bounded knapsack over integer capacity, used to price new cutting patterns.
// Each item type is split into binary chunks (1, 2, 4, … copies) so a 0/1 dynamic
// programme over capacity handles the upper bounds exactly.

export interface KnapsackItem {
  size: number;
  value: number;
  bound: number;
}

export interface KnapsackTable {
  /** best[c] = highest value that fits in capacity c. */
  best: Float64Array;
  /** Recover the item counts of the best filling of capacity `c`. */
  counts(c: number): Int32Array;
}

/** Solve for all capacities up to `capacity` at once (one table serves every bar type). */
export function solveKnapsack(items: KnapsackItem[], capacity: number): KnapsackTable {
  const chunkItem: number[] = [];
  const chunkCopies: number[] = [];
  for (let i = 0; i < items.length; i++) {
    const it = items[i]!;
    if (it.value <= 1e-12 || it.bound <= 0 || it.size > capacity) continue;
    let left = Math.min(it.bound, Math.floor(capacity / it.size));
    for (let k = 1; left > 0; k *= 2) {
      const take = Math.min(k, left);
      chunkItem.push(i);
      chunkCopies.push(take);
      left -= take;
    }
  }
  const width = capacity + 1;
  const best = new Float64Array(width);
  const choice = new Uint8Array(chunkItem.length * width);
  for (let j = 0; j < chunkItem.length; j++) {
    const it = items[chunkItem[j]!]!;
    const copies = chunkCopies[j]!;
    const w = it.size * copies;
    const v = it.value * copies;
    const base = j * width;
    for (let c = capacity; c >= w; c--) {
      const cand = best[c - w]! + v;
      if (cand > best[c]! + 1e-12) {
        best[c] = cand;
        choice[base + c] = 1;
      }
    }
  }
  return {
    best,
    counts(c: number): Int32Array {
      const out = new Int32Array(items.length);
      let cap = c;
      for (let j = chunkItem.length - 1; j >= 0; j--) {
        if (choice[j * width + cap] === 1) {
          const i = chunkItem[j]!;
          out[i] = out[i]! + chunkCopies[j]!;
          cap -= items[i]!.size * chunkCopies[j]!;
        }
      }
      return out;
    },
  };
}
