// The guillotine packer (docs/glass-cutting.md). The stock remnants first, then new sheets, each
// filled by the look-ahead filler (lookahead.ts, and drawn variants of it) and several greedy
// fillers, the fullest fill kept; then the last sheets packed again together (improveTail). A
// filler keeps the sheet's free rectangles (first the sheet inside its trim); it takes one, puts
// in its corner the pane the rule picks, and cuts the rest of the rectangle in two by a straight
// cut right across it, so every cut of the plan is a guillotine cut. A rectangle no pane fits is
// left over; those large enough go back to stock as remnants. With the `columns` option, where the
// plan is above its bound and a sheet fewer is within reach (COLUMNS_MAX_FILL), a run with the
// strip filler (stripFill.ts) among the fillers and a plan by column generation (sheetColumns.ts)
// from its sheets are made too, and the best of the three kept.
import { seededRandom } from "../cutting/engine/seededRandom.ts";
import { leftoversOf } from "./leftovers.ts";
import { lookaheadFill, type SizeStock } from "./lookahead.ts";
import { sheetLowerBound, usableSheet } from "./lowerBound.ts";
import { type SheetLayout, sheetsByColumns } from "./sheetColumns.ts";
import { type StripPlaced, stripFill } from "./stripFill.ts";
import type {
  GlassSheetInput,
  GlassSheetIssue,
  GlassSheetPlan,
  PlacedPane,
  PlannedSheet,
  Rect,
} from "./types.ts";

interface Piece {
  readonly pane: string;
  readonly copy: number;
  readonly label: string;
  readonly w: number;
  readonly h: number;
  /** What the piece is worth to a filler (Tuning.alpha). */
  readonly value: number;
}

/** How a filler picks a pane for a free rectangle, and how it cuts what is left. */
interface Rule {
  /** "area": the largest pane that fits; "short": the one leaving the least on its shorter side. */
  readonly pick: "area" | "short" | "long";
  /** Which cut first: the one across the shorter or longer leftover, or keeping the larger rest. */
  readonly split: "shorter" | "longer" | "maxArea" | "minArea";
  /** Turn a pane only when it does not fit as it is (else: whichever way fits better). */
  readonly upright: boolean;
}

const RULES: Rule[] = (["area", "short", "long"] as const).flatMap((pick) =>
  (["shorter", "longer", "maxArea", "minArea"] as const).flatMap((split) =>
    [true, false].map((upright) => ({ pick, split, upright })),
  ),
);

interface Fill {
  placed: PlacedPane[];
  taken: number[];
  leftovers: Rect[];
  area: number;
  /** The sum of the pieces' values: the fill kept is the one worth most. */
  value: number;
  /** The pieces placed. */
  items: Piece[];
}

/** One run's knobs: the power of a pane's area it is worth, the look-ahead's sizes per rectangle. */
export interface Tuning {
  readonly alpha: number;
  readonly candidates: number;
  /** Each size's place in the order shaken by up to this share of its area (0: largest first). */
  readonly noise: number;
  /** Look-ahead fills more per sheet, each with a drawn number of sizes and a shaken order. */
  readonly sheetTries: number;
  /** The strip filler (stripFill.ts) among the fillers too. */
  readonly strips: boolean;
}

