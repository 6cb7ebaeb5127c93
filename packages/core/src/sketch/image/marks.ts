// The opening marks in each cell of the straightened sketch, read by testing what the app would
// have drawn: for each side, the two lines from the opposite corners to that side's middle (a
// casement's mark meeting at the hinge side, a tilt's at the bottom) — a side is marked when ink
// lies along most of both lines; and a slider's arrow — the longest stroke across the middle of
// the cell within a band of rows (a short stroke wobbles), its head the end with more ink beside it.
import { cellsOf } from "../cell-kinds.ts";
import type { Box, Mark, SketchNode } from "../sketch-types.ts";
import { boxSum, integral } from "./gray.ts";
import type { Mask } from "./ink.ts";

type Ink = { table: Float64Array; width: number; height: number };

const inkNear = (ink: Ink, x: number, y: number, r: number) =>
  boxSum(
    ink.table,
    ink.width,
    ink.height,
    Math.round(x - r),
    Math.round(y - r),
    Math.round(x + r) + 1,
    Math.round(y + r) + 1,
  ) > 0;

/** Share of the points along a–b (the middle 70 %, away from the corners) with ink within r. */
function alongLine(ink: Ink, ax: number, ay: number, bx: number, by: number, r: number): number {
  const n = 24;
  let hits = 0;
  for (let i = 0; i < n; i++) {
    const t = 0.15 + (0.7 * i) / (n - 1);
    if (inkNear(ink, ax + (bx - ax) * t, ay + (by - ay) * t, r)) hits++;
  }
  return hits / n;
}

const APEX_SHARE = 0.75;

function apexMarks(ink: Ink, box: Box): Mark[] {
  const { x0, y0, x1, y1 } = box;
  const w = x1 - x0;
  const h = y1 - y0;
  // a flat cell's lines are long for its height: the hand strays further from them
  const r = Math.max(2, 0.035 * Math.min(w, h), 0.012 * Math.max(w, h));
  const [mx, my] = [(x0 + x1) / 2, (y0 + y1) / 2];
  const pairs = {
    left: [
      [x1, y0, x0, my],
      [x1, y1, x0, my],
    ],
    right: [
      [x0, y0, x1, my],
      [x0, y1, x1, my],
    ],
    top: [
      [x0, y1, mx, y0],
      [x1, y1, mx, y0],
    ],
    bottom: [
      [x0, y0, mx, y1],
      [x1, y0, mx, y1],
    ],
  } as const;
  const marks: Mark[] = [];
  for (const side of ["left", "right", "top", "bottom"] as const) {
    const [a, b] = pairs[side];
    if (alongLine(ink, ...a, r) >= APEX_SHARE && alongLine(ink, ...b, r) >= APEX_SHARE)
      marks.push({ kind: "apex", side, at: { x: mx, y: my } });
  }
  return marks;
}

/**
 * The longest run of columns (gaps of 3 px bridged) in `lo..hi` with ink within `band` rows of `y`:
 * an arrow's shaft, however its short stroke wobbles.
 */
function shaftAt(mask: Mask, y: number, band: number, lo: number, hi: number): [number, number] {
  const { width, data } = mask;
  let best: [number, number] = [0, 0];
  let start = -1;
  let last = -1;
  for (let x = Math.ceil(lo); x <= Math.floor(hi) + 1; x++) {
    let ink = false;
    if (x <= hi)
      for (let dy = -band; dy <= band && !ink; dy++) ink = data[(Math.round(y) + dy) * width + x] === 1;
    if (ink) {
      if (start < 0 || x - last > 4) start = x;
      last = x;
      if (last - start > best[1] - best[0]) best = [start, last];
    }
  }
  return best;
}

function arrowMarks(ink: Ink, mask: Mask, box: Box): Mark[] {
  const { x0, y0, x1, y1 } = box;
  const w = x1 - x0;
  const h = y1 - y0;
  // the arrow is drawn to the cell's width: its wobble and its head scale with it
  const band = Math.max(3, Math.round(0.025 * w));
  // the longest level stroke across the middle of the cell, clear of its sides
  let shaft: [number, number] = [0, 0];
  let at = 0;
  for (let y = y0 + 0.25 * h; y <= y1 - 0.25 * h; y += 2) {
    const run = shaftAt(mask, y, band, x0 + 0.05 * w, x1 - 0.05 * w);
    if (run[1] - run[0] > shaft[1] - shaft[0]) [shaft, at] = [run, y];
  }
  const [lo, hi] = shaft;
  const len = hi - lo;
  if (len < 0.25 * w || len > 0.8 * w || lo <= x0 + 0.05 * w + 1 || hi >= x1 - 0.05 * w - 1) return [];
  const head = 0.1 * w;
  const gap = 2 * band;
  // ink beside the shaft (above and below it) just inside each end
  const beside = (from: number, to: number) =>
    boxSum(
      ink.table,
      ink.width,
      ink.height,
      Math.round(from),
      Math.round(at - head),
      Math.round(to),
      Math.round(at - gap),
    ) +
    boxSum(
      ink.table,
      ink.width,
      ink.height,
      Math.round(from),
      Math.round(at + gap),
      Math.round(to),
      Math.round(at + head),
    );
  const left = beside(lo, lo + head);
  const right = beside(hi - head, hi);
  const point = { x: (lo + hi) / 2, y: at };
  if (right > 1.5 * left && right > 0) return [{ kind: "arrow", direction: "right", at: point }];
  if (left > 1.5 * right && left > 0) return [{ kind: "arrow", direction: "left", at: point }];
  return [];
}

/** The marks in every cell of `tree`, read from the ink mask. */
export function findMarks(mask: Mask, tree: SketchNode): Mark[] {
  const ink: Ink = {
    table: integral(mask.data, mask.width, mask.height),
    width: mask.width,
    height: mask.height,
  };
  return cellsOf(tree).flatMap((c) => [...apexMarks(ink, c.box), ...arrowMarks(ink, mask, c.box)]);
}
