// Consistent neighbourhood search for bin packing (Buljubašić & Vasquez, "Consistent
// neighborhood search for one-dimensional bin packing and two-dimensional vector packing",
// Computers & Operations Research 76, 2016). To find a plan with `aim` bars it keeps a
// partial plan of aim − 2 full-enough bars that never overflow (the "consistent" part) and
// a set of free pieces, and drives the free set down until it fits into two bars: a tabu
// search swaps up to two pieces of a bar with up to two free pieces, and a descent refills
// single bars exactly from their pieces and the free ones. One bar type, unlimited count;
// deterministic for a given seed.
import type { Instance, Packing, SearchLimits } from "./model.ts";
import { seededRandom } from "./seededRandom.ts";
import { TwoBarCheck } from "./twoBarCheck.ts";

/** How many tabu moves between two descents. */
const DESCENT_EVERY = 16;
/** Iterations a piece that entered a bar may not leave it (plus a random 0..TENURE); short
 * works best on Hard28 (2: 9 of 23 IRUP instances in 1 s, 6: 5, 12: 3). */
const TENURE = 2;
/** Node budget of one exact bar refill in the descent. */
const REFILL_BUDGET = 3000;
/** Largest (bars × piece types) tabu table and bar capacity (sum table) the search allocates. */
const MAX_TABU_CELLS = 2_000_000;
const MAX_CAPACITY = 2_000_000;
/** Moves without a lighter free set after which the partial plan is rebuilt. */
const RESTART_AFTER = 20_000;

/**
 * Weight of a piece's length (in bars) beside its dual in the search's worth of a piece
 * (Hard28 at 1.5 s, whole pipeline: 2 → 21 of 28, 1 → 23, 0.5 → 23–24, 0.25 → 23).
 */
const LENGTH_WORTH = 0.5;

/**
 * How much the search should want each piece type inside a bar: its LP dual plus a
 * multiple of its share of the bar. The duals point at the dual-tight patterns an optimum
 * is made of (on Hard28 this finds the optimum about twice as often as lengths alone); the
 * length term gives the pieces the duals price at zero (the short ones, on Hard28) a worth,
 * and keeps long pieces from piling up in the free set.
 */
export function dualWorth(inst: Instance, duals: Float64Array): Float64Array {
  const cap = inst.bars[0]!.capacity;
  return Float64Array.from(inst.items, (it, i) => Math.max(0, duals[i]!) + (LENGTH_WORTH * it.size) / cap);
}

export interface CnsOptions {
  /** Stop when a packing with this many bars is found. */
  target: number;
  seed: number;
  /**
   * Worth of keeping each piece type in a bar (e.g. the LP duals); the search then
   * minimises the worth of the free set instead of its length. Default: the lengths.
   */
  worth?: ArrayLike<number>;
}

/** A packing with fewer bars than `start` (as few as `target`), or null when none was found in time. */
export function consistentNeighbourhoodSearch(
  inst: Instance,
  start: Packing,
  limits: SearchLimits,
  options: CnsOptions,
): Packing | null {
  if (inst.bars.length !== 1 || inst.bars[0]!.limit !== null) return null;
  const cap = inst.bars[0]!.capacity;
  const types = inst.items.length;
  // The tabu table holds a cell per (bar, piece type); beyond this the other searches serve.
  if (start.length * types > MAX_TABU_CELLS || cap > MAX_CAPACITY) return null;
  // Pieces are numbered; `size[k]` and `type[k]` describe piece k.
  const sizes: number[] = [];
  const typeOf: number[] = [];
  const bars: number[][] = start.map((p) => {
    const out: number[] = [];
    p.counts.forEach((c, i) => {
      for (let k = 0; k < c; k++) {
        out.push(sizes.length);
        sizes.push(inst.items[i]!.size);
        typeOf.push(i);
      }
    });
    return out;
  });
  const search = new Search(
    Int32Array.from(sizes),
    Int32Array.from(typeOf),
    types,
    cap,
    limits,
    seededRandom(options.seed),
    options.worth ? Float64Array.from(typeOf, (t) => options.worth![t]!) : null,
  );
  let best: Packing | null = null;
  let current = bars;
  while (current.length > options.target && current.length > 2) {
    const found = search.findPacking(current, current.length - 1);
    if (!found) break;
    current = found;
    best = found.map((bar) => {
      const counts = new Int32Array(types);
      for (const k of bar) counts[typeOf[k]!] = counts[typeOf[k]!]! + 1;
      return { bar: 0, counts };
    });
  }
  return best;
}

/** A swap of up to two pieces of one bar with up to two free pieces. */
interface Move {
  bar: number;
  /** Pieces leaving the bar (-1 = none). */
  out1: number;
  out2: number;
  /** Pieces entering the bar from the free set (in2 may be -1). */
  in1: number;
  in2: number;
}