function fillSheet(pieces: readonly Piece[], free0: Rect, rotatable: boolean, rule: Rule): Fill {
  const taken = new Uint8Array(pieces.length);
  const placed: PlacedPane[] = [];
  const takenIdx: number[] = [];
  const leftovers: Rect[] = [];
  const stack: Rect[] = [free0];
  let area = 0;
  let value = 0;
  while (stack.length > 0) {
    const r = stack.pop() as Rect;
    let best = -1;
    let bestRot = false;
    let bestA = -1;
    let bestB = -1;
    let lastW = -1;
    let lastH = -1;
    for (let i = 0; i < pieces.length; i++) {
      if (taken[i]) continue;
      const p = pieces[i] as Piece;
      // pieces are sorted so equal sizes sit together: one of a size is enough to try
      if (p.w === lastW && p.h === lastH) continue;
      lastW = p.w;
      lastH = p.h;
      for (const rot of rotatable && p.w !== p.h ? [false, true] : [false]) {
        const w = rot ? p.h : p.w;
        const h = rot ? p.w : p.h;
        if (w > r.width || h > r.height) continue;
        if (rot && rule.upright && p.w <= r.width && p.h <= r.height) continue;
        const dw = r.width - w;
        const dh = r.height - h;
        // larger is better: a primary and a secondary score
        let a: number;
        let b: number;
        if (rule.pick === "area") {
          a = w * h;
          b = -Math.min(dw, dh);
        } else if (rule.pick === "short") {
          a = -Math.min(dw, dh);
          b = w * h;
        } else {
          a = -Math.max(dw, dh);
          b = w * h;
        }
        if (a > bestA || (a === bestA && b > bestB)) {
          best = i;
          bestRot = rot;
          bestA = a;
          bestB = b;
        }
      }
    }
    if (best < 0) {
      leftovers.push(r);
      continue;
    }
    const p = pieces[best] as Piece;
    taken[best] = 1;
    takenIdx.push(best);
    const w = bestRot ? p.h : p.w;
    const h = bestRot ? p.w : p.h;
    placed.push({
      pane: p.pane,
      copy: p.copy,
      label: p.label,
      x: r.x,
      y: r.y,
      width: w,
      height: h,
      rotated: bestRot,
    });
    area += w * h;
    value += p.value;
    const dw = r.width - w;
    const dh = r.height - h;
    // across: the first cut runs across the sheet's height under the pane (y = r.y + h)
    let across: boolean;
    if (rule.split === "shorter") across = dw <= dh;
    else if (rule.split === "longer") across = dw > dh;
    else {
      const bigAcross = Math.max(dw * h, r.width * dh);
      const bigAlong = Math.max(dw * r.height, w * dh);
      across = rule.split === "maxArea" ? bigAcross >= bigAlong : bigAcross < bigAlong;
    }
    const right: Rect = across
      ? { x: r.x + w, y: r.y, width: dw, height: h }
      : { x: r.x + w, y: r.y, width: dw, height: r.height };
    const below: Rect = across
      ? { x: r.x, y: r.y + h, width: r.width, height: dh }
      : { x: r.x, y: r.y + h, width: w, height: dh };
    // the smaller rest is filled first (popped first), the larger keeps room for what is left
    const parts = [right, below].filter((q) => q.width > 0 && q.height > 0);
    parts.sort((q1, q2) => q2.width * q2.height - q1.width * q1.height);
    stack.push(...parts);
  }
  return { placed, taken: takenIdx, leftovers, area, value, items: [] };
}

/** The sizes of `pieces` (sorted, equal sizes together), each with its pieces' indices. */
function sizesOf(pieces: readonly Piece[]): SizeStock[] {
  const sizes: SizeStock[] = [];
  pieces.forEach((p, i) => {
    const last = sizes[sizes.length - 1];
    if (last && last.w === p.w && last.h === p.h) last.pieces.push(i);
    else sizes.push({ w: p.w, h: p.h, value: p.value, pieces: [i] });
  });
  return sizes;
}

/**
 * The look-ahead filler's fill of a sheet from `pieces` (sorted, equal sizes together); with
 * `shake` > 0 each size's place in the order moves by up to that share of its area.
 */
function lookaheadSheet(
  pieces: readonly Piece[],
  usable: Rect,
  rotatable: boolean,
  candidates: number,
  shake = 0,
  rand?: () => number,
): Fill {
  let sizes = sizesOf(pieces);
  if (shake > 0 && rand) {
    const keyed = sizes.map((z) => ({ z, key: z.w * z.h * (1 + shake * rand()) }));
    keyed.sort((a, b) => b.key - a.key);
    sizes = keyed.map((k) => k.z);
  }
  const left = Int32Array.from(sizes, (s) => s.pieces.length);
  const out = {
    placed: [] as { size: number; x: number; y: number; rot: boolean }[],
    leftovers: [] as Rect[],
  };
  const value = lookaheadFill(sizes, left, usable, rotatable, candidates, out);
  return fromPlacements(pieces, sizes, out, value);
}

