// The strip filler: a sheet cut first into strips right across it (all along its height, or all
// along its width), each strip into panes stacked along it, each pane trimmed to its width by a
// third cut (a three-stage guillotine layout, as glass tables often cut). The panes of a strip are
// chosen by a knapsack over its length (exact, by dynamic programming over whole mm), the strips'
// widths by a knapsack over the sheet's other side, one strip at a time with what is left.
import type { Rect } from "./types.ts";

/**
 * The knapsacks count lengths in steps of this many mm, each pane's rounded up (coarser steps
 * were tried: 2 mm saved a sixth of the time and lost the benchmark's sheet).
 */
export const GRID = 1;

/** A pane size as the filler sees it: its sides, its worth and how many are left. */
export interface StripSize {
  readonly w: number;
  readonly h: number;
}

/** A pane placed: the size's index, its corner and whether it is turned a quarter. */
export interface StripPlaced {
  size: number;
  x: number;
  y: number;
  rot: boolean;
}

/** A pane size lying one way in a strip: `across` the strip, `len` along it. */
interface Unit {
  readonly size: number;
  readonly rot: boolean;
  readonly across: number;
  readonly len: number;
  /** Pieces in this unit (bounded demand split in powers of two). */
  readonly k: number;
  /** Its length in grid steps, rounded up. */
  readonly cells: number;
  readonly value: number;
}

interface StripTable {
  units: Unit[];
  take: Uint8Array;
  /** best[c]: the most value a strip of length c holds with the units seen so far. */
  best: Float64Array;
  /** Per strip width (ascending): the width, the units it may use (a prefix) and the value. */
  widths: { across: number; units: number; value: number }[];
}

/** The units of the live sizes for strips `across` wide at most and `length` long, narrowest first. */
function units(
  sizes: readonly StripSize[],
  values: Float64Array,
  left: Int32Array,
  across: number,
  length: number,
  vertical: boolean,
  rotatable: boolean,
): Unit[] {
  const out: Unit[] = [];
  sizes.forEach((s, size) => {
    const n = left[size] as number;
    const v = values[size] as number;
    if (n <= 0 || v <= 0) return;
    for (const rot of rotatable && s.w !== s.h ? [false, true] : [false]) {
      // a vertical strip runs along the sheet's height: an upright pane lies w across, h along
      const upright = vertical !== rot;
      const a = upright ? s.w : s.h;
      const len = upright ? s.h : s.w;
      if (a > across || len > length) continue;
      for (let left = n, k = 1; left > 0; k *= 2) {
        const t = Math.min(k, left);
        out.push({ size, rot, across: a, len, k: t, cells: Math.ceil((len * t) / GRID), value: v * t });
        left -= t;
      }
    }
  });
  out.sort((a, b) => a.across - b.across || a.size - b.size);
  return out;
}

/** The 0/1 knapsack over the strip's length, unit by unit (narrowest first), with its choices. */
function stripTable(list: Unit[], length: number): StripTable {
  const cap = Math.floor(length / GRID);
  const best = new Float64Array(cap + 1);
  const take = new Uint8Array(list.length * (cap + 1));
  const widths: StripTable["widths"] = [];
  for (let j = 0; j < list.length; j++) {
    const u = list[j] as Unit;
    const row = j * (cap + 1);
    const cells = u.cells;
    const value = u.value;
    for (let c = cap; c >= cells; c--) {
      const v = (best[c - cells] as number) + value;
      if (v > (best[c] as number)) {
        best[c] = v;
        take[row + c] = 1;
      }
    }
    const next = list[j + 1];
    if (!next || next.across !== u.across) {
      const value = best[cap] as number;
      const last = widths[widths.length - 1];
      // a wider strip worth no more than a narrower one is never chosen
      if (!last || value > last.value + 1e-12) widths.push({ across: u.across, units: j + 1, value });
    }
  }
  return { units: list, take, best, widths };
}

/** The units a strip holds: the table's choices read back from the `units`-th unit down. */
function stripUnits(t: StripTable, unitsUsed: number, length: number): Unit[] {
  const cap = Math.floor(length / GRID);
  const out: Unit[] = [];
  let c = cap;
  for (let j = unitsUsed - 1; j >= 0; j--)
    if (t.take[j * (cap + 1) + c] === 1) {
      const u = t.units[j] as Unit;
      out.push(u);
      c -= u.cells;
    }
  return out;
}

