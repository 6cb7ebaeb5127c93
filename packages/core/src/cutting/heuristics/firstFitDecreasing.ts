// First-fit decreasing for one bar capacity: the classic baseline. A tournament tree over
// the bars' free space finds the first bar with room in O(log bars).
import type { Instance, Packing } from "../engine/model.ts";

/** Pack `demand` into bars of type `bar` (unlimited); item sizes and capacity in folded units. */
export function firstFitDecreasing(inst: Instance, demand: Int32Array, bar: number): Packing {
  const cap = inst.bars[bar]!.capacity;
  const n = inst.items.length;
  const order = Array.from({ length: n }, (_, i) => i).sort(
    (a, b) => inst.items[b]!.size - inst.items[a]!.size,
  );
  let total = 0;
  for (let i = 0; i < n; i++) total += demand[i]!;
  let size = 1;
  while (size < Math.max(1, total)) size *= 2;
  const tree = new Float64Array(2 * size).fill(cap); // max free space per subtree
  const bins: Int32Array[] = [];
  for (const i of order) {
    const w = inst.items[i]!.size;
    for (let k = 0; k < demand[i]!; k++) {
      if (tree[1]! < w) throw new Error("piece longer than bar");
      let node = 1;
      while (node < size) node = tree[2 * node]! >= w ? 2 * node : 2 * node + 1;
      const b = node - size;
      if (b >= bins.length) bins.push(new Int32Array(n));
      const counts = bins[b]!;
      counts[i] = counts[i]! + 1;
      tree[node] = tree[node]! - w;
      for (node >>= 1; node >= 1; node >>= 1) tree[node] = Math.max(tree[2 * node]!, tree[2 * node + 1]!);
    }
  }
  return bins.map((counts) => ({ bar, counts }));
}