/** The strip filler's fill of a sheet from `pieces` (sorted, equal sizes together). */
function stripSheet(pieces: readonly Piece[], box: Rect, rotatable: boolean): Fill {
  const sizes = sizesOf(pieces);
  const values = Float64Array.from(sizes, (s) => s.value);
  const left = Int32Array.from(sizes, (s) => s.pieces.length);
  const out = { placed: [] as StripPlaced[], leftovers: [] as Rect[] };
  const value = stripFill(sizes, values, left, box, rotatable, out);
  return fromPlacements(pieces, sizes, out, value);
}

/**
 * A fill from a filler's placements by size, each size's pieces taken in turn (`next`: how many of
 * each are taken already).
 */
function fromPlacements(
  pieces: readonly Piece[],
  sizes: readonly { pieces: number[] }[],
  out: { placed: StripPlaced[]; leftovers: Rect[] },
  value: number,
  next = new Int32Array(sizes.length),
): Fill {
  let area = 0;
  const taken: number[] = [];
  const placed = out.placed.map(({ size, x, y, rot }) => {
    const k = (sizes[size] as { pieces: number[] }).pieces[next[size] as number] as number;
    next[size] = (next[size] as number) + 1;
    taken.push(k);
    const p = pieces[k] as Piece;
    area += p.w * p.h;
    return {
      pane: p.pane,
      copy: p.copy,
      label: p.label,
      x,
      y,
      width: rot ? p.h : p.w,
      height: rot ? p.w : p.h,
      rotated: rot,
    };
  });
  return { placed, taken, leftovers: out.leftovers, area, value, items: [] };
}

/** The fill of `box` worth most of the look-ahead's (and `tries` drawn ones) and the greedy fillers'. */
function bestFill(
  pieces: readonly Piece[],
  box: Rect,
  rotatable: boolean,
  tuning: Tuning,
  tries: number,
  rand: () => number,
): Fill {
  let best: Fill = lookaheadSheet(pieces, box, rotatable, tuning.candidates);
  for (let t = 0; t < tries; t++) {
    const fill = lookaheadSheet(pieces, box, rotatable, 4 + Math.floor(rand() * 9), 0.5, rand);
    if (fill.value > best.value) best = fill;
  }
  for (const rule of RULES) {
    const fill = fillSheet(pieces, box, rotatable, rule);
    if (fill.value > best.value) best = fill;
  }
  if (tuning.strips) {
    const fill = stripSheet(pieces, box, rotatable);
    if (fill.value > best.value) best = fill;
  }
  best.items = best.taken.map((i) => pieces[i] as Piece);
  return best;
}

/** Sheet by sheet, the fill worth most of the look-ahead's and the greedy fillers'. */
function packRun(
  all: readonly Piece[],
  usable: Rect,
  rotatable: boolean,
  tuning: Tuning,
  rand: () => number,
): Fill[] {
  let pieces = all.map((p) => ({ ...p, value: (p.w * p.h) ** tuning.alpha }));
  if (tuning.noise > 0) {
    const shake = new Map<string, number>();
    const key = (p: Piece) => {
      const k = `${p.w}x${p.h}`;
      let v = shake.get(k);
      if (v === undefined) {
        v = p.w * p.h * (1 + tuning.noise * rand());
        shake.set(k, v);
      }
      return v;
    };
    pieces.sort((a, b) => key(b) - key(a) || b.w - a.w || b.h - a.h);
  }
  const fills: Fill[] = [];
  while (pieces.length > 0) {
    const best = bestFill(pieces, usable, rotatable, tuning, tuning.sheetTries, rand);
    const gone = new Set(best.taken);
    pieces = pieces.filter((_, i) => !gone.has(i));
    fills.push(best);
  }
  return fills;
}

