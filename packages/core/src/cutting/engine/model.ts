// The integer instance every solver works on. Lengths are in "folded units": the caller's
// millimetres times `scale`, with the saw kerf added to each piece and to each bar, so
// that "pieces fit" is simply Σ size ≤ capacity.

/** One distinct piece size and how many of it are still to cut. */
export interface ItemType {
  size: number;
  demand: number;
}

/** One kind of bar: a stock length or a (group of equal) warehouse leftover(s). */
export interface BarType {
  capacity: number;
  /** Cost of one bar (stock: the given cost; leftovers: 0). */
  cost: number;
  /** How many bars of this kind exist; null = unlimited. */
  limit: number | null;
  /** True for stock bars (counted in `stockBars`), false for leftovers. */
  stock: boolean;
}

export interface Instance {
  items: ItemType[];
  bars: BarType[];
}

/** One cutting pattern: a bar type and how many of each item type it holds. */
export interface Pattern {
  bar: number;
  counts: Int32Array;
}

/** A complete packing: a list of patterns, one entry per physical bar. */
export type Packing = Pattern[];

/** The clock the engine is handed; it never reads one itself. */
export type Clock = () => number;

export interface SearchLimits {
  now: Clock;
  /** Absolute time (in the clock's units, milliseconds) after which the search stops. */
  deadline: number;
}

export function packingCost(inst: Instance, packing: Packing): number {
  let cost = 0;
  for (const p of packing) cost += inst.bars[p.bar]!.cost;
  return cost;
}

export function stockBarCount(inst: Instance, packing: Packing): number {
  let n = 0;
  for (const p of packing) if (inst.bars[p.bar]!.stock) n++;
  return n;
}

export function patternLoad(inst: Instance, counts: Int32Array): number {
  let load = 0;
  for (let i = 0; i < counts.length; i++) load += counts[i]! * inst.items[i]!.size;
  return load;
}
