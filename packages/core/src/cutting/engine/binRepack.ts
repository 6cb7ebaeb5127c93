// Bin elimination by repacking, after the consistent neighbourhood search of Buljubašić &
// Vasquez ("Consistent neighborhood search for one-dimensional bin packing", 2016): empty
// the least loaded bar into a set of free pieces, then repeatedly take a few random bars,
// pool their pieces with the free ones and refill those bars as full as possible (exact
// subset sums); what does not fit is the new free set. Moves that make the free set lighter
// are taken, equal ones too (a random walk across the plateau). An empty free set means one
// bar fewer. Works on one bar type with unlimited count; deterministic (seeded).
import type { Instance, Packing, SearchLimits } from "./model.ts";
import { seededRandom } from "./seededRandom.ts";

const DFS_BUDGET = 2500;
/** Moves without a lighter free set after which one move is taken whatever it does. */
const STALL_KICK = 50;

export interface RepackOptions {
  /** Stop when a packing with this many bars is found. */
  target: number;
  seed?: number;
}

/** Returns a packing with fewer bars than `start`, or null when none was found in time. */
export function binRepack(
  inst: Instance,
  start: Packing,
  limits: SearchLimits,
  options: RepackOptions,
): Packing | null {
  if (inst.bars.length !== 1 || inst.bars[0]!.limit !== null) return null;
  const cap = inst.bars[0]!.capacity;
  const sizeOf = inst.items.map((it) => it.size);
  // Pieces as item-type indices; bars as lists of them.
  const bins: number[][] = start.map((p) => {
    const out: number[] = [];
    p.counts.forEach((c, i) => {
      for (let k = 0; k < c; k++) out.push(i);
    });
    return out;
  });
  const loads = bins.map((b) => b.reduce((s, i) => s + sizeOf[i]!, 0));
  let rand = seededRandom(options.seed ?? 12345);
  let best: Packing | null = null;
  let free: number[] = [];
  let freeLoad = 0;

  const emptyLeast = () => {
    let k = 0;
    for (let b = 1; b < bins.length; b++) if (loads[b]! < loads[k]!) k = b;
    free = bins[k]!;
    freeLoad = loads[k]!;
    bins[k] = bins[bins.length - 1]!;
    loads[k] = loads[loads.length - 1]!;
    bins.pop();
    loads.pop();
    // Pieces that fit straight into some bar's slack go there.
    free = free.filter((i) => {
      for (let b = 0; b < bins.length; b++) {
        if (loads[b]! + sizeOf[i]! <= cap) {
          bins[b]!.push(i);
          loads[b] = loads[b]! + sizeOf[i]!;
          freeLoad -= sizeOf[i]!;
          return false;
        }
      }
      return true;
    });
  };

  if (bins.length <= options.target || bins.length < 2) return null;
  emptyLeast();
  let iter = 0;
  let stall = 0;
  while (bins.length >= options.target) {
    if (free.length === 0) {
      best = bins.map((b) => ({ bar: 0, counts: countsOf(b, sizeOf.length) }));
      if (bins.length <= options.target || bins.length < 2) break;
      emptyLeast();
      continue;
    }
    if ((++iter & 31) === 0 && limits.now() > limits.deadline) break;
    const chosen: number[] = [];
    let pick = bins.length >= 3 && rand() < 0.3 ? 3 : Math.min(2, bins.length);
    const r0 = rand();
    if (r0 < 0.4) {
      // Often include the bars with slack (up to three): only they can take weight off
      // the free set, plus one or two random bars to trade pieces with.
      const slackBars = [];
      for (let b = 0; b < bins.length; b++) if (loads[b]! < cap) slackBars.push(b);
      slackBars.sort((x, y) => loads[x]! - loads[y]!);
      chosen.push(...slackBars.slice(0, r0 < 0.2 ? 1 : 3));
      pick = Math.min(bins.length, chosen.length + (rand() < 0.5 ? 1 : 2));
    }
    while (chosen.length < pick) {
      const b = Math.floor(rand() * bins.length);
      if (!chosen.includes(b)) chosen.push(b);
    }
    const pool = [...free];
    for (const b of chosen) pool.push(...bins[b]!);
    pool.sort((x, y) => sizeOf[y]! - sizeOf[x]!);
    const used = new Uint8Array(pool.length);
    const refills: number[][] = [];
    const refillLoads: number[] = [];
    for (let c = 0; c < chosen.length; c++) {
      const sel = bestSubset(pool, used, sizeOf, cap, rand);
      let load = 0;
      const bin: number[] = [];
      for (const k of sel) {
        used[k] = 1;
        bin.push(pool[k]!);
        load += sizeOf[pool[k]!]!;
      }
      refills.push(bin);
      refillLoads.push(load);
    }
    const rest: number[] = [];
    let restLoad = 0;
    pool.forEach((it, k) => {
      if (used[k] === 0) {
        rest.push(it);
        restLoad += sizeOf[it]!;
      }
    });
    // Lighter free set; or as light with the slack gathered in fewer bars (Σ slack² up),
    // which is how room for the free pieces appears; rarely a sideways step anyway.
    let before = 0;
    let after = 0;
    chosen.forEach((b, c) => {
      before += (cap - loads[b]!) ** 2;
      after += (cap - refillLoads[c]!) ** 2;
    });
    stall++;
    const kick = stall > STALL_KICK;
    if (restLoad < freeLoad || kick || (restLoad === freeLoad && (after >= before || rand() < 0.02))) {
      if (restLoad < freeLoad || kick) stall = 0;
      chosen.forEach((b, c) => {
        bins[b] = refills[c]!;
        loads[b] = refillLoads[c]!;
      });
      free = rest;
      freeLoad = restLoad;
    }
    if (iter % 20000 === 0) rand = seededRandom(iter);
  }
  return best;
}

/**
 * The unused pool pieces (indices into `pool`, sorted longest first) that fill `cap` best:
 * depth-first with equal sizes skipped at a level, random start among the longest, budgeted.
 */
function bestSubset(
  pool: number[],
  used: Uint8Array,
  sizeOf: number[],
  cap: number,
  rand: () => number,
): number[] {
  let best: number[] = [];
  let bestLoad = -1;
  const cur: number[] = [];
  let nodes = 0;
  const n = pool.length;
  const order: number[] = [];
  for (let k = 0; k < n; k++) if (used[k] === 0) order.push(k);
  // A little randomness: sometimes start from a random piece instead of the longest.
  const r0 = rand();
  if (order.length > 1 && r0 < 0.3) {
    const r = Math.floor(rand() * order.length);
    const [first] = order.splice(r, 1);
    order.unshift(first!);
  } else if (r0 < 0.6) {
    for (let q = order.length - 1; q > 0; q--) {
      const r = Math.floor(rand() * (q + 1));
      const t = order[q]!;
      order[q] = order[r]!;
      order[r] = t;
    }
  }
  const dfs = (from: number, load: number): void => {
    if (load > bestLoad) {
      bestLoad = load;
      best = [...cur];
    }
    let lastSize = -1;
    for (let q = from; q < order.length && bestLoad < cap && nodes < DFS_BUDGET; q++) {
      const k = order[q]!;
      const s = sizeOf[pool[k]!]!;
      if (s === lastSize || load + s > cap) continue;
      lastSize = s;
      nodes++;
      cur.push(k);
      dfs(q + 1, load + s);
      cur.pop();
    }
  };
  dfs(0, 0);
  return best;
}

function countsOf(bin: number[], n: number): Int32Array {
  const c = new Int32Array(n);
  for (const i of bin) c[i] = c[i]! + 1;
  return c;
}