type Width = StripTable["widths"][number];

/** The unbounded knapsack of strip widths over `room`: per length the best value and a strip of it. */
function outerTable(widths: readonly Width[], room: number) {
  const cap = Math.floor(room / GRID);
  const best = new Float64Array(cap + 1);
  const pick = new Int32Array(cap + 1).fill(-1);
  const n = widths.length;
  // each width's cells and value once (the widths ascend, so the first too wide ends the loop)
  const cellsOf = Int32Array.from(widths, (w) => Math.ceil(w.across / GRID));
  const worthOf = Float64Array.from(widths, (w) => w.value);
  for (let c = 1; c <= cap; c++) {
    let b = best[c - 1] as number;
    let p = -1;
    for (let k = 0; k < n; k++) {
      const cells = cellsOf[k] as number;
      if (cells > c) break;
      const v = (best[c - cells] as number) + (worthOf[k] as number);
      if (v > b + 1e-12) {
        b = v;
        p = k;
      }
    }
    best[c] = b;
    pick[c] = p;
  }
  return { best, pick };
}

/** The strips the outer table fills `room` with, the most valuable per mm first. */
function composition(widths: readonly Width[], pick: Int32Array, room: number): Width[] {
  const out: Width[] = [];
  for (let c = Math.floor(room / GRID); c > 0; ) {
    const k = pick[c] as number;
    if (k < 0) c--;
    else {
      const w = widths[k] as Width;
      out.push(w);
      c -= Math.ceil(w.across / GRID);
    }
  }
  return out.sort((a, b) => b.value / b.across - a.value / a.across || a.across - b.across);
}

interface Way {
  readonly sizes: readonly StripSize[];
  readonly values: Float64Array;
  readonly box: Rect;
  readonly rotatable: boolean;
  readonly vertical: boolean;
}

/**
 * Lays `strips` side by side from the box's corner, each with what `table` chose for it while
 * that is still in `left`, else (with `resolve`) with its own table of what is left, else with
 * what is left of its choice; uses up `left`, appends to `out`, answers the value placed.
 */
function layStrips(
  way: Way,
  table: StripTable,
  strips: readonly Width[],
  left: Int32Array,
  resolve: boolean,
  out: { placed: StripPlaced[]; leftovers: Rect[] },
): number {
  const { box, vertical } = way;
  const length = vertical ? box.height : box.width;
  let room = vertical ? box.width : box.height;
  let at = 0;
  let total = 0;
  // a rectangle in strip terms (u across the strips, v along them) on the sheet
  const rect = (u: number, v: number, du: number, dv: number): Rect =>
    vertical
      ? { x: box.x + u, y: box.y + v, width: du, height: dv }
      : { x: box.x + v, y: box.y + u, width: dv, height: du };
  for (const strip of strips) {
    let chosen = stripUnits(table, strip.units, length);
    if (resolve) {
      const need = new Map<number, number>();
      for (const u of chosen) need.set(u.size, (need.get(u.size) ?? 0) + u.k);
      if ([...need].some(([size, k]) => k > (left[size] as number))) {
        const own = stripTable(
          units(way.sizes, way.values, left, strip.across, length, vertical, way.rotatable),
          length,
        );
        chosen = stripUnits(own, own.units.length, length);
      }
    }
    let v = 0;
    for (const u of chosen) {
      // never more pieces than are left (both ways of one size may be chosen)
      const k = Math.min(u.k, left[u.size] as number);
      for (let i = 0; i < k; i++) {
        const r = rect(at, v, u.across, u.len);
        out.placed.push({ size: u.size, x: r.x, y: r.y, rot: u.rot });
        if (u.across < strip.across)
          out.leftovers.push(rect(at + u.across, v, strip.across - u.across, u.len));
        v += u.len;
      }
      left[u.size] = (left[u.size] as number) - k;
      total += (u.value / u.k) * k;
    }
    if (v === 0) continue;
    if (v < length) out.leftovers.push(rect(at, v, strip.across, length - v));
    at += strip.across;
    room -= strip.across;
  }
  if (room > 0) out.leftovers.push(rect(at, 0, room, length));
  return total;
}

