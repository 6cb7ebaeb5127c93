// Perfect packing by exact cover (one bar type, unlimited bars, no waste at all): every bar of
// a long piece (over half a bar) is that piece and one, two or three short pieces adding up
// to the capacity exactly; the bars left over (target − long pieces) take whatever short
// pieces remain, to the last unit. Each node takes the MOST CONSTRAINED long piece left, the
// one with the fewest such bars still possible (given the pieces left, multiplicities of equal
// lengths counted), or first a short piece with a single way left (its one bar, or the
// short-only bars), and tries its bars, fewest pieces first. Forward checking: every long
// piece left keeps a possible bar, every short piece a bar or room in the short-only bars; the
// bars' counts are kept up to date as pieces are taken, as in dancing links. Limited
// discrepancy runs alternate two orders of a piece's bars (most even first; longest short
// piece first) and share a table of the remainders proved to fail. Incomplete (a long piece's
// bar with four short pieces or more is never tried): it finds plans the bin-completion search
// (tightPacking) misses on the BPPLIB AI instances, whose failures leave the largest holes for
// the end with the short pieces that would fill them used up; it never proves that none exists.
// With `repair` (the default), a dead end deep in the tree hands the pieces left and a few bars
// to the tight packing search (below), which may give a long piece four short pieces or more.
// (Tried on AI_201 alone at 1 s: the most constrained piece among short ones too, 13–17/40;
// long pieces only, 28; with the most even bars first, 33; alternating the orders, 36; letting
// up to three long pieces take four short ones or more, fewer.)
import type { Instance, Packing, SearchLimits } from "../engine/model.ts";
import { seededRandom } from "../engine/seededRandom.ts";
import { sparseClock } from "../engine/sparseClock.ts";
import { CLOCK_EVERY as TIGHT_CLOCK_EVERY, tightPacking } from "./tightPacking.ts";

/** Nodes between two looks at the clock. */
const CLOCK_EVERY = 64;
/** Looks (here and in the tight packing searches it starts) per real reading of the clock. */
const READ_EVERY = 16;
/** Most bars enumerated (beyond it the search is not tried). */
const MAX_ROWS = 400_000;
// The repair of a dead end (AI_201 by this search alone, 1 s CPU at load 20: with it DI_15,
// DI_17 and DI_48 found in 330–480 ms, none of them without; the search itself is the same,
// so what it finds without the repairs it finds later by the repairs' time).
/** A dead end is repaired when at most this many long pieces are left, */
const REPAIR_LONGS = 10;
/** at most once in so many nodes, */
const REPAIR_GAP = 64;
/** from the first bars of each long piece left, */
const REPAIR_ROWS = 8;
/** into an instance of at most this many bars (bars picked beyond the pieces left are the ones
 * most likely to hold the answer; 17 or 20 found DI_15 no more), */
const REPAIR_MAX_BARS = 14;
/** with this many looks at the tight packing search's clock (each 64 nodes: a budget in
 * nodes, so a run repeats whatever the machine's load), */
const REPAIR_LOOKS = 200;
/** and the repairs' nodes at most this many times the search's. */
const REPAIR_SHARE = 10;

export interface CoverOptions {
  /** Repair dead ends deep in the tree with the bin-completion search (default true). */
  repair?: boolean;
}

