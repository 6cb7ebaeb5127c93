// Exact search for a plan of a target number of bars when that target leaves little or no
// offcut in all (one bar type, unlimited bars): the pieces' total is target · capacity − W
// with a small waste budget W (W = 0: a perfect packing, every bar cut to the last unit). It
// fills one bar at a time (bin completion, Korf): the long piece (over half a bar) whose bar
// has the fewest fillings (per hole length squared) opens the bar; its fillings of fewest
// pieces come first (on the AI instances a bar is mostly a long piece and two short ones),
// the longer pieces first among those, and runs alternate with plain longest-first order.
// A bar is closed only when no piece left fits in it, so every offcut spends the budget.
// Pruning: every long piece's bar needs a set of the short pieces that fills it to within
// the budget (subset-sum tables, bit-parallel); the short pieces that fit no long piece's bar
// must fit the bars of short pieces only; a filling with two or more short pieces adding up
// to a piece still free is skipped (swapping them turns any plan into one with that piece
// instead); and a set of pieces left that was already searched to the end without a plan is
// not searched again (a table of the failed remainders, keyed by a hash of the counts).
// The search runs as limited discrepancy search (fillings further down a bar's order cost
// more, the allowance grows each run), so early choices get revised before late ones.
// Complete: when a run ends without a plan and without cutting a path, none exists. The LP
// bound cannot tell such instances apart (the BPPLIB AI and ANI sets: LP bound = total /
// capacity, an AI instance packs perfectly, an ANI one needs a bar more); this settles both.
import type { Instance, Packing, SearchLimits } from "../engine/model.ts";
import { seededRandom } from "../engine/seededRandom.ts";

export type TightOutcome =
  /** A plan of at most `target` bars. */
  | { kind: "plan"; packing: Packing }
  /** Proven: no plan has `target` bars or fewer. */
  | { kind: "none" }
  /** Not applicable, or stopped (time or node budget) before either. */
  | { kind: "unknown" };

/** Nodes between two looks at the clock. */
export const CLOCK_EVERY = 64;
/** Most sums of sets of one bar's pieces kept for the dominance test. */
const MAX_BAR_SUMS = 64;
/**
 * A long piece's fillings are counted per hole length to this power: the bars with long holes
 * go earlier than their count alone would put them. Left to the end they find the long short
 * pieces they need without the short ones that complete them (seen in the failed remainders of
 * the BPPLIB AI instances; AI_201 at 1.8 s CPU: 31 → 33 of 40 with 2, 31 with 1.5 and 2.5).
 */
const HOLE_WEIGHT = 2;
/** Most remainders the failure table keeps (then it stops recording). */
const MAX_FAILED = 2_000_000;

/** The waste a plan of `target` bars must leave: target · capacity − Σ sizes (one bar type). */
export function wasteBudget(inst: Instance, target: number): number {
  let total = 0;
  for (const it of inst.items) total += it.size * it.demand;
  return target * inst.bars[0]!.capacity - total;
}

