// Which dimension line each number written on a sketch belongs to, and the sizes that follow. A
// number written along a horizontal line (above or below the frame) sizes a stretch of x: the
// nearest horizontal stroke outside the frame that runs past the number's middle (and is 1.5 × as
// long as the number: a digit's own stroke is not a dimension line; the number clear of its ends),
// its ends taken to the nearest of the frame's sides and mullions (within 4 % of the frame's larger
// side); a number written turned, beside the frame, the same along y. A line carrying several
// numbers is a chain, cut at the mullions between them (of two numbers with none between, only the
// one nearer the line's middle is kept). A stretch from side to side is the overall width
// (height); a shorter one is a part, chained from a side to place the mullions between. The two
// overall sizes are read together with the drawing's proportion (of each one's readings, down to
// unlikely ones, the pair likeliest together with it); parts that do not add up to the overall are
// not used, and are reported (the overall wins). Pure.
import type { Box, Segment, SketchNode } from "../sketch-types.ts";
import type { FoundNumber } from "./find-numbers.ts";

export type Axis = "x" | "y";

/** A size read on the sketch: the stretch it measures (straightened-paper pixels) and its value. */
export type ReadDimension = {
  readonly axis: Axis;
  readonly from: number;
  readonly to: number;
  readonly mm: number;
  /** The product of its digits' probabilities, 0–1. */
  readonly confidence: number;
  /** Where the number is written. */
  readonly at: Box;
};

export type SizeConflict =
  /** The parts along an axis do not add up to the overall size read for it: the overall is kept. */
  | {
      readonly kind: "parts_do_not_sum";
      readonly axis: Axis;
      readonly overall: number;
      readonly parts: number;
    }
  /** Two numbers size the same stretch differently: the likelier is kept. */
  | { readonly kind: "same_stretch_differs"; readonly axis: Axis; readonly values: readonly number[] };

export type SketchSizes = {
  /** The overall width and height read, when they were. */
  readonly width?: { readonly mm: number; readonly confidence: number };
  readonly height?: { readonly mm: number; readonly confidence: number };
  /** Mullion and transom positions set by the parts read (pixel position → mm from the frame's left/top). */
  readonly anchors: { readonly x: readonly Anchor[]; readonly y: readonly Anchor[] };
  /** Every dimension read and placed. */
  readonly dimensions: readonly ReadDimension[];
  readonly conflicts: readonly SizeConflict[];
};

export type Anchor = { readonly px: number; readonly mm: number };

/** The split positions of the tree along each axis (every depth). */
export function splitStops(tree: SketchNode): { x: number[]; y: number[] } {
  const stops = { x: [tree.box.x0, tree.box.x1], y: [tree.box.y0, tree.box.y1] };
  const walk = (n: SketchNode) => {
    if (n.kind === "cell") return;
    stops[n.direction === "vertical" ? "x" : "y"].push(...n.positions);
    n.children.forEach(walk);
  };
  walk(tree);
  return { x: [...new Set(stops.x)].sort((a, b) => a - b), y: [...new Set(stops.y)].sort((a, b) => a - b) };
}

type Placed = { axis: Axis; from: number; to: number; number: FoundNumber };

/**
 * The stretch each number measures; a number that belongs to no dimension line is left out. A line
 * carrying several numbers is a chain: it is cut, between each two numbers, at the frame's side or
 * mullion between them (the one nearest their middle), and each number sizes its own piece.
 */