export function coverPacking(
  inst: Instance,
  target: number,
  limits: SearchLimits,
  options: CoverOptions = {},
): Packing | null {
  const bar = inst.bars[0];
  if (!bar || inst.bars.length !== 1 || bar.limit !== null) return null;
  if (limits.now() > limits.deadline) return null;
  // the search's looks at the clock, the tight packing searches' it starts and the repairs'
  const sparse = sparseClock(limits, READ_EVERY);
  const cap = bar.capacity;
  const order = inst.items
    .map((it, i) => ({ size: it.size, demand: it.demand, i }))
    .filter((it) => it.demand > 0)
    .sort((a, b) => b.size - a.size);
  const n = order.length;
  let total = 0;
  for (const it of order) total += it.size * it.demand;
  if (total !== target * cap) return null;
  const size = Int32Array.from(order, (it) => it.size);
  const rem = Int32Array.from(order, (it) => it.demand);
  if (n === 0 || size[0]! > cap) return null;
  let firstShort = 0;
  while (firstShort < n && size[firstShort]! * 2 > cap) firstShort++;
  let longsLeft = 0;
  for (let k = 0; k < firstShort; k++) longsLeft += rem[k]!;
  const shortBars = target - longsLeft;
  if (shortBars < 0) return null;
  const typeOf = new Int32Array(cap + 1).fill(-1);
  for (let k = 0; k < n; k++) typeOf[size[k]!] = k;

  // Rows: a long type and up to three short types (with repetition), summing to cap.
  const rowPieces: number[][] = [];
  for (let l = 0; l < firstShort; l++) {
    const hole = cap - size[l]!;
    const add = (p: number[]): void => {
      // Enough pieces of each length for the row (the types come in order, equal ones together).
      for (let i = 0, run = 1; i < p.length; i++, run = p[i] === p[i - 1] ? run + 1 : 1)
        if (rem[p[i]!]! < run) return;
      rowPieces.push(p);
    };
    if (hole === 0) add([l]);
    if (hole > 0 && typeOf[hole]! >= firstShort) add([l, typeOf[hole]!]);
    for (let a = firstShort; a < n; a++) {
      const ra = hole - size[a]!;
      if (ra <= 0) continue;
      for (let b = a; b < n; b++) {
        const rb = ra - size[b]!;
        if (rb < 0) continue;
        if (rb === 0) {
          add([l, a, b]);
          continue;
        }
        if (rb > size[b]!) break; // the third piece would be the longest (found in another order)
        const c = typeOf[rb]!;
        if (c >= b) add([l, a, b, c]);
      }
    }
    if (rowPieces.length > MAX_ROWS || limits.now() > limits.deadline) return null;
  }
  const nRows = rowPieces.length;
  // Each row as (type, multiplicity) entries.
  const rowStart = new Int32Array(nRows + 1);
  const entType: number[] = [];
  const entMult: number[] = [];
  for (let r = 0; r < nRows; r++) {
    rowStart[r] = entType.length;
    const p = rowPieces[r]!;
    for (let i = 0; i < p.length; ) {
      let j = i;
      while (j < p.length && p[j] === p[i]) j++;
      entType.push(p[i]!);
      entMult.push(j - i);
      i = j;
    }
  }
  rowStart[nRows] = entType.length;
  const rowSize = Int32Array.from(rowPieces, (p) => p.length);
  // rowsOf[t]: the rows holding type t, with the multiplicity: fewest pieces first, then the
  // most even (a long piece's: the longest of its short pieces shortest; a short piece's: the
  // shortest long piece first). Against the enumeration order (the longest short piece first)
  // AI_201 at 1 s: 26 → 33 of 40 found by this search alone.
  const rowsOf: { r: number; m: number }[][] = Array.from({ length: n }, () => []);
  const byPieces = Array.from({ length: nRows }, (_, r) => r).sort(
    (x, y) => rowSize[x]! - rowSize[y]! || y - x,
  );
  for (const r of byPieces)
    for (let e = rowStart[r]!; e < rowStart[r + 1]!; e++) rowsOf[entType[e]!]!.push({ r, m: entMult[e]! });
  // The same lists in the enumeration order (the longest short piece first): runs alternate
  // between the two orders (each finds plans the other misses in time; proofs are shared).
  const rowsOfLong: number[][] = Array.from({ length: n }, () => []);
  const byLongest = Array.from({ length: nRows }, (_, r) => r).sort(
    (x, y) => rowSize[x]! - rowSize[y]! || x - y,
  );
  for (const r of byLongest)
    for (let e = rowStart[r]!; e < rowStart[r + 1]!; e++) rowsOfLong[entType[e]!]!.push(r);
  const rowsOfEven = rowsOf.map((list) => list.map(({ r }) => r));
  let branchRows = rowsOfEven;
  const dead = new Uint8Array(nRows); // 1 while the row cannot be cut (a piece of it ran out)
  const alive = new Int32Array(n); // rows alive holding each type

  for (let r = 0; r < nRows; r++) for (let e = rowStart[r]!; e < rowStart[r + 1]!; e++) alive[entType[e]!]!++;

  // Additive hash of the pieces left (two 32-bit halves), for the table of failed remainders.
  let h1 = 0;
  let h2 = 0;
  const rand = seededRandom(1);
  const key1 = Uint32Array.from({ length: n }, () => Math.floor(rand() * 2 ** 32));
  const key2 = Uint32Array.from({ length: n }, () => Math.floor(rand() * 2 ** 32));
  for (let k = 0; k < n; k++) {
    h1 = (h1 + Math.imul(key1[k]!, rem[k]!)) >>> 0;
    h2 = (h2 + Math.imul(key2[k]!, rem[k]!)) >>> 0;
  }
  // The rows needing m pieces of type t die when fewer than m are left. As in dancing links,
  // each list (t, m) links the entries of its rows still alive: a row that dies is unlinked
  // from the lists of its other entries (and linked back, last out first in, when it lives
  // again), so taking a piece walks only the rows still alive, not the many already dead
  // (the same search node for node; DI_31 of AI_201: 65 million row visits before, the most of
  // the search's time). Entries are numbered as in rowStart; the heads follow them (a bar
  // holds at most four pieces).
  const DIE = 6;
  const nEnt = entType.length;
  const eType = Int32Array.from(entType);
  const eRow = new Int32Array(nEnt);
  for (let r = 0; r < nRows; r++) for (let e = rowStart[r]!; e < rowStart[r + 1]!; e++) eRow[e] = r;
  const next = new Int32Array(nEnt + n * DIE);
  const prev = new Int32Array(nEnt + n * DIE);
  for (let h = nEnt; h < next.length; h++) {
    next[h] = h;
    prev[h] = h;
  }
  for (let t = 0; t < n; t++)
    for (const { r, m } of rowsOf[t]!) {
      let e = rowStart[r]!;
      while (eType[e] !== t) e++;
      const h = nEnt + t * DIE + m;
      next[e] = h;
      prev[e] = prev[h]!;
      next[prev[h]!] = e;
      prev[h] = e;
    }
  const take = (t: number): void => {
    h1 = (h1 - key1[t]!) >>> 0;
    h2 = (h2 - key2[t]!) >>> 0;
    const after = rem[t]! - 1;
    rem[t] = after;
    if (after + 1 >= DIE) return;
    const h = nEnt + t * DIE + after + 1;
    for (let e = next[h]!; e !== h; e = next[e]!) {
      const r = eRow[e]!;
      dead[r] = 1;
      alive[t]!--;
      for (let f = rowStart[r]!, end = rowStart[r + 1]!; f < end; f++) {
        if (f === e) continue;
        next[prev[f]!] = next[f]!;
        prev[next[f]!] = prev[f]!;
        alive[eType[f]!]!--;
      }
    }
  };
  const give = (t: number): void => {
    h1 = (h1 + key1[t]!) >>> 0;
    h2 = (h2 + key2[t]!) >>> 0;
    const before = rem[t]!;
    rem[t] = before + 1;
    if (before + 1 >= DIE) return;
    const h = nEnt + t * DIE + before + 1;
    for (let e = prev[h]!; e !== h; e = prev[e]!) {
      const r = eRow[e]!;
      for (let f = rowStart[r + 1]! - 1, start = rowStart[r]!; f >= start; f--) {
        if (f === e) continue;
        next[prev[f]!] = f;
        prev[next[f]!] = f;
        alive[eType[f]!]!++;
      }
      alive[t]!++;
      dead[r] = 0;
    }
  };

  let poolRoom = shortBars * cap; // room left in the short-only bars
  const pool = new Int32Array(n); // pieces sent to the short-only bars
  const chosen: number[] = []; // rows taken
  const failed = new Set<number>();
  let nodes = 0;
  let stopped = false;
  let disc = 0;
  let maxDisc = 0;
  let truncations = 0;
  let groups: number[][] | null = null;

  // 53 bits of the hash, the short-only bars' room mixed in (a number: no string per node).
  const keyOf = (): number => ((h1 ^ Math.imul(poolRoom, 0x9e3779b1)) >>> 0) * 2 ** 21 + (h2 & 0x1fffff);
  /** The short pieces not in a long piece's bar, split into the short-only bars (null: no way). */
  const packRest = (): number[][] | null => {
    const types: number[] = [];
    const items: { size: number; demand: number }[] = [];
    const add = (t: number, c: number): void => {
      if (c === 0) return;
      const at = types.indexOf(t);
      if (at >= 0) items[at]!.demand += c;
      else {
        types.push(t);
        items.push({ size: size[t]!, demand: c });
      }
    };
    for (let t = firstShort; t < n; t++) add(t, pool[t]! + rem[t]!);
    if (items.length === 0) return shortBars === 0 ? [] : null;
    if (shortBars === 1) return [types.flatMap((t, i) => Array<number>(items[i]!.demand).fill(t))];
    const rest: Instance = { items, bars: [{ ...bar, limit: null }] };
    const out = tightPacking(rest, shortBars, sparse);
    if (out.kind !== "plan") {
      if (out.kind === "unknown" && sparse.now() > sparse.deadline) stopped = true;
      return null;
    }
    return out.packing.map((b) => {
      const g: number[] = [];
      b.counts.forEach((c, i) => {
        for (let j = 0; j < c; j++) g.push(types[i]!);
      });
      return g;
    });
  };

  // Repair at a dead end deep in the tree: every piece not in a bar yet (the short-only bars'
  // included), and the bars (latest first) holding short pieces that the first bars of the
  // long pieces left would need, go to the tight packing search on a node budget (an exact
  // search of a small instance: it may move those bars' pieces anywhere). A plan of theirs
  // completes the plan.
  let repaired: Packing | null = null;
  let lastRepair = Number.NEGATIVE_INFINITY;
  let repairSpent = 0;
  const asPacking = (counts: Int32Array): Packing[number] => {
    const out = new Int32Array(inst.items.length);
    counts.forEach((c, k) => {
      out[order[k]!.i] = c;
    });
    return { bar: 0, counts: out };
  };
  /** True when the repair cut everything: `repaired` is the plan. */
  const tryRepair = (): boolean => {
    if (options.repair === false || longsLeft > REPAIR_LONGS || nodes - lastRepair < REPAIR_GAP) return false;
    if (repairSpent > REPAIR_SHARE * nodes) return false;
    lastRepair = nodes;
    const demand = new Int32Array(n);
    for (let t = 0; t < n; t++) demand[t] = rem[t]! + pool[t]!;
    const want = new Uint8Array(n);
    for (let t = 0; t < firstShort; t++) {
      if (rem[t] === 0) continue;
      let seen = 0;
      for (const r of rowsOfEven[t]!) {
        if (seen++ >= REPAIR_ROWS) break;
        for (let e = rowStart[r]!; e < rowStart[r + 1]!; e++)
          if (entType[e] !== t && demand[entType[e]!]! < entMult[e]!) want[entType[e]!] = 1;
      }
    }
    let bars = longsLeft + shortBars;
    const picked = new Uint8Array(chosen.length);
    for (let c = chosen.length - 1; c >= 0 && bars < REPAIR_MAX_BARS; c--) {
      const r = chosen[c]!;
      let hit = false;
      for (let e = rowStart[r]!; e < rowStart[r + 1]! && !hit; e++) hit = want[entType[e]!] === 1;
      if (!hit) continue;
      picked[c] = 1;
      bars++;
      for (let e = rowStart[r]!; e < rowStart[r + 1]!; e++)
        demand[entType[e]!] = demand[entType[e]!]! + entMult[e]!;
    }
    const part: Instance = {
      items: order.map((o, k) => ({ size: o.size, demand: demand[k]! })),
      bars: [bar],
    };
    // A clock of its own that counts the search's looks at it: a budget in nodes, so a run
    // repeats whatever the machine's load (and the real deadline still stops it).
    let looks = 0;
    const clock = () => (sparse.now() > sparse.deadline ? Number.POSITIVE_INFINITY : looks++);
    const out = tightPacking(part, bars, { now: clock, deadline: REPAIR_LOOKS });
    repairSpent += looks * TIGHT_CLOCK_EVERY;
    if (out.kind !== "plan") return false;
    const kept = chosen.filter((_, c) => picked[c] === 0).map((r) => pattern(rowPieces[r]!));
    repaired = [...kept, ...out.packing.map((p) => asPacking(p.counts))];
    return true;
  };

  function pattern(types: number[]): Packing[number] {
    const counts = new Int32Array(inst.items.length);
    for (const t of types) counts[order[t]!.i] = counts[order[t]!.i]! + 1;
    return { bar: 0, counts };
  }

  const search = (): boolean => {
    if (++nodes % CLOCK_EVERY === 0 && sparse.now() > sparse.deadline) stopped = true;
    if (stopped) return false;
    if (longsLeft === 0) {
      // The short pieces not in a bar add up to the short-only bars' room exactly.
      groups = packRest();
      return groups !== null;
    }
    const key = keyOf();
    if (failed.has(key)) return false;
    // The long piece with the fewest bars left, or a short piece with one way left (forced).
    let best = -1;
    let bestScore = Number.POSITIVE_INFINITY;
    let forced = 0;
    for (let t = 0; t < n; t++) {
      if (rem[t] === 0) continue;
      let score = alive[t]!;
      if (t >= firstShort) {
        if (score === 0) forced += size[t]! * rem[t]!;
        if (poolRoom >= size[t]!) score++;
      }
      if (score === 0) {
        best = -2;
        break;
      }
      if (t >= firstShort && score > 1) continue;
      if (score < bestScore) {
        bestScore = score;
        best = t;
      }
    }
    if (best === -2 || forced > poolRoom) {
      if (tryRepair()) return true;
      failed.add(key);
      return false;
    }
    const t = best;
    // Its bars alive, fewest pieces first (rowsOf's order); a short piece's last is the short-only bars (-1).
    const opts: number[] = [];
    for (const r of branchRows[t]!) if (dead[r] === 0) opts.push(r);
    if (t >= firstShort && poolRoom >= size[t]!) opts.push(-1);
    const cutBefore = truncations;
    for (let i = 0; i < opts.length; i++) {
      if (disc + i > maxDisc) {
        truncations++;
        break;
      }
      disc += i;
      const r = opts[i]!;
      let found = false;
      if (r >= 0) {
        for (let e = rowStart[r]!; e < rowStart[r + 1]!; e++)
          for (let c = 0; c < entMult[e]!; c++) take(entType[e]!);
        longsLeft--;
        chosen.push(r);
        found = search();
        if (!found) {
          chosen.pop();
          longsLeft++;
          for (let e = rowStart[r + 1]! - 1; e >= rowStart[r]!; e--)
            for (let c = 0; c < entMult[e]!; c++) give(entType[e]!);
        }
      } else {
        take(t);
        pool[t]!++;
        poolRoom -= size[t]!;
        found = search();
        if (!found) {
          poolRoom += size[t]!;
          pool[t]!--;
          give(t);
        }
      }
      disc -= i;
      if (found) return true;
      if (stopped) return false;
    }
    if (truncations !== cutBefore) return false;
    failed.add(key);
    return false;
  };

  let ok = false;
  for (let run = 0; ; run++) {
    maxDisc = run >> 1;
    branchRows = run & 1 ? rowsOfLong : rowsOfEven;
    truncations = 0;
    ok = search();
    if (ok || stopped || truncations === 0) break;
  }
  if (repaired) return repaired;
  if (!ok || !groups) return null;
  const packing: Packing = [];
  for (const r of chosen) packing.push(pattern(rowPieces[r]!));
  for (const g of groups as number[][]) packing.push(pattern(g));
  return packing;
}
