// The guillotine packer. Sheet by sheet, each sheet is filled by the look-ahead filler
// (lookahead.ts) and several greedy fillers, and the fullest fill is kept. A filler keeps the sheet's free rectangles (first the sheet inside its
// trim); it takes one, puts in its corner the pane the rule picks, and cuts the rest of the
// rectangle in two by a straight cut right across it, so every cut of the plan is a guillotine
// cut. A rectangle no pane fits is left over; those large enough go back to stock as remnants.
import { lookaheadFill, type SizeStock } from "./lookahead.ts";
import { sheetLowerBound, usableSheet } from "./lowerBound.ts";
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
}

function fillSheet(pieces: readonly Piece[], free0: Rect, rotatable: boolean, rule: Rule): Fill {
  const taken = new Uint8Array(pieces.length);
  const placed: PlacedPane[] = [];
  const takenIdx: number[] = [];
  const leftovers: Rect[] = [];
  const stack: Rect[] = [free0];
  let area = 0;
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
  return { placed, taken: takenIdx, leftovers, area };
}

/** The look-ahead filler's fill of a sheet from `pieces` (sorted, equal sizes together). */
function lookaheadSheet(pieces: readonly Piece[], usable: Rect, rotatable: boolean): Fill {
  const sizes: SizeStock[] = [];
  pieces.forEach((p, i) => {
    const last = sizes[sizes.length - 1];
    if (last && last.w === p.w && last.h === p.h) last.pieces.push(i);
    else sizes.push({ w: p.w, h: p.h, pieces: [i] });
  });
  const left = Int32Array.from(sizes, (s) => s.pieces.length);
  const out = {
    placed: [] as { size: number; x: number; y: number; rot: boolean }[],
    leftovers: [] as Rect[],
  };
  const area = lookaheadFill(sizes, left, usable, rotatable, out);
  const next = new Int32Array(sizes.length);
  const taken: number[] = [];
  const placed = out.placed.map(({ size, x, y, rot }) => {
    const s = sizes[size] as SizeStock;
    const k = s.pieces[next[size] as number] as number;
    next[size] = (next[size] as number) + 1;
    taken.push(k);
    const p = pieces[k] as Piece;
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
  return { placed, taken, leftovers: out.leftovers, area };
}

/** The panes of one glass on as few sheets as the fillers find; refuses a pane no sheet holds. */
export function packGlassSheets(
  input: GlassSheetInput,
): { ok: true; plan: GlassSheetPlan } | { ok: false; issues: GlassSheetIssue[] } {
  const { width: W, height: H } = usableSheet(input);
  if (W <= 0 || H <= 0) return { ok: false, issues: [{ code: "sheet_too_small" }] };
  const issues: GlassSheetIssue[] = [];
  let pieces: Piece[] = [];
  for (const p of input.panes) {
    const fits = (p.width <= W && p.height <= H) || (input.rotatable && p.height <= W && p.width <= H);
    if (!fits || !(p.width > 0 && p.height > 0)) {
      issues.push({ code: "pane_too_large", pane: p.id });
      continue;
    }
    for (let k = 1; k <= (p.count ?? 1); k++)
      pieces.push({ pane: p.id, copy: k, label: p.label, w: p.width, h: p.height });
  }
  if (issues.length > 0) return { ok: false, issues };
  // largest first, equal sizes together (the filler tries one of each size)
  pieces.sort((a, b) => b.w * b.h - a.w * a.h || b.w - a.w || b.h - a.h);
  const usable: Rect = { x: input.trim, y: input.trim, width: W, height: H };
  const sheets: PlannedSheet[] = [];
  const sheetArea = input.sheet.width * input.sheet.height;
  let paneArea = 0;
  while (pieces.length > 0) {
    // the look-ahead fill, or a greedy one where it holds more
    let best: Fill = lookaheadSheet(pieces, usable, input.rotatable);
    for (const rule of RULES) {
      const fill = fillSheet(pieces, usable, input.rotatable, rule);
      if (fill.area > best.area) best = fill;
    }
    const fill = best;
    const gone = new Set(fill.taken);
    pieces = pieces.filter((_, i) => !gone.has(i));
    paneArea += fill.area;
    sheets.push({
      width: input.sheet.width,
      height: input.sheet.height,
      panes: fill.placed,
      remnants: fill.leftovers.filter((r) => r.width >= input.minRemnant && r.height >= input.minRemnant),
      yield: fill.area / sheetArea,
    });
  }
  return {
    ok: true,
    plan: {
      sheets,
      lowerBound: sheetLowerBound(input),
      paneArea: paneArea / 1e6,
      sheetArea: (sheets.length * sheetArea) / 1e6,
      yield: sheets.length === 0 ? 0 : paneArea / (sheets.length * sheetArea),
    },
  };
}
