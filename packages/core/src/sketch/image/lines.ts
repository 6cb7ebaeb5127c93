// Near-horizontal strokes of an ink mask: every row's runs of ink at least `minRun` long (gaps of
// a pixel or two bridged) vote, by their length, for the lines y = offset + slope·x that pass
// through their centre, for slopes within ±3° (a Hough transform kept to the one direction a
// straightened sketch's lines have). The strongest line takes the runs within a few pixels of it
// (a wobbly, thick stroke's runs all do), is cut where they leave gaps longer than `joinGap`, the
// runs of its pieces that are lines stop voting; then the next peak, until none has `minLength`. Marks meeting a line
// at a corner do not bend it: their runs are off the line. Vertical strokes are the horizontal
// ones of the transposed mask.
import type { Segment } from "../sketch-types.ts";
import { type Mask, transpose } from "./ink.ts";

type Run = { y: number; x0: number; x1: number; used: boolean };

/** The steepest a line's own fit may be (≈ 6°: a short wobbly line leans more than the lines found). */
const MAX_SLOPE = 0.1;
const SLOPES = Array.from({ length: 11 }, (_, i) => (i - 5) * 0.01);
/** Votes are counted in bins of this many pixels across; a line is read over three bins. */
const BIN = 3;
/** A line's runs are on average at least this many times as long as it is thick (local slope ≤ 1/6). */
const MIN_RUN_PER_THICKNESS = 6;
/** Runs within this many pixels of a line belong to it. */
const BAND = 5;

function runsOf(mask: Mask, minRun: number, gap: number): Run[] {
  const { width, height, data } = mask;
  const runs: Run[] = [];
  for (let y = 0; y < height; y++) {
    let start = -1;
    let last = -1;
    for (let x = 0; x <= width; x++) {
      const ink = x < width && data[y * width + x] === 1;
      if (!ink) continue;
      if (start < 0) start = x;
      else if (x - last > gap + 1) {
        if (last - start + 1 >= minRun) runs.push({ y, x0: start, x1: last, used: false });
        start = x;
      }
      last = x;
    }
    if (start >= 0 && last - start + 1 >= minRun) runs.push({ y, x0: start, x1: last, used: false });
  }
  return runs;
}

/** Horizontal strokes of the mask as segments (mask pixels). */
export function horizontalSegments(
  mask: Mask,
  minRun: number,
  joinGap: number,
  minLength: number,
): Segment[] {
  const runs = runsOf(mask, minRun, 2);
  const margin = Math.ceil(0.06 * mask.width);
  const bins = Math.ceil((mask.height + 2 * margin) / BIN);
  const votes = SLOPES.map(() => new Float64Array(bins));
  const bin = (r: Run, slope: number) => Math.floor((r.y - slope * (r.x0 + r.x1) * 0.5 + margin) / BIN);
  const vote = (r: Run, sign: number) =>
    SLOPES.forEach((s, k) => {
      const b = bin(r, s);
      if (b >= 0 && b < bins) votes[k]![b]! += sign * (r.x1 - r.x0 + 1);
    });
  for (const r of runs) vote(r, 1);
  const segments: Segment[] = [];
  for (;;) {
    let best = 0;
    let bestK = 0;
    let bestB = 0;
    votes.forEach((v, k) => {
      for (let b = 1; b < bins - 1; b++) {
        const sum = v[b - 1]! + v[b]! + v[b + 1]!;
        if (sum > best) [best, bestK, bestB] = [sum, k, b];
      }
    });
    if (best < minLength) break;
    const slope = SLOPES[bestK]!;
    const v = votes[bestK]!;
    const w = v[bestB - 1]! + v[bestB]! + v[bestB + 1]!;
    const offset = ((bestB - 1) * v[bestB - 1]! + bestB * v[bestB]! + (bestB + 1) * v[bestB + 1]!) / w;
    const at = (offset + 0.5) * BIN - margin;
    const inliers = runs.filter((r) => !r.used && Math.abs(r.y - slope * (r.x0 + r.x1) * 0.5 - at) <= BAND);
    // this peak is not looked at again; the runs of the pieces that are lines stop voting, the
    // others stay for another line (a line crossed by a steeper mark's band is found on its own)
    v[bestB - 1] = 0;
    v[bestB] = 0;
    v[bestB + 1] = 0;
    // the line's pieces: its runs' span along x, cut at gaps longer than joinGap
    const sorted = [...inliers].sort((a, b) => a.x0 - b.x0);
    let piece: Run[] = [];
    let hi = Number.NEGATIVE_INFINITY;
    const emit = () => {
      const segment = pieceLine(piece, minLength, slope);
      if (!segment) return;
      segments.push(segment);
      for (const r of piece) {
        r.used = true;
        vote(r, -1);
      }
    };
    for (const r of sorted) {
      if (r.x0 - hi > joinGap && piece.length > 0) {
        emit();
        piece = [];
      }
      piece.push(r);
      hi = Math.max(hi, r.x1 + 1);
    }
    emit();
  }
  return segments;
}

/**
 * The line through a piece's runs (least squares over their centres, weighted by length, or the
 * Hough's slope through their mean when the centres do not spread), or null
 * when it is shorter than `minLength`, steeper than the slopes looked for (a steeper mark crossing
 * the band), or its runs are short for its thickness (a stroke at slope s has runs 1/s times as
 * long as it is thick).
 */
function pieceLine(piece: readonly Run[], minLength: number, houghSlope: number): Segment | null {
  if (piece.length === 0) return null;
  let sw = 0;
  let sx = 0;
  let sy = 0;
  let sxx = 0;
  let sxy = 0;
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  for (const r of piece) {
    const w = r.x1 - r.x0 + 1;
    const cx = (r.x0 + r.x1) / 2;
    sw += w;
    sx += w * cx;
    sy += w * r.y;
    sxx += w * cx * cx;
    sxy += w * cx * r.y;
    lo = Math.min(lo, r.x0);
    hi = Math.max(hi, r.x1 + 1);
  }
  const length = hi - lo;
  if (length < minLength) return null;
  const mx = sx / sw;
  const my = sy / sw;
  const vx = sxx / sw - mx * mx;
  // when the runs' centres hardly spread along the line (a straight line's rows each run its whole
  // length) they say nothing of its slope: the Hough's is taken
  const slope = vx > (length * length) / 100 ? (sxy / sw - mx * my) / vx : houghSlope;
  const thickness = sw / length;
  if (Math.abs(slope) > MAX_SLOPE || sw / piece.length < MIN_RUN_PER_THICKNESS * thickness) return null;
  return { x1: lo, y1: my + slope * (lo - mx), x2: hi, y2: my + slope * (hi - mx) };
}

/** The horizontal and vertical strokes of the mask. */
export function axisSegments(mask: Mask, minRun: number, joinGap: number, minLength: number): Segment[] {
  const horizontal = horizontalSegments(mask, minRun, joinGap, minLength);
  const vertical = horizontalSegments(transpose(mask), minRun, joinGap, minLength).map((s) => ({
    x1: s.y1,
    y1: s.x1,
    x2: s.y2,
    y2: s.x2,
  }));
  return [...horizontal, ...vertical];
}