export function tightPacking(inst: Instance, target: number, limits: SearchLimits, seed = 1): TightOutcome {
  const unknown = { kind: "unknown" } as const;
  const bar = inst.bars[0]!;
  if (inst.bars.length !== 1 || bar.limit !== null) return unknown;
  const budget = wasteBudget(inst, target);
  if (budget < 0) return { kind: "none" };
  if (limits.now() > limits.deadline) return unknown;
  const cap = bar.capacity;
  // Item types by size, longest first.
  const order = inst.items
    .map((it, i) => ({ ...it, i }))
    .filter((it) => it.demand > 0)
    .sort((a, b) => b.size - a.size);
  const n = order.length;
  const size = Int32Array.from(order, (it) => it.size);
  const rem = Int32Array.from(order, (it) => it.demand);
  // Additive hashes of the multiset left (two 32-bit halves; the waste left is part of the key).
  const rand = seededRandom(seed);
  const key1 = Uint32Array.from(order, () => Math.floor(rand() * 2 ** 32));
  const key2 = Uint32Array.from(order, () => Math.floor(rand() * 2 ** 32));
  let h1 = 0;
  let h2 = 0;
  const take = (k: number, c: number): void => {
    rem[k] = rem[k]! - c;
    h1 = (h1 - Math.imul(key1[k]!, c)) >>> 0;
    h2 = (h2 - Math.imul(key2[k]!, c)) >>> 0;
  };
  for (let k = 0; k < n; k++) {
    h1 = (h1 + Math.imul(key1[k]!, rem[k]!)) >>> 0;
    h2 = (h2 + Math.imul(key2[k]!, rem[k]!)) >>> 0;
  }
  // Remainders searched to the end without a plan (a proof, so kept across restarts).
  const failed = new Set<string>();
  // The first type no longer than half a bar: pieces from here on can share a bar with a long one.
  let firstShort = 0;
  while (firstShort < n && size[firstShort]! * 2 > cap) firstShort++;
  const ways = new Float64Array(cap + 1);
  // How often each long piece's bar was found unfillable: a bar that keeps failing is filled
  // earlier (the fillings are counted per failure; "dom/wdeg" in constraint programming).
  const conflicts = new Float64Array(n).fill(1);

  /** ways[t], t ≤ top: how many sets of the pieces of types `from` onwards left add up to t. */
  const countWays = (from: number, top: number): void => {
    ways.fill(0, 0, top + 1);
    ways[0] = 1;
    let reach = 0;
    for (let k = from; k < n; k++) {
      const s = size[k]!;
      const r = rem[k]!;
      if (r === 0) continue;
      reach = Math.min(top, reach + s * r);
      // Sets, not lists: 0…r pieces of this length, each set counted once (a sliding sum).
      prev.set(ways.subarray(0, reach + 1));
      let most = 0;
      for (let t = s; t <= reach; t++) {
        const v = ways[t]! + ways[t - s]! - (t >= (r + 1) * s ? prev[t - (r + 1) * s]! : 0);
        ways[t] = v;
        if (v > most) most = v;
      }
      // Past 2^52 a difference may round to 0 where sets exist: count lists instead (sums only).
      if (most > 2 ** 52) {
        countLists(from, top);
        return;
      }
    }
  };
  const countLists = (from: number, top: number): void => {
    ways.fill(0, 0, top + 1);
    ways[0] = 1;
    let reach = 0;
    for (let k = from; k < n; k++) {
      const s = size[k]!;
      for (let c = 0; c < rem[k]!; c++) {
        reach = Math.min(top, reach + s);
        for (let t = reach; t >= s; t--) ways[t] = ways[t]! + ways[t - s]!;
      }
    }
  };
  const prev = new Float64Array(cap + 1);
  // reach[k]: bit set of the lengths some set of the pieces of types k onwards adds up to
  // (as they were when the bar was opened), one table per open bar.
  const words = (cap >>> 5) + 1;
  const reachAt = Array.from({ length: target + 1 }, () => new Uint32Array((n + 1) * words));
  let reach = reachAt[0]!;
  const buildReach = (from: number): void => {
    const base = n * words;
    reach.fill(0, base, base + words);
    reach[base] = 1;
    for (let k = n - 1; k >= from; k--) {
      reach.copyWithin(k * words, (k + 1) * words, (k + 2) * words);
      for (let c = 0; c < rem[k]!; c++) orShifted(reach, k * words, size[k]!, words);
    }
  };
  /** Some set of the pieces of types k onwards fills `room` to within `waste`. */
  const reachable = (k: number, room: number, waste: number): boolean => {
    const base = k * words;
    for (let s = room; s >= 0 && s >= room - waste; s--)
      if ((reach[base + (s >>> 5)]! >>> (s & 31)) & 1) return true;
    return false;
  };

  /**
   * The long piece left with the fewest ways to fill its bar from the short pieces left
   * (within the waste left); -1 when no long piece is left, -2 when one cannot be filled.
   */
  const mostConstrainedLong = (waste: number): number => {
    // The largest hole is the shortest long piece's.
    let shortestLong = -1;
    for (let k = 0; k < firstShort; k++) if (rem[k]! > 0) shortestLong = k;
    if (shortestLong < 0) return -1;
    countWays(firstShort, cap - size[shortestLong]!);
    let best = -2;
    let fewest = Number.POSITIVE_INFINITY;
    for (let k = 0; k < firstShort; k++) {
      if (rem[k] === 0) continue;
      const hole = cap - size[k]!;
      let count = 0;
      for (let s = hole; s >= 0 && s >= hole - waste; s--) count += ways[s]!;
      if (count === 0) {
        conflicts[k] = conflicts[k]! + 1;
        return -2;
      }
      const score = count / conflicts[k]! / hole ** HOLE_WEIGHT;
      if (score < fewest) {
        fewest = score;
        best = k;
      }
    }
    return best;
  };

  /**
   * After mostConstrainedLong (its table of fillings): the longest short piece that fits in
   * no long piece's bar left (so it goes in a bar of short pieces only), -1 when there is
   * none, -2 when such pieces cannot all go in the bars of short pieces left.
   */
  const forcedShort = (waste: number): number => {
    let longs = 0;
    for (let k = 0; k < firstShort; k++) longs += rem[k]!;
    const shortBars = target - bars.length - longs;
    let first = -1;
    let forcedTotal = 0;
    for (let j = firstShort; j < n; j++) {
      if (rem[j] === 0) continue;
      const x = size[j]!;
      let fits = false;
      for (let k = 0; k < firstShort && !fits; k++) {
        if (rem[k] === 0) continue;
        const room = cap - size[k]! - x;
        for (let t = room; t >= 0 && t >= room - waste; t--)
          if (ways[t]! > 0) {
            fits = true;
            break;
          }
      }
      if (fits) continue;
      if (first < 0) first = j;
      forcedTotal += x * rem[j]!;
    }
    if (first >= 0 && forcedTotal > shortBars * cap) return -2;
    return first;
  };

  /**
   * With no waste left every bar adds up to the capacity exactly, so a bar whose room after
   * its long piece is odd (every bar of short pieces only, when the capacity is odd) holds an
   * odd piece among its short ones: there must be as many odd short pieces left as such bars.
   */
  const enoughOdd = (): boolean => {
    let need = 0;
    let longs = 0;
    for (let k = 0; k < firstShort; k++) {
      longs += rem[k]!;
      if ((cap - size[k]!) & 1) need += rem[k]!;
    }
    if (cap & 1) need += target - bars.length - longs;
    let odd = 0;
    for (let k = firstShort; k < n; k++) if (size[k]! & 1) odd += rem[k]!;
    return odd >= need;
  };

  // typeOf[len]: the type of that length, or -1.
  const typeOf = new Int32Array(cap + 1).fill(-1);
  for (let k = 0; k < n; k++) typeOf[size[k]!] = k;
  // The sums of the sets of two or more short pieces in the open bar (all sets, from 0), a
  // stack: sums[0, nSums) for the open bar's pieces so far.
  const sums = new Int32Array(target * MAX_BAR_SUMS + 1);
  let nSums = 0;
  let barBase = 0; // where the open bar's sums start

  const bars: Int32Array[] = []; // each closed bar: its counts by position in `order`
  let current = new Int32Array(n); // the open bar
  let nodes = 0;
  let stopped = false;
  let left = 0; // pieces left
  for (let k = 0; k < n; k++) left += rem[k]!;
  const fillings = new Int32Array(target + 1); // fillings met so far at each open bar
  let disc = 0; // the discrepancies the path has taken
  let maxDisc = 0; // and may take
  let cut = false; // the open bar's next filling would take too many: stop filling it
  // The open bar's pass takes fillings of exactly `least` pieces besides the one that opened
  // it; `capped` when one was cut there with room to fill (a pass with one more follows).
  let least = 0;
  let capped = false;
  let byCount = true; // this run takes a bar's fillings by number of pieces (else longest first only)
  let truncations = 0; // paths cut in this run (then a failure is no proof)
  const tick = (): boolean => {
    if (++nodes % CLOCK_EVERY === 0 && limits.now() > limits.deadline) stopped = true;
    return stopped;
  };

  /** Open a bar and fill it; true when a plan was found. */
  const nextBar = (waste: number): boolean => {
    if (left === 0) return true;
    if (bars.length >= target || tick()) return false;
    const key = `${h1},${h2},${waste}`;
    if (failed.has(key)) return false;
    const fail = (): boolean => {
      if (!stopped && failed.size < MAX_FAILED) failed.add(key);
      return false;
    };
    if (waste === 0 && !enoughOdd()) return fail();
    const truncatedBefore = truncations;
    const outerReach = reach;
    reach = reachAt[bars.length]!;
    const found = chooseBar(waste);
    reach = outerReach;
    if (found) return true;
    return truncations === truncatedBefore ? fail() : false;
  };

  /** Which bar to fill next: the most constrained. */
  const chooseBar = (waste: number): boolean => {
    // A long piece whose bar has the fewest fillings opens it; once the long pieces are
    // placed, the longest piece left.
    const head = mostConstrainedLong(waste);
    if (head === -2 || (head >= 0 && forcedShort(waste) === -2)) return false;
    if (head >= 0) return openBar(head, firstShort, waste);
    let k = 0;
    while (rem[k] === 0) k++;
    return openBar(k, k, waste);
  };

  /** Open a bar with a piece of type `head`, fill it with pieces of types `from` onwards, and go on. */
  const openBar = (head: number, from: number, waste: number): boolean => {
    const outer = current;
    const outerSums = nSums;
    const outerBase = barBase;
    current = new Int32Array(n);
    barBase = nSums;
    sums[nSums++] = 0;
    fillings[bars.length] = 0;
    take(head, 1);
    left--;
    current[head] = 1;
    buildReach(from);
    // Fillings of fewer pieces first: a pass for each number of pieces, until no filling
    // was cut short for having too few (the bar's own pieces stay longest first in each).
    const outerLeast = least;
    const outerCapped = capped;
    let found = false;
    for (least = 0; ; least++) {
      capped = false;
      found = fill(from, cap - size[head]!, waste, 0);
      if (found || stopped || cut || !capped) break;
    }
    least = outerLeast;
    capped = outerCapped;
    cut = false;
    if (!found) {
      take(head, -1);
      left++;
    }
    current = outer;
    nSums = outerSums;
    barBase = outerBase;
    return found;
  };

  /** Put a piece of type k into the open bar and fill on from k. */
  const place = (k: number, room: number, waste: number, count: number): boolean => {
    // A set of two or more of the bar's short pieces (this one among them) adding up to a
    // piece still free: the bar with that piece instead is as good (swap the two in any
    // plan), and that piece is longer than all of them, so it was tried before.
    const s = size[k]!;
    const before = nSums;
    for (let i = barBase + 1; i < before; i++) {
      const x = sums[i]! + s;
      if (x <= cap && typeOf[x]! >= 0 && rem[typeOf[x]!]! > 0) return false;
    }
    if ((before - barBase) * 2 <= MAX_BAR_SUMS)
      for (let i = barBase; i < before; i++) sums[nSums++] = sums[i]! + s;
    take(k, 1);
    left--;
    current[k] = current[k]! + 1;
    const found = fill(k, room - size[k]!, waste, count + 1);
    if (found) return true;
    current[k] = current[k]! - 1;
    take(k, -1);
    left++;
    nSums = before;
    return false;
  };

  /** Add pieces of types `from` onwards (longest first) to the open bar, `room` left in it. */
  const fill = (from: number, room: number, waste: number, count: number): boolean => {
    if (tick()) return false;
    // The pieces that may still go in must be able to fill the room.
    if (!reachable(from, room, waste)) return false;
    // Close the bar when nothing left fits (a bar that could take another piece is never
    // needed: moving that piece in does not add a bar).
    let fits = false;
    for (let k = n - 1; k >= 0 && size[k]! <= room; k--)
      if (rem[k]! > 0) {
        fits = true;
        break;
      }
    if (!fits) {
      // A filling of fewer pieces than this pass's was tried in an earlier pass.
      if (room > waste || count < least) return false;
      // Limited discrepancy: the i-th filling of a bar costs i.
      const idx = fillings[bars.length]!++;
      if (disc + idx > maxDisc) {
        cut = true;
        truncations++;
        return false;
      }
      disc += idx;
      bars.push(current);
      const found = nextBar(waste - room);
      if (found) return true;
      bars.pop();
      disc -= idx;
      return false;
    }
    if (byCount && count >= least) {
      capped = true;
      return false;
    }
    for (let k = from; k < n; k++) {
      if (rem[k] === 0 || size[k]! > room) continue;
      if (!reachable(k, room, waste)) return false;
      if (place(k, room, waste, count)) return true;
      if (stopped || cut) return false;
    }
    return false;
  };

  // Limited discrepancy search: run d lets a path take, summed over its bars, fillings up
  // to d places after the first one the search order gives (the order is good but not
  // perfect, and a wrong early choice is found out late: plain depth-first search stays
  // under it). The failure table carries what each run proved to the next.
  // Each allowance is run twice, the fillings by number of pieces and then longest first: each
  // order finds plans the other misses in time (AI_201, 1 s: 31 of 40 each, 9 and 13 missed,
  // 4 of them by one only), and what either proves failed stays proved for the other.
  for (let run = 0; ; run++) {
    maxDisc = run >> 1;
    byCount = (run & 1) === 0;
    truncations = 0;
    if (nextBar(budget)) {
      const packing: Packing = bars.map((b) => {
        const counts = new Int32Array(inst.items.length);
        b.forEach((c, k) => {
          counts[order[k]!.i] = c;
        });
        return { bar: 0, counts };
      });
      return { kind: "plan", packing };
    }
    if (stopped) return unknown;
    if (truncations === 0) return { kind: "none" };
  }
}

/** Bits [at, at + words) |= themselves shifted up by `shift` (bit s: some set adds up to s). */
function orShifted(bits: Uint32Array, at: number, shift: number, words: number): void {
  const ws = shift >>> 5;
  const bs = shift & 31;
  for (let w = words - 1; w >= ws; w--) {
    const lo = bits[at + w - ws]!;
    const hi = w - ws - 1 >= 0 ? bits[at + w - ws - 1]! : 0;
    const v = bs === 0 ? lo : ((lo << bs) | (hi >>> (32 - bs))) >>> 0;
    bits[at + w] = (bits[at + w]! | v) >>> 0;
  }
}