export interface GlassPackOptions {
  /** The last sheets packed again this many times (improveTail); 16 when left out. */
  readonly tailTries?: number;
  /** Look-ahead fills more tried per sheet, drawn (Tuning.sheetTries); 10 when left out. */
  readonly sheetTries?: number;
  /**
   * Also plan by column generation (sheetColumns.ts) where the plan is above its bound, and the
   * strip filler among the fillers: fewer sheets on some glasses, several times slower (off when
   * left out; docs/glass-cutting.md).
   */
  readonly columns?: boolean;
}

/** The budget the bench and the server use (bench/glass: under 5 s for 1,000 panes). */
export const DEFAULT_GLASS_PACK_OPTIONS = { tailTries: 16, sheetTries: 10 } as const;

/** A run's tuning: the first plain (area, 8 sizes, largest first), the others drawn. */
function drawTuning(rand: () => number, strips: boolean): Tuning {
  return {
    alpha: 0.9 + 0.6 * rand(),
    candidates: 3 + Math.floor(rand() * 10),
    noise: 0.3 * rand(),
    sheetTries: 4,
    strips,
  };
}

const PLAIN: Tuning = { alpha: 1, candidates: 8, noise: 0, sheetTries: 0, strips: false };

/**
 * The last sheets' panes packed again together, the last 2, 3, … sheets at a time, with drawn
 * tunings, `tries` packs in all: where fewer sheets (or as many, the last emptier) hold them,
 * they replace those sheets.
 */
function improveTail(
  fills: Fill[],
  usable: Rect,
  rotatable: boolean,
  tries: number,
  rand: () => number,
  strips: boolean,
  floor = 0,
) {
  let out = fills;
  let k = 2;
  for (let t = 0; t < tries && out.length >= 2 && out.length > floor; t++) {
    if (k > Math.min(out.length, MAX_TAIL)) k = 2;
    const tail = out.slice(out.length - k);
    const pool = tail.flatMap((f) => f.items);
    pool.sort((a, b) => b.w * b.h - a.w * a.h || b.w - a.w || b.h - a.h);
    const run = packRun(pool, usable, rotatable, drawTuning(rand, strips), rand);
    if (better(run, tail)) {
      out = [...out.slice(0, out.length - k), ...run];
      k = 2;
    } else k++;
  }
  return out;
}

/**
 * The column plan is tried only where a sheet fewer leaves each sheet at most this full on
 * average. The benchmark's clear glass (99.5 %) took 53 s of column generation and gained
 * nothing; its tempered glass (seed 2026: 98.65 %) and seed 3's (97.8 %) and low-e (97.5 %) no
 * sheet either, in 1.3–3 s each; seed 2026's low-e (97.8 %) one, in 3.6 s.
 */
const COLUMNS_MAX_FILL = 0.98;

/** The most sheets packed again together at the end of the plan. */
const MAX_TAIL = 8;