class Search {
  private bars: number[][] = [];
  private loads: number[] = [];
  private free: number[] = [];
  private freeLoad = 0;
  private iter = 0;
  /** Iteration until which a piece may not leave its bar. */
  private readonly lockedUntil: Int32Array;
  /**
   * Per (bar, piece type): until when that type may not enter the bar again, and how often
   * it has left it. The tenure grows with the frequency, so moves the search keeps making
   * are barred longer (the frequency-based tabu of Buljubašić & Vasquez).
   */
  private tabuUntil = new Int32Array(0);
  private tabuFreq = new Int32Array(0);
  private readonly twoBars: TwoBarCheck;
  // Free combos of the current move (parallel arrays, sorted by sum) and the best move so far.
  private comboSum = new Int32Array(64);
  private comboA = new Int32Array(64);
  private comboB = new Int32Array(64);
  private comboWorth = new Float64Array(64);
  private comboTop = new Float64Array(64);
  private comboCount = 0;
  /** Worth of each piece; when it is the length, the longest fitting combo is the best. */
  private readonly worth: Float64Array;
  private readonly byLength: boolean;
  private readonly best: Move = { bar: -1, out1: -1, out2: -1, in1: -1, in2: -1 };
  private bestGain = 0;
  private bestCount = 0;
  private ties = 0;

  constructor(
    private readonly size: Int32Array,
    private readonly type: Int32Array,
    private readonly types: number,
    private readonly cap: number,
    private readonly limits: SearchLimits,
    private readonly rand: () => number,
    worth: Float64Array | null,
  ) {
    this.worth = worth ?? Float64Array.from(size);
    this.byLength = worth === null;
    this.lockedUntil = new Int32Array(size.length);
    this.twoBars = new TwoBarCheck(cap);
  }

  /** Bars (as piece lists) packing every piece into `aim` bars, or null on timeout. */
  findPacking(start: number[][], aim: number): number[][] | null {
    this.reset(start, aim);
    let bestFree = this.freeLoad;
    let sinceBest = 0;
    for (;;) {
      const split = this.twoBars.split(this.free, this.size);
      if (split) {
        const out = this.bars.map((b) => [...b]);
        for (const bar of split) if (bar.length > 0) out.push(bar);
        return out;
      }
      if ((this.iter & 15) === 0 && this.limits.now() > this.limits.deadline) {
        return null;
      }
      this.iter++;
      if (this.iter % DESCENT_EVERY === 0) this.descent();
      else this.tabuMove();
      if (this.freeLoad < bestFree) {
        bestFree = this.freeLoad;
        sinceBest = 0;
      } else if (++sinceBest > RESTART_AFTER) {
        // Long stagnation: rebuild the partial plan from the current bars and free set.
        const all = [...this.bars.map((b) => [...b]), ...this.packFree()];
        this.reset(all, aim);
        bestFree = this.freeLoad;
        sinceBest = 0;
      }
    }
  }

  /** Keep the aim − 2 fullest bars; the rest become free pieces, first fitted into slack. */
  private reset(start: number[][], aim: number): void {
    const order = start.map((b, k) => ({ b, load: this.loadOf(b), k }));
    order.sort((x, y) => y.load - x.load || x.k - y.k);
    const keep = Math.max(0, aim - 2);
    this.bars = order.slice(0, keep).map((o) => [...o.b]);
    this.loads = order.slice(0, keep).map((o) => o.load);
    const free = order.slice(keep).flatMap((o) => o.b);
    free.sort((x, y) => this.size[y]! - this.size[x]!);
    this.free = [];
    this.freeLoad = 0;
    for (const k of free) {
      // Best fit into the kept bars keeps the partial plan consistent and the free set light.
      let at = -1;
      for (let b = 0; b < this.bars.length; b++) {
        const room = this.cap - this.loads[b]! - this.size[k]!;
        if (room >= 0 && (at < 0 || room < this.cap - this.loads[at]! - this.size[k]!)) at = b;
      }
      if (at >= 0) {
        this.bars[at]!.push(k);
        this.loads[at] = this.loads[at]! + this.size[k]!;
      } else {
        this.free.push(k);
        this.freeLoad += this.size[k]!;
      }
    }
    this.lockedUntil.fill(0);
    const cells = this.bars.length * this.types;
    if (this.tabuUntil.length !== cells) {
      this.tabuUntil = new Int32Array(cells);
      this.tabuFreq = new Int32Array(cells);
    } else {
      this.tabuUntil.fill(0);
      this.tabuFreq.fill(0);
    }
  }

