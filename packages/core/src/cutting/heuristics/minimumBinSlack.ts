// Sequential bar filling in the spirit of Fleszar & Hindi's minimum bin slack (MBS'):
// each new bar takes the longest remaining piece, then a bounded depth-first search picks
// the remaining pieces that leave the least slack. Works over several bar types: leftovers
// are filled first, then for each stock bar the type with the best load per cost is used.
import type { Instance, Packing } from "../engine/model.ts";

const NODE_BUDGET = 4000;

export interface FillState {
  demand: Int32Array;
  remaining: Array<number | null>;
}

/** Returns a packing of the whole residual demand, or null when the bars run out. */
export function minimumBinSlack(inst: Instance, state: FillState, order?: number[]): Packing | null {
  const demand = Int32Array.from(state.demand);
  const remaining = [...state.remaining];
  const sizes = inst.items.map((it) => it.size);
  const byLength = order ?? sizes.map((_, i) => i).sort((a, b) => sizes[b]! - sizes[a]!);
  const packing: Packing = [];
  let left = 0;
  for (let i = 0; i < demand.length; i++) left += demand[i]!;
  const leftoverTypes = inst.bars
    .map((b, t) => ({ b, t }))
    .filter(({ b }) => !b.stock)
    .sort((x, y) => y.b.capacity - x.b.capacity);
  for (const { b, t } of leftoverTypes) {
    while (left > 0 && remaining[t] !== 0) {
      const counts = fillOne(sizes, byLength, demand, b.capacity, false);
      if (!counts) break;
      left -= commit(demand, counts);
      if (remaining[t] !== null) remaining[t] = remaining[t]! - 1;
      packing.push({ bar: t, counts });
    }
  }
  while (left > 0) {
    let best: { t: number; counts: Int32Array; score: number } | null = null;
    inst.bars.forEach((b, t) => {
      if (!b.stock || remaining[t] === 0) return;
      const counts = fillOne(sizes, byLength, demand, b.capacity, true);
      if (!counts) return;
      let load = 0;
      for (let i = 0; i < counts.length; i++) load += counts[i]! * sizes[i]!;
      const score = load / Math.max(b.cost, 1e-9);
      if (!best || score > best.score + 1e-12) best = { t, counts, score };
    });
    if (!best) return null;
    const chosen: { t: number; counts: Int32Array } = best;
    left -= commit(demand, chosen.counts);
    if (remaining[chosen.t] !== null) remaining[chosen.t] = remaining[chosen.t]! - 1;
    packing.push({ bar: chosen.t, counts: chosen.counts });
  }
  return packing;
}

function commit(demand: Int32Array, counts: Int32Array): number {
  let k = 0;
  for (let i = 0; i < counts.length; i++) {
    demand[i] = demand[i]! - counts[i]!;
    k += counts[i]!;
  }
  return k;
}

/** Best filling of one bar; with `fixLongest` the longest remaining piece is forced in. */
function fillOne(
  sizes: number[],
  order: number[],
  demand: Int32Array,
  capacity: number,
  fixLongest: boolean,
): Int32Array | null {
  const cur = new Int32Array(sizes.length);
  let free = capacity;
  let start = 0;
  if (fixLongest) {
    const first = order.findIndex((i) => demand[i]! > 0 && sizes[i]! <= capacity);
    if (first < 0) return null;
    const i = order[first]!;
    cur[i] = 1;
    free -= sizes[i]!;
    start = first;
  }
  let bestSlack = free;
  let best = Int32Array.from(cur);
  let nodes = 0;
  const dfs = (from: number, room: number): void => {
    if (room < bestSlack) {
      bestSlack = room;
      best = Int32Array.from(cur);
    }
    for (let k = from; k < order.length && bestSlack > 0 && nodes < NODE_BUDGET; k++) {
      const i = order[k]!;
      if (cur[i]! >= demand[i]! || sizes[i]! > room) continue;
      nodes++;
      cur[i] = cur[i]! + 1;
      dfs(k, room - sizes[i]!);
      cur[i] = cur[i]! - 1;
    }
  };
  dfs(start, free);
  let any = false;
  for (let i = 0; i < best.length; i++) if (best[i]! > 0) any = true;
  return any ? best : null;
}