/** The panes of one glass on as few sheets as the fillers find; refuses a pane no sheet holds. */
export function packGlassSheets(
  input: GlassSheetInput,
  options: GlassPackOptions = {},
): { ok: true; plan: GlassSheetPlan } | { ok: false; issues: GlassSheetIssue[] } {
  const { width: W, height: H } = usableSheet(input);
  if (W <= 0 || H <= 0) return { ok: false, issues: [{ code: "sheet_too_small" }] };
  const issues: GlassSheetIssue[] = [];
  const pieces: Piece[] = [];
  for (const p of input.panes) {
    const fits = (p.width <= W && p.height <= H) || (input.rotatable && p.height <= W && p.width <= H);
    if (!fits || !(p.width > 0 && p.height > 0)) {
      issues.push({ code: "pane_too_large", pane: p.id });
      continue;
    }
    for (let k = 1; k <= (p.count ?? 1); k++)
      pieces.push({ pane: p.id, copy: k, label: p.label, w: p.width, h: p.height, value: 0 });
  }
  if (issues.length > 0) return { ok: false, issues };
  // largest first, equal sizes together (the filler tries one of each size)
  pieces.sort((a, b) => b.w * b.h - a.w * a.h || b.w - a.w || b.h - a.h);
  const usable: Rect = { x: input.trim, y: input.trim, width: W, height: H };
  // the draws are seeded from the input, so the same panes give the same plan
  const seed = pieces.length * 7919 + W * 31 + H;
  const rand = seededRandom(seed);
  const sheetTries = options.sheetTries ?? DEFAULT_GLASS_PACK_OPTIONS.sheetTries;
  const keep = (fill: Fill) =>
    fill.leftovers.filter((r) => r.width >= input.minRemnant && r.height >= input.minRemnant);
  // stock remnants first, the largest first: each filled as a sheet is, and used if a pane fits
  const sheets: PlannedSheet[] = [];
  let paneArea = 0;
  let usedArea = 0;
  let rest = pieces;
  const stock = [...(input.remnants ?? [])].filter((r) => r.width > 0 && r.height > 0);
  stock.sort((a, b) => b.width * b.height - a.width * a.height || a.id.localeCompare(b.id));
  for (const r of stock) {
    if (rest.length === 0) break;
    const box: Rect = { x: 0, y: 0, width: r.width, height: r.height };
    const fill = bestFill(
      rest.map((p) => ({ ...p, value: p.w * p.h })),
      box,
      input.rotatable,
      PLAIN,
      sheetTries,
      rand,
    );
    if (fill.placed.length === 0) continue;
    const gone = new Set(fill.taken);
    rest = rest.filter((_, i) => !gone.has(i));
    paneArea += fill.area;
    usedArea += r.width * r.height;
    sheets.push({
      width: r.width,
      height: r.height,
      fromRemnant: r.id,
      panes: fill.placed,
      remnants: keep(fill),
      yield: fill.area / (r.width * r.height),
    });
  }
  const tailTries = options.tailTries ?? DEFAULT_GLASS_PACK_OPTIONS.tailTries;
  let fills = packRun(rest, usable, input.rotatable, { ...PLAIN, sheetTries }, rand);
  fills = improveTail(fills, usable, input.rotatable, tailTries, rand, false);
  const bound = sheetLowerBound(input);
  const restArea = rest.reduce((a, p) => a + p.w * p.h, 0);
  // one sheet fewer asks more than COLUMNS_MAX_FILL of every sheet: not tried
  const worthColumns = restArea <= COLUMNS_MAX_FILL * (fills.length - 1) * W * H;
  if (options.columns === true && fills.length > bound && worthColumns) {
    // the strip filler among the fillers, then the plan by columns from its sheets (draws of
    // their own, from the same seed)
    const draws = seededRandom(seed);
    let strip = packRun(rest, usable, input.rotatable, { ...PLAIN, sheetTries, strips: true }, draws);
    strip = improveTail(strip, usable, input.rotatable, tailTries, draws, true, bound);
    if (strip.length > bound) {
      const byColumns = columnPlan(
        rest,
        strip,
        usable,
        input.rotatable,
        { sheetTries, tailTries },
        draws,
        bound,
      );
      if (better(byColumns, strip)) strip = byColumns;
    }
    // the strip filler's fuller first sheets can leave a worse tail: the plain plan may be better
    if (!better(fills, strip)) fills = strip;
  }
  const sheetArea = input.sheet.width * input.sheet.height;
  for (const fill of fills) {
    paneArea += fill.area;
    usedArea += sheetArea;
    sheets.push({
      width: input.sheet.width,
      height: input.sheet.height,
      panes: fill.placed,
      remnants: keep(fill),
      yield: fill.area / sheetArea,
    });
  }
  return {
    ok: true,
    plan: {
      sheets,
      lowerBound: bound,
      paneArea: paneArea / 1e6,
      sheetArea: usedArea / 1e6,
      yield: usedArea === 0 ? 0 : paneArea / usedArea,
    },
  };
}

