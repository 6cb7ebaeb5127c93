// The look-ahead filler: for each free rectangle it tries the largest pane sizes that fit, each
// way it may lie and with either first cut, and scores each by its area plus what a quick greedy
// fill of the two rests would hold; it keeps the best and goes on into the rests. Slower than one
// greedy pass, fuller sheets (bench/glass).
import type { Rect } from "./types.ts";

/** One size of pane with its pieces not yet placed (indices into the caller's pieces). */
export interface SizeStock {
  readonly w: number;
  readonly h: number;
  /** What one piece is worth to the filler (its area, or a power of it favouring large panes). */
  readonly value: number;
  readonly pieces: number[];
}

/** Sizes tried per rectangle. */
export const CANDIDATES = 8;

function fits(s: SizeStock, rot: boolean, r: Rect) {
  return rot ? s.h <= r.width && s.w <= r.height : s.w <= r.width && s.h <= r.height;
}

/** The two rests of `r` after a w × h pane in its corner: first cut across (under it) or along. */
function rests(r: Rect, w: number, h: number, across: boolean): [Rect, Rect] {
  const dw = r.width - w;
  const dh = r.height - h;
  return across
    ? [
        { x: r.x + w, y: r.y, width: dw, height: h },
        { x: r.x, y: r.y + h, width: r.width, height: dh },
      ]
    : [
        { x: r.x + w, y: r.y, width: dw, height: r.height },
        { x: r.x, y: r.y + h, width: w, height: dh },
      ];
}

/**
 * Value a greedy fill of a `width` × `height` rectangle holds (largest pane first, the larger rest
 * kept whole), using up `left`; each size it takes is pushed on `taken` (so the caller can give
 * them back). Sides as numbers, no rectangles made: it runs for every trial of the look-ahead.
 */
function greedyArea(
  sizes: readonly SizeStock[],
  left: Int32Array,
  width: number,
  height: number,
  rotatable: boolean,
  taken: number[],
): number {
  if (width <= 0 || height <= 0) return 0;
  for (let i = 0; i < sizes.length; i++) {
    if (left[i] === 0) continue;
    const s = sizes[i] as SizeStock;
    let w: number;
    let h: number;
    if (s.w <= width && s.h <= height) {
      w = s.w;
      h = s.h;
    } else if (rotatable && s.h <= width && s.w <= height) {
      w = s.h;
      h = s.w;
    } else continue;
    left[i] = (left[i] as number) - 1;
    taken.push(i);
    const dw = width - w;
    const dh = height - h;
    // the rests as rests() cuts them: across, [dw × h, width × dh]; along, [dw × height, w × dh]
    if (Math.max(dw * h, width * dh) >= Math.max(dw * height, w * dh))
      return (
        s.value +
        greedyArea(sizes, left, dw, h, rotatable, taken) +
        greedyArea(sizes, left, width, dh, rotatable, taken)
      );
    return (
      s.value +
      greedyArea(sizes, left, dw, height, rotatable, taken) +
      greedyArea(sizes, left, w, dh, rotatable, taken)
    );
  }
  return 0;
}

/**
 * Fills `r` from `sizes` (largest area first; `left` counts what is left of each and is used up),
 * trying `candidates` sizes per rectangle, appending the panes placed and the rectangles left over;
 * answers the value placed.
 */
export function lookaheadFill(
  sizes: readonly SizeStock[],
  left: Int32Array,
  r: Rect,
  rotatable: boolean,
  candidates: number,
  out: { placed: { size: number; x: number; y: number; rot: boolean }[]; leftovers: Rect[] },
): number {
  if (r.width <= 0 || r.height <= 0) return 0;
  let best: { size: number; rot: boolean; across: boolean; value: number } | undefined;
  let tried = 0;
  const taken: number[] = [];
  for (let i = 0; i < sizes.length && tried < candidates; i++) {
    if (left[i] === 0) continue;
    const s = sizes[i] as SizeStock;
    let any = false;
    for (const rot of rotatable && s.w !== s.h ? [false, true] : [false]) {
      if (!fits(s, rot, r)) continue;
      any = true;
      const w = rot ? s.h : s.w;
      const h = rot ? s.w : s.h;
      for (const across of [true, false]) {
        // a trial on `left` itself, every piece it takes given back after
        taken.length = 0;
        left[i] = (left[i] as number) - 1;
        const dw = r.width - w;
        const dh = r.height - h;
        // (s.value + first) + second, in that order: the sums compare as they always did
        const value = across
          ? s.value +
            greedyArea(sizes, left, dw, h, rotatable, taken) +
            greedyArea(sizes, left, r.width, dh, rotatable, taken)
          : s.value +
            greedyArea(sizes, left, dw, r.height, rotatable, taken) +
            greedyArea(sizes, left, w, dh, rotatable, taken);
        left[i] = (left[i] as number) + 1;
        for (const k of taken) left[k] = (left[k] as number) + 1;
        if (!best || value > best.value) best = { size: i, rot, across, value };
      }
    }
    if (any) tried++;
  }
  if (!best) {
    out.leftovers.push(r);
    return 0;
  }
  const s = sizes[best.size] as SizeStock;
  left[best.size] = (left[best.size] as number) - 1;
  const w = best.rot ? s.h : s.w;
  const h = best.rot ? s.w : s.h;
  out.placed.push({ size: best.size, x: r.x, y: r.y, rot: best.rot });
  const [a, b] = rests(r, w, h, best.across);
  return (
    s.value +
    lookaheadFill(sizes, left, a, rotatable, candidates, out) +
    lookaheadFill(sizes, left, b, rotatable, candidates, out)
  );
}
