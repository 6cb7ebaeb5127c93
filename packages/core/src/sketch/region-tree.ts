// From the line segments found on a sketch to its region tree: the outer frame is the box of the
// outermost long horizontal and vertical lines; inside a box, the dividing lines are the clusters
// of lines along one axis that run (nearly) across the whole box — a line drawn in pieces, one that
// stops short of the frame or nearly meets it still counts. The box is cut at every such line of
// the better covered axis and each part is read again (nested splits). Pure.
import { type Box, FIXED, type Segment, type SketchNode } from "./sketch-types.ts";

/** A line along an axis: `at` its position across, `from`..`to` along it, `drift` how far it moves across over its length. */
type AxisLine = { at: number; from: number; to: number; drift: number };

export type RegionTreeOptions = {
  /** Share of a box's side a dividing line must cover (default 0.7). */
  minCoverage?: number;
  /** Lines within this share of the frame's size across them of each other are one line (default 0.012). */
  mergeShare?: number;
  /** Cells narrower than this share of the frame are not made (default 0.04). */
  minCellShare?: number;
};

const MAX_DEPTH = 8;
/** A dividing line drifts across by at most this share of the narrower part beside it. */
const MAX_DRIFT = 0.35;
/** Lines steeper than this from an axis (tan ≈ 6°) are not frame or dividing lines (marks, arrow heads). */
const AXIS_SLOPE = 0.1;

/** The segments along each axis: horizontal lines (`at` = y) and vertical ones (`at` = x). */
export function axisLines(segments: readonly Segment[]): { horizontal: AxisLine[]; vertical: AxisLine[] } {
  const horizontal: AxisLine[] = [];
  const vertical: AxisLine[] = [];
  for (const s of segments) {
    const dx = Math.abs(s.x2 - s.x1);
    const dy = Math.abs(s.y2 - s.y1);
    if (dy <= AXIS_SLOPE * dx && dx > 0)
      horizontal.push({
        at: (s.y1 + s.y2) / 2,
        from: Math.min(s.x1, s.x2),
        to: Math.max(s.x1, s.x2),
        drift: dy,
      });
    else if (dx <= AXIS_SLOPE * dy && dy > 0)
      vertical.push({
        at: (s.x1 + s.x2) / 2,
        from: Math.min(s.y1, s.y2),
        to: Math.max(s.y1, s.y2),
        drift: dx,
      });
  }
  return { horizontal, vertical };
}

/**
 * The outer frame: the largest box of two horizontal and two vertical lines, each at least half as
 * long as the longest of its axis, each running from one of the lines across to the other (within
 * 4 % of the longest line: corners that nearly meet, sides that stop short). Dimension lines
 * beside a frame make no such box: the one above runs between the frame's sides, not between the
 * dimension line on the left and the frame's right side. Undefined without such a box.
 */
export function outerFrame(segments: readonly Segment[]): Box | undefined {
  const { horizontal, vertical } = axisLines(segments);
  const long = (lines: AxisLine[]) => {
    const longest = Math.max(0, ...lines.map((l) => l.to - l.from));
    return lines.filter((l) => l.to - l.from >= longest / 2);
  };
  const h = long(horizontal);
  const v = long(vertical);
  const reach = 0.04 * Math.max(0, ...[...h, ...v].map((l) => l.to - l.from));
  const spans = (l: AxisLine, a: AxisLine, b: AxisLine) => l.from <= a.at + reach && l.to >= b.at - reach;
  let best: Box | undefined;
  let bestArea = 0;
  for (const top of h)
    for (const bottom of h) {
      if (!(bottom.at > top.at)) continue;
      for (const left of v)
        for (const right of v) {
          if (!(right.at > left.at)) continue;
          const area = (right.at - left.at) * (bottom.at - top.at);
          if (area <= bestArea) continue;
          const closed =
            spans(top, left, right) &&
            spans(bottom, left, right) &&
            spans(left, top, bottom) &&
            spans(right, top, bottom);
          if (!closed) continue;
          best = { x0: left.at, x1: right.at, y0: top.at, y1: bottom.at };
          bestArea = area;
        }
    }
  return best;
}

/** Length of the union of intervals. */
function unionLength(intervals: [number, number][]): number {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  let total = 0;
  let end = Number.NEGATIVE_INFINITY;
  for (const [lo, hi] of sorted) {
    if (hi <= end) continue;
    total += hi - Math.max(lo, end);
    end = hi;
  }
  return total;
}

