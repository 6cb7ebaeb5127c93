// Cheap lower bounds on the number of bars for one bar type (Martello & Toth's L2): every
// piece longer than half a bar needs its own bar; pieces of at least K and at most half a
// bar must fit in the room those bars leave, or open new bars. Valid for any K ≤ C/2.
import type { Instance } from "./model.ts";

export function martelloTothL2(inst: Instance): number {
  const cap = inst.bars[0]!.capacity;
  const items = inst.items.filter((it) => it.demand > 0).sort((a, b) => b.size - a.size);
  let total = 0;
  for (const it of items) total += it.size * it.demand;
  let best = Math.ceil(total / cap - 1e-9);
  const ks = new Set<number>([0]);
  for (const it of items) if (it.size * 2 <= cap) ks.add(it.size);
  for (const k of ks) {
    let n1 = 0;
    let n2 = 0;
    let room2 = 0;
    let load3 = 0;
    for (const it of items) {
      if (it.size > cap - k) n1 += it.demand;
      else if (it.size * 2 > cap) {
        n2 += it.demand;
        room2 += (cap - it.size) * it.demand;
      } else if (it.size >= k) load3 += it.size * it.demand;
    }
    const lb = n1 + n2 + Math.max(0, Math.ceil((load3 - room2) / cap - 1e-9));
    if (lb > best) best = lb;
  }
  return best;
}