export function placeNumbers(
  numbers: readonly FoundNumber[],
  segments: readonly Segment[],
  tree: SketchNode,
): Placed[] {
  const frame = tree.box;
  const stops = splitStops(tree);
  const onLine = new Map<number, { number: FoundNumber; mid: number; axis: Axis }[]>();
  for (const n of numbers) {
    const axis: Axis = n.vertical ? "y" : "x";
    const mid = axis === "x" ? (n.box.x0 + n.box.x1) / 2 : (n.box.y0 + n.box.y1) / 2;
    const across = axis === "x" ? (n.box.y0 + n.box.y1) / 2 : (n.box.x0 + n.box.x1) / 2;
    // outside the frame, beside the side it sizes
    const [lo, hi] = axis === "x" ? [frame.y0, frame.y1] : [frame.x0, frame.x1];
    if (across > lo && across < hi) continue;
    let best: { d: number; index: number } | undefined;
    segments.forEach((s, index) => {
      const dx = Math.abs(s.x2 - s.x1);
      const dy = Math.abs(s.y2 - s.y1);
      if (axis === "x" ? dy >= dx : dx >= dy) return;
      const [a, b] =
        axis === "x"
          ? [Math.min(s.x1, s.x2), Math.max(s.x1, s.x2)]
          : [Math.min(s.y1, s.y2), Math.max(s.y1, s.y2)];
      const at = axis === "x" ? (s.y1 + s.y2) / 2 : (s.x1 + s.x2) / 2;
      if ((at > lo && at < hi) || mid < a || mid > b) return;
      // a dimension line runs well past its number (a digit's own stroke does not)
      const length = axis === "x" ? n.box.x1 - n.box.x0 : n.box.y1 - n.box.y0;
      if (b - a < 1.5 * length) return;
      // and the number is written within it, clear of its ends (a tick across an end is no number)
      const [n0, n1] = axis === "x" ? [n.box.x0, n.box.x1] : [n.box.y0, n.box.y1];
      if (n0 < a + 0.5 * n.size || n1 > b - 0.5 * n.size) return;
      const d = Math.abs(at - across);
      if (d <= 3 * n.size && (!best || d < best.d)) best = { d, index };
    });
    if (best) onLine.set(best.index, [...(onLine.get(best.index) ?? []), { number: n, mid, axis }]);
  }
  const placed: Placed[] = [];
  for (const [index, list] of onLine) {
    const s = segments[index]!;
    const axis = list[0]!.axis;
    const [a, b] =
      axis === "x"
        ? [Math.min(s.x1, s.x2), Math.max(s.x1, s.x2)]
        : [Math.min(s.y1, s.y2), Math.max(s.y1, s.y2)];
    // a hand overshoots a corner as far on a short side as on a long one: within 4 % of the larger side
    const reach = 0.04 * Math.max(frame.x1 - frame.x0, frame.y1 - frame.y0);
    const snap = (v: number) => {
      const near = stops[axis].reduce((m, st) => (Math.abs(st - v) < Math.abs(m - v) ? st : m));
      return Math.abs(near - v) <= reach ? near : undefined;
    };
    list.sort((p, q) => p.mid - q.mid);
    // two numbers with no side or mullion between them cannot size two pieces of the line (one is
    // a tick or a stroke's end read as digits): the one nearer the line's middle, where a size is
    // written, is kept
    const offMiddle = (p: { mid: number }) => Math.abs(p.mid - (a + b) / 2);
    const kept: typeof list = [];
    for (const p of list) {
      const last = kept[kept.length - 1];
      if (last && !stops[axis].some((st) => st > last.mid && st < p.mid)) {
        if (offMiddle(p) < offMiddle(last)) kept[kept.length - 1] = p;
      } else kept.push(p);
    }
    list.splice(0, list.length, ...kept);
    const ends: (number | undefined)[] = [snap(a)];
    for (let i = 1; i < list.length; i++) {
      const between = stops[axis].filter((st) => st > list[i - 1]!.mid && st < list[i]!.mid);
      const middle = (list[i - 1]!.mid + list[i]!.mid) / 2;
      ends.push(between.reduce((m, st) => (Math.abs(st - middle) < Math.abs(m - middle) ? st : m)));
    }
    ends.push(snap(b));
    list.forEach((p, i) => {
      const from = ends[i];
      const to = ends[i + 1];
      if (from !== undefined && to !== undefined && from < to)
        placed.push({ axis, from, to, number: p.number });
    });
  }
  return placed;
}

/** How well a width and a height agree with the drawing's proportion (1 = exactly, falling off by ~6 %). */
function agreement(width: number, height: number, ratio: number) {
  const e = Math.log(width / height / ratio) / 0.06;
  return Math.exp(-(e * e) / 2);
}