function wayTable(way: Way, left: Int32Array): WayTable {
  const { box, vertical } = way;
  const length = vertical ? box.height : box.width;
  const room = vertical ? box.width : box.height;
  const table = stripTable(units(way.sizes, way.values, left, room, length, vertical, way.rotatable), length);
  return { table, room, ...outerTable(table.widths, room) };
}

/** One way's tables: the strips' knapsack and the unbounded knapsack of their widths. */
interface WayTable {
  table: StripTable;
  room: number;
  best: Float64Array;
  pick: Int32Array;
}

/**
 * The tables of both ways (strips along the height, then across) for `values` and `left`: one
 * pricing round's strip fill and its variants start from the same pieces and share them.
 */
export type StripTables = readonly [WayTable, WayTable];

export function stripTables(
  sizes: readonly StripSize[],
  values: Float64Array,
  left: Int32Array,
  box: Rect,
  rotatable: boolean,
): StripTables {
  return [
    wayTable({ sizes, values, box, rotatable, vertical: true }, left),
    wayTable({ sizes, values, box, rotatable, vertical: false }, left),
  ];
}

/**
 * Fills `box` with strips one way (`vertical`: strips along the sheet's height), using up `left`;
 * appends the panes and the leftovers, answers the value placed.
 */
function stripsOneWay(
  way: Way,
  left: Int32Array,
  out: { placed: StripPlaced[]; leftovers: Rect[] },
  tables?: WayTable,
): number {
  const { table, room, pick } = tables ?? wayTable(way, left);
  return layStrips(way, table, composition(table.widths, pick, room), left, true, out);
}

/**
 * Many strip layouts of `box` from one table each way: for every strip width, that strip and the
 * best strips beside it (their panes as the table chose them, less what is not left). For column
 * generation: cheap, and each a whole sheet. `tables`: stripTables of the same values and `left`.
 */
export function stripVariants(
  sizes: readonly StripSize[],
  values: Float64Array,
  left: Int32Array,
  box: Rect,
  rotatable: boolean,
  tables?: StripTables,
): { placed: StripPlaced[]; value: number }[] {
  const layouts: { placed: StripPlaced[]; value: number }[] = [];
  for (const vertical of [true, false]) {
    const way: Way = { sizes, values, box, rotatable, vertical };
    const { table, room, pick } = tables?.[vertical ? 0 : 1] ?? wayTable(way, left);
    for (const first of table.widths) {
      if (first.across > room) continue;
      const strips = [first, ...composition(table.widths, pick, room - first.across)];
      const out = { placed: [] as StripPlaced[], leftovers: [] as Rect[] };
      const value = layStrips(way, table, strips, Int32Array.from(left), false, out);
      layouts.push({ placed: out.placed, value });
    }
  }
  return layouts;
}

/**
 * The strip filler's layout of `box` (both ways tried, the one worth more kept), using up `left`
 * (pieces left per size); `values` per size. Appends to `out`, answers the value placed.
 * `tables`: stripTables of the same values and `left`, when already made.
 */
export function stripFill(
  sizes: readonly StripSize[],
  values: Float64Array,
  left: Int32Array,
  box: Rect,
  rotatable: boolean,
  out: { placed: StripPlaced[]; leftovers: Rect[] },
  tables?: StripTables,
): number {
  let best: { value: number; left: Int32Array; out: typeof out } | undefined;
  for (const vertical of [true, false]) {
    const l = Int32Array.from(left);
    const o = { placed: [] as StripPlaced[], leftovers: [] as Rect[] };
    const value = stripsOneWay({ sizes, values, box, rotatable, vertical }, l, o, tables?.[vertical ? 0 : 1]);
    if (!best || value > best.value + 1e-12) best = { value, left: l, out: o };
  }
  const b = best as NonNullable<typeof best>;
  left.set(b.left);
  out.placed.push(...b.out.placed);
  out.leftovers.push(...b.out.leftovers);
  return b.value;
}