  /** The free pieces first-fit into fresh bars (used when rebuilding). */
  private packFree(): number[][] {
    const out: number[][] = [];
    const loads: number[] = [];
    const free = [...this.free].sort((x, y) => this.size[y]! - this.size[x]!);
    for (const k of free) {
      let b = loads.findIndex((l) => l + this.size[k]! <= this.cap);
      if (b < 0) {
        b = out.length;
        out.push([]);
        loads.push(0);
      }
      out[b]!.push(k);
      loads[b] = loads[b]! + this.size[k]!;
    }
    return out;
  }

  private loadOf(bar: number[]): number {
    let s = 0;
    for (const k of bar) s += this.size[k]!;
    return s;
  }

  /**
   * One tabu move: the best non-tabu swap, judged by how much weight it takes off the free
   * set, then by how many pieces stay free (small free pieces are easier to place later),
   * ties broken at random. Worsening moves are taken when nothing better is allowed.
   */
  private tabuMove(): void {
    this.buildCombos();
    if (this.comboCount === 0) return;
    this.bestGain = Number.NEGATIVE_INFINITY;
    this.ties = 0;
    this.best.bar = -1;
    const locked = this.lockedUntil;
    for (let bar = 0; bar < this.bars.length; bar++) {
      const pieces = this.bars[bar]!;
      this.scan(bar, -1, -1, 0);
      for (let i = 0; i < pieces.length; i++) {
        const a = pieces[i]!;
        if (locked[a]! > this.iter) continue;
        this.scan(bar, a, -1, this.size[a]!);
        for (let j = i + 1; j < pieces.length; j++) {
          const b = pieces[j]!;
          if (locked[b]! > this.iter) continue;
          this.scan(bar, a, b, this.size[a]! + this.size[b]!);
        }
      }
    }
    if (this.best.bar >= 0) this.apply(this.best);
  }