/** The sizes read on the sketch, from the numbers found and the strokes (dimension lines) beside the frame. */
export function sketchSizes(
  numbers: readonly FoundNumber[],
  segments: readonly Segment[],
  tree: SketchNode,
): SketchSizes {
  const frame = tree.box;
  const placed = placeNumbers(numbers, segments, tree);
  const conflicts: SizeConflict[] = [];
  // one number per stretch: the likeliest
  const byStretch = new Map<string, Placed[]>();
  for (const p of placed) {
    const key = `${p.axis}:${p.from}:${p.to}`;
    byStretch.set(key, [...(byStretch.get(key) ?? []), p]);
  }
  const chosen: Placed[] = [];
  for (const list of byStretch.values()) {
    list.sort((a, b) => b.number.readings[0]!.confidence - a.number.readings[0]!.confidence);
    const values = [...new Set(list.map((p) => p.number.readings[0]!.value))];
    if (values.length > 1) conflicts.push({ kind: "same_stretch_differs", axis: list[0]!.axis, values });
    chosen.push(list[0]!);
  }
  const whole = (p: Placed) =>
    p.axis === "x" ? p.from === frame.x0 && p.to === frame.x1 : p.from === frame.y0 && p.to === frame.y1;
  const overallW = chosen.find((p) => p.axis === "x" && whole(p));
  const overallH = chosen.find((p) => p.axis === "y" && whole(p));
  let width = overallW?.number.readings[0];
  let height = overallH?.number.readings[0];
  if (overallW && overallH) {
    // both read: the pair of readings likeliest together with the drawing's proportion
    const ratio = (frame.x1 - frame.x0) / (frame.y1 - frame.y0);
    let best = -1;
    for (const w of overallW.number.readings)
      for (const h of overallH.number.readings) {
        const score = w.confidence * h.confidence * agreement(w.value, h.value, ratio);
        if (score > best) {
          best = score;
          width = w;
          height = h;
        }
      }
  }
  const dimensions: ReadDimension[] = chosen.map((p) => {
    const r = p === overallW ? width! : p === overallH ? height! : p.number.readings[0]!;
    return { axis: p.axis, from: p.from, to: p.to, mm: r.value, confidence: r.confidence, at: p.number.box };
  });
  const anchors = {
    x: chainAnchors("x", dimensions, frame, width?.value, conflicts),
    y: chainAnchors("y", dimensions, frame, height?.value, conflicts),
  };
  return {
    ...(width ? { width: { mm: width.value, confidence: width.confidence } } : {}),
    ...(height ? { height: { mm: height.value, confidence: height.confidence } } : {}),
    anchors,
    dimensions,
    conflicts,
  };
}

/**
 * Mullion positions (mm from the frame's start) from the parts read along `axis`, chained from the
 * frame's start (or back from its end when the overall is known); none, and a conflict, when the
 * parts contradict each other or the overall.
 */
export function chainAnchors(
  axis: Axis,
  dimensions: readonly ReadDimension[],
  frame: Box,
  overall: number | undefined,
  conflicts: SizeConflict[],
): Anchor[] {
  const [start, end] = axis === "x" ? [frame.x0, frame.x1] : [frame.y0, frame.y1];
  const parts = dimensions.filter((d) => d.axis === axis && !(d.from === start && d.to === end));
  if (parts.length === 0) return [];
  const known = new Map<number, number>([[start, 0]]);
  if (overall !== undefined) known.set(end, overall);
  let grew = true;
  let contradicts = false;
  while (grew) {
    grew = false;
    for (const p of parts) {
      const a = known.get(p.from);
      const b = known.get(p.to);
      if (a !== undefined && b === undefined) known.set(p.to, a + p.mm);
      else if (b !== undefined && a === undefined) known.set(p.from, b - p.mm);
      else if (a !== undefined && b !== undefined) {
        if (b - a !== p.mm) contradicts = true;
        continue;
      } else continue;
      grew = true;
    }
  }
  if (contradicts) {
    const sum = parts.reduce((s, p) => s + p.mm, 0);
    conflicts.push({ kind: "parts_do_not_sum", axis, overall: overall ?? known.get(end) ?? sum, parts: sum });
    return [];
  }
  return [...known]
    .filter(([px]) => px !== start && px !== end)
    .map(([px, mm]) => ({ px, mm }))
    .sort((a, b) => a.px - b.px);
}
