// The minimum-leftover rule as a secondary objective: with the bar count fixed, move and
// swap pieces between bars so that the slack gathers in few, long offcuts (maximising
// Σ slack², which favours one long reusable offcut over several short ones). A bar that
// empties is dropped. Runs for a small, bounded time after the main search.
import type { Instance, Packing, SearchLimits } from "./model.ts";

const BUDGET_MS = 100;

export function consolidateOffcuts(inst: Instance, packing: Packing, limits: SearchLimits): Packing {
  // Within the time limit where possible; a few milliseconds at most once it has passed.
  const now = limits.now();
  const stop = Math.min(now + BUDGET_MS, Math.max(limits.deadline, now + 5));
  const bars = packing.map((p) => ({ bar: p.bar, counts: Int32Array.from(p.counts), slack: 0 }));
  for (const b of bars) {
    let load = 0;
    for (let i = 0; i < b.counts.length; i++) load += b.counts[i]! * inst.items[i]!.size;
    b.slack = inst.bars[b.bar]!.capacity - load;
  }
  const n = inst.items.length;
  let improved = true;
  for (let pass = 0; improved && pass < 50 && limits.now() < stop; pass++) {
    improved = false;
    // Most slack first: those bars are the ones we try to empty further.
    bars.sort((x, y) => y.slack - x.slack);
    for (let a = 0; a < bars.length; a++) {
      if (limits.now() > stop) break;
      const A = bars[a]!;
      for (let bIdx = bars.length - 1; bIdx > a; bIdx--) {
        const B = bars[bIdx]!;
        for (let i = 0; i < n; i++) {
          if (A.counts[i] === 0) continue;
          const w = inst.items[i]!.size;
          // Move i from A to B.
          if (w <= B.slack && A.slack + w > B.slack) {
            A.counts[i]!--;
            B.counts[i]!++;
            A.slack += w;
            B.slack -= w;
            improved = true;
            continue;
          }
          // Swap i (in A) with a shorter j (in B).
          for (let j = 0; j < n; j++) {
            if (B.counts[j] === 0 || A.counts[i] === 0) continue;
            const d = w - inst.items[j]!.size;
            if (d <= 0 || d > B.slack || A.slack + d <= B.slack) continue;
            A.counts[i]!--;
            A.counts[j]!++;
            B.counts[j]!--;
            B.counts[i]!++;
            A.slack += d;
            B.slack -= d;
            improved = true;
          }
        }
      }
    }
  }
  return bars.filter((b) => b.counts.some((c) => c > 0)).map((b) => ({ bar: b.bar, counts: b.counts }));
}
