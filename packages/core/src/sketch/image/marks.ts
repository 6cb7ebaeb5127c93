// The opening marks in each cell of the straightened sketch, read by testing what the app would
// have drawn: for each side, the two lines from the opposite corners to that side's middle (a
// casement's mark meeting at the hinge side, a tilt's at the bottom) — a side is marked when ink
// lies along most of both lines; and a slider's arrow — a horizontal stroke across the middle of
// the cell, its head the end with more ink beside the shaft.
import { cellsOf } from "../cell-kinds.ts";
import type { Box, Mark, Segment, SketchNode } from "../sketch-types.ts";
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

function arrowMarks(ink: Ink, box: Box, horizontals: readonly Segment[]): Mark[] {
  const { x0, y0, x1, y1 } = box;
  const w = x1 - x0;
  const h = y1 - y0;
  const shafts = horizontals.filter((s) => {
    const y = (s.y1 + s.y2) / 2;
    const len = Math.abs(s.x2 - s.x1);
    const lo = Math.min(s.x1, s.x2);
    const hi = Math.max(s.x1, s.x2);
    return (
      y > y0 + 0.25 * h &&
      y < y1 - 0.25 * h &&
      lo > x0 + 0.05 * w &&
      hi < x1 - 0.05 * w &&
      len > 0.25 * w &&
      len < 0.8 * w
    );
  });
  const marks: Mark[] = [];
  for (const s of shafts) {
    const y = (s.y1 + s.y2) / 2;
    const lo = Math.min(s.x1, s.x2);
    const hi = Math.max(s.x1, s.x2);
    const head = 0.1 * w;
    const band = Math.max(2, 0.02 * w);
    // ink beside the shaft (above and below it) just inside each end
    const beside = (from: number, to: number) =>
      boxSum(
        ink.table,
        ink.width,
        ink.height,
        Math.round(from),
        Math.round(y - head),
        Math.round(to),
        Math.round(y - band),
      ) +
      boxSum(
        ink.table,
        ink.width,
        ink.height,
        Math.round(from),
        Math.round(y + band),
        Math.round(to),
        Math.round(y + head),
      );
    const left = beside(lo, lo + head);
    const right = beside(hi - head, hi);
    if (right > 2 * left && right > 0)
      marks.push({ kind: "arrow", direction: "right", at: { x: (lo + hi) / 2, y } });
    else if (left > 2 * right && left > 0)
      marks.push({ kind: "arrow", direction: "left", at: { x: (lo + hi) / 2, y } });
  }
  return marks;
}

/** The marks in every cell of `tree`, read from the ink mask and the horizontal strokes found. */
export function findMarks(mask: Mask, tree: SketchNode, segments: readonly Segment[]): Mark[] {
  const ink: Ink = {
    table: integral(mask.data, mask.width, mask.height),
    width: mask.width,
    height: mask.height,
  };
  // an arrow's shaft is drawn about level; a short wobbly one leans up to 6° like any line
  const horizontals = segments.filter((s) => Math.abs(s.y2 - s.y1) <= 0.1 * Math.abs(s.x2 - s.x1));
  return cellsOf(tree).flatMap((c) => [...apexMarks(ink, c.box), ...arrowMarks(ink, c.box, horizontals)]);
}