/** Pricing rounds for the first LP and after each layout the dive fixes; look-ahead prices per round. */
const COLUMN_BUDGET = { pricingTries: 0, rounds: 60, diveRounds: 1 } as const;
/** The dive's last sheets packed again: its last 0, 1, … this many. */
const DIVE_ENDS = 4;

/**
 * The plan by column generation (sheetColumns.ts): the sheets the dive fixes, the pieces it leaves
 * packed sheet by sheet, then the last sheets packed again together (improveTail). `greedy`'s
 * sheets are the first columns.
 */
function columnPlan(
  pieces: readonly Piece[],
  greedy: readonly Fill[],
  usable: Rect,
  rotatable: boolean,
  budget: { sheetTries: number; tailTries: number },
  rand: () => number,
  floor: number,
): Fill[] {
  const sizes: { w: number; h: number; demand: number; pieces: number[] }[] = [];
  const index = new Map<string, number>();
  pieces.forEach((p, i) => {
    const key = `${p.w}x${p.h}`;
    let k = index.get(key);
    if (k === undefined) {
      k = sizes.length;
      index.set(key, k);
      sizes.push({ w: p.w, h: p.h, demand: 0, pieces: [] });
    }
    const z = sizes[k] as (typeof sizes)[number];
    z.demand++;
    z.pieces.push(i);
  });
  const seeds: SheetLayout[] = greedy.map((f) => {
    const counts = new Int32Array(sizes.length);
    const placed = f.placed.map((p) => {
      const w = p.rotated ? p.height : p.width;
      const h = p.rotated ? p.width : p.height;
      const size = index.get(`${w}x${h}`) as number;
      counts[size] = (counts[size] as number) + 1;
      return { size, x: p.x, y: p.y, rot: p.rotated };
    });
    return { counts, placed };
  });
  const { fixed } = sheetsByColumns(sizes, usable, rotatable, seeds, COLUMN_BUDGET, rand);
  // each size's pieces taken in turn over the sheets fixed
  const next = new Int32Array(sizes.length);
  const fills: Fill[] = fixed.map((layout) => {
    const fill = fromPlacements(pieces, sizes, { placed: [...layout.placed], leftovers: [] }, 0, next);
    fill.leftovers = leftoversOf(fill.placed, usable);
    fill.value = fill.area;
    fill.items = fill.taken.map((k) => pieces[k] as Piece);
    return fill;
  });
  const rest = sizes.flatMap((z, size) =>
    z.pieces.slice(next[size] as number).map((k) => pieces[k] as Piece),
  );
  // the dive's last sheets are its weakest: its first k sheets kept, the rest packed again
  let best: Fill[] | undefined;
  for (let k = fills.length; k >= Math.max(0, fills.length - DIVE_ENDS); k--) {
    const pool = [...fills.slice(k).flatMap((f) => f.items), ...rest];
    pool.sort((a, b) => b.w * b.h - a.w * a.h || b.w - a.w || b.h - a.h);
    const tail = packRun(
      pool,
      usable,
      rotatable,
      { ...PLAIN, sheetTries: budget.sheetTries, strips: true },
      rand,
    );
    const plan = improveTail(
      [...fills.slice(0, k), ...tail],
      usable,
      rotatable,
      budget.tailTries,
      rand,
      true,
      floor,
    );
    if (!best || better(plan, best)) best = plan;
    if (best.length <= floor) break;
  }
  return best as Fill[];
}

/** Fewer sheets, or as many with the last one emptier (its panes the easier to move). */
function better(a: readonly Fill[], b: readonly Fill[]): boolean {
  if (a.length !== b.length) return a.length < b.length;
  return (a[a.length - 1]?.area ?? 0) < (b[b.length - 1]?.area ?? 0);
}