type Candidate = { at: number; coverage: number; drift: number };

/**
 * The dividing-line candidates of one axis in `[lo, hi]` (across) × `[from, to]` (along): lines
 * strictly inside, grouped when within `merge` of each other; each with its length-weighted
 * position and the share of the box's side its pieces cover.
 */
function candidates(
  lines: AxisLine[],
  lo: number,
  hi: number,
  from: number,
  to: number,
  merge: number,
): Candidate[] {
  const inside = lines
    .filter((l) => l.at > lo + merge && l.at < hi - merge)
    .map((l) => ({ at: l.at, lo: Math.max(l.from, from), hi: Math.min(l.to, to), drift: l.drift }))
    .filter((l) => l.hi > l.lo)
    .sort((a, b) => a.at - b.at);
  // grouped by distance to the group's first line (not chained: two mullions of different parts a
  // little apart stay two)
  const groups: (typeof inside)[] = [];
  for (const l of inside) {
    const last = groups[groups.length - 1];
    if (last && l.at - last[0]!.at <= merge) last.push(l);
    else groups.push([l]);
  }
  return groups.map((g) => {
    const weight = g.reduce((s, l) => s + (l.hi - l.lo), 0);
    return {
      at: g.reduce((s, l) => s + l.at * (l.hi - l.lo), 0) / weight,
      coverage: unionLength(g.map((l) => [l.lo, l.hi])) / (to - from),
      drift: Math.max(...g.map((l) => l.drift)),
    };
  });
}

/** The region tree of a sketch's segments (every cell fixed; marks are read after), or undefined without a frame. */
export function regionTree(
  segments: readonly Segment[],
  options: RegionTreeOptions = {},
): SketchNode | undefined {
  const frame = outerFrame(segments);
  if (!frame) return undefined;
  const size = Math.max(frame.x1 - frame.x0, frame.y1 - frame.y0);
  const minCoverage = options.minCoverage ?? 0.7;
  const mergeX = (options.mergeShare ?? 0.012) * (frame.x1 - frame.x0);
  const mergeY = (options.mergeShare ?? 0.012) * (frame.y1 - frame.y0);
  const minCell = (options.minCellShare ?? 0.04) * size;
  const { horizontal, vertical } = axisLines(segments);

  const read = (box: Box, depth: number): SketchNode => {
    const cell: SketchNode = { kind: "cell", box, cell: FIXED };
    if (depth >= MAX_DEPTH) return cell;
    const keep = (cs: Candidate[], lo: number, hi: number) => {
      const out: Candidate[] = [];
      for (const c of cs.filter((c) => c.coverage >= minCoverage)) {
        const prev = out[out.length - 1]?.at ?? lo;
        // a dividing line stays level against the parts it makes; a casement's mark in a flat
        // cell (corner to the middle of the far side) drifts across half the cell
        const room = Math.min(c.at - prev, hi - c.at);
        if (room >= minCell && c.drift <= MAX_DRIFT * room) out.push(c);
      }
      return out;
    };
    const byX = keep(candidates(vertical, box.x0, box.x1, box.y0, box.y1, mergeX), box.x0, box.x1);
    const byY = keep(candidates(horizontal, box.y0, box.y1, box.x0, box.x1, mergeY), box.y0, box.y1);
    const best = (cs: Candidate[]) => Math.max(0, ...cs.map((c) => c.coverage));
    if (byX.length === 0 && byY.length === 0) return cell;
    const vertical_ = best(byX) >= best(byY);
    const chosen = vertical_ ? byX : byY;
    // the lines of the chosen axis that cross the box about as fully as the best one; a line much
    // shorter belongs to a part (it is found again when that part is read)
    const top = best(chosen);
    const positions = chosen.filter((c) => c.coverage >= top - 0.15).map((c) => c.at);
    const edges = vertical_ ? [box.x0, ...positions, box.x1] : [box.y0, ...positions, box.y1];
    const children = positions
      .concat([Number.NaN])
      .map((_, i) =>
        vertical_
          ? { ...box, x0: edges[i]!, x1: edges[i + 1]! }
          : { ...box, y0: edges[i]!, y1: edges[i + 1]! },
      )
      .map((b) => read(b, depth + 1));
    return { kind: "split", box, direction: vertical_ ? "vertical" : "horizontal", positions, children };
  };
  return read(frame, 0);
}