  /** Consider taking `out1`, `out2` out of `bar` for the largest free combo that then fits. */
  private scan(bar: number, out1: number, out2: number, outSum: number): void {
    const room = this.cap - this.loads[bar]! + outSum;
    const sums = this.comboSum;
    // Binary search for the last combo with sum ≤ room, then step down past tabu ones.
    let lo = 0;
    let hi = this.comboCount;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sums[mid]! <= room) lo = mid + 1;
      else hi = mid;
    }
    const pOut = (out1 >= 0 ? 1 : 0) + (out2 >= 0 ? 1 : 0);
    const w = this.worth;
    const outWorth = (out1 >= 0 ? w[out1]! : 0) + (out2 >= 0 ? w[out2]! : 0);
    // Combos come longest first: by length, the first allowed one is this removal's best move.
    for (let c = lo - 1; c >= 0; c--) {
      if (this.comboTop[c]! - outWorth < this.bestGain - 1e-9) return;
      const a = this.comboA[c]!;
      const b = this.comboB[c]!;
      if (this.returnsTo(a, bar) || (b >= 0 && this.returnsTo(b, bar))) continue;
      const qIn = b >= 0 ? 2 : 1;
      if (pOut === qIn && this.sameSizes(out1, out2, a, b)) continue;
      const gain = this.byLength ? sums[c]! - outSum : this.comboWorth[c]! - outWorth;
      if (gain < this.bestGain - 1e-9) {
        if (this.byLength) return;
        continue;
      }
      const count = pOut - qIn;
      let take = false;
      if (gain > this.bestGain + 1e-9 || count > this.bestCount) {
        this.bestGain = gain;
        this.bestCount = count;
        this.ties = 1;
        take = true;
      } else if (count === this.bestCount) {
        take = this.rand() * ++this.ties < 1;
      }
      if (take) {
        const m = this.best;
        m.bar = bar;
        m.out1 = out1;
        m.out2 = out2;
        m.in1 = a;
        m.in2 = b;
      }
      if (this.byLength) return;
    }
  }

  private returnsTo(piece: number, bar: number): boolean {
    return this.tabuUntil[bar * this.types + this.type[piece]!]! > this.iter;
  }

  private sameSizes(o1: number, o2: number, i1: number, i2: number): boolean {
    const s = this.size;
    if (o2 < 0) return i2 < 0 && s[o1]! === s[i1]!;
    return (s[o1]! === s[i1]! && s[o2]! === s[i2]!) || (s[o1]! === s[i2]! && s[o2]! === s[i1]!);
  }

  /** Free singles and pairs (that fit a bar) sorted by total size, in the combo arrays. */
  private buildCombos(): void {
    const f = this.free;
    const need = f.length + (f.length * (f.length - 1)) / 2;
    if (this.comboSum.length < need) {
      const len = Math.max(need, 2 * this.comboSum.length);
      this.comboSum = new Int32Array(len);
      this.comboWorth = new Float64Array(len);
      this.comboTop = new Float64Array(len);
      this.comboA = new Int32Array(len);
      this.comboB = new Int32Array(len);
    }
    let n = 0;
    for (let i = 0; i < f.length; i++) {
      const si = this.size[f[i]!]!;
      n = this.insertCombo(n, si, f[i]!, -1);
      for (let j = i + 1; j < f.length; j++) {
        const sum = si + this.size[f[j]!]!;
        if (sum <= this.cap) n = this.insertCombo(n, sum, f[i]!, f[j]!);
      }
    }
    this.comboCount = n;
    // Best worth among the combos up to each index: lets a scan stop once nothing below can win.
    let top = Number.NEGATIVE_INFINITY;
    for (let c = 0; c < n; c++) {
      top = Math.max(top, this.comboWorth[c]!);
      this.comboTop[c] = top;
    }
  }

  /** Insertion into the sorted combo arrays; equal sums land in random order. */
  private insertCombo(n: number, sum: number, a: number, b: number): number {
    let q = n;
    while (q > 0 && (this.comboSum[q - 1]! > sum || (this.comboSum[q - 1] === sum && this.rand() < 0.5))) {
      this.comboSum[q] = this.comboSum[q - 1]!;
      this.comboWorth[q] = this.comboWorth[q - 1]!;
      this.comboA[q] = this.comboA[q - 1]!;
      this.comboB[q] = this.comboB[q - 1]!;
      q--;
    }
    this.comboSum[q] = sum;
    this.comboWorth[q] = this.worth[a]! + (b >= 0 ? this.worth[b]! : 0);
    this.comboA[q] = a;
    this.comboB[q] = b;
    return n + 1;
  }

  private apply(m: Move): void {
    const bar = this.bars[m.bar]!;
    const tenure = TENURE + Math.floor(this.rand() * (TENURE + 1));
    for (const k of [m.out1, m.out2]) {
      if (k < 0) continue;
      bar.splice(bar.indexOf(k), 1);
      this.free.push(k);
      this.loads[m.bar] = this.loads[m.bar]! - this.size[k]!;
      this.freeLoad += this.size[k]!;
      const cell = m.bar * this.types + this.type[k]!;
      this.tabuFreq[cell] = this.tabuFreq[cell]! + 1;
      this.tabuUntil[cell] = this.iter + 1 + (this.tabuFreq[cell]! >> 1);
    }
    for (const k of [m.in1, m.in2]) {
      if (k < 0) continue;
      this.free.splice(this.free.indexOf(k), 1);
      bar.push(k);
      this.loads[m.bar] = this.loads[m.bar]! + this.size[k]!;
      this.freeLoad -= this.size[k]!;
      this.lockedUntil[k] = this.iter + tenure;
    }
  }

  /** Refill each bar (random order) exactly from its pieces and the free ones when that fills it more. */
  private descent(): void {
    const n = this.bars.length;
    const first = Math.floor(this.rand() * Math.max(1, n));
    for (let q = 0; q < n && this.free.length > 0; q++) {
      const b = (first + q) % n;
      if (this.loads[b] === this.cap) continue;
      const pool = [...this.bars[b]!, ...this.free].sort((x, y) => this.size[y]! - this.size[x]!);
      const chosen = bestFill(pool, this.size, this.cap, this.loads[b]!);
      if (!chosen) continue;
      const inBar = new Set(chosen);
      this.bars[b] = chosen;
      this.loads[b] = this.loadOf(chosen);
      this.free = pool.filter((k) => !inBar.has(k));
      this.freeLoad = this.loadOf(this.free);
    }
  }
}

/**
 * The subset of `pool` (sorted longest first) filling `cap` best, when it beats `current`;
 * depth-first, equal sizes skipped at a level, budgeted.
 */
function bestFill(pool: number[], size: Int32Array, cap: number, current: number): number[] | null {
  let best: number[] | null = null;
  let bestLoad = current;
  const cur: number[] = [];
  let nodes = 0;
  const suffix = new Array<number>(pool.length + 1).fill(0);
  for (let q = pool.length - 1; q >= 0; q--) suffix[q] = suffix[q + 1]! + size[pool[q]!]!;
  const dfs = (from: number, load: number): void => {
    if (load > bestLoad) {
      bestLoad = load;
      best = [...cur];
    }
    let last = -1;
    for (let q = from; q < pool.length && bestLoad < cap && nodes < REFILL_BUDGET; q++) {
      const s = size[pool[q]!]!;
      if (load + suffix[q]! <= bestLoad) return;
      if (s === last || load + s > cap) continue;
      last = s;
      nodes++;
      cur.push(pool[q]!);
      dfs(q + 1, load + s);
      cur.pop();
    }
  };
  dfs(0, 0);
  return best;
}
