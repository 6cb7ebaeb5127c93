// Positions inside a cell are absolute (frame mm), so when a cell's extent changes along one
// axis — its mullion is dragged, its split is equalized, it is copied into a new cell — the
// lines inside it along that axis (nested mullions, a double sash's meeting line) are carried
// along proportionally, as resizeFrame does for the whole frame.
import type { Region } from "../design/model.ts";
import { mapChildren } from "../design/tree.ts";

export type Span = readonly [lo: number, hi: number];

/**
 * `r` with every position on `axis` (0: x, 1: y) mapped from span `from` to span `to`
 * (frame mm): nested mullions of splits in that direction and double-sash meeting lines.
 */
export function remapAxis(r: Region, axis: 0 | 1, from: Span, to: Span): Region {
  if (from[0] === to[0] && from[1] === to[1]) return r;
  const k = (to[1] - to[0]) / (from[1] - from[0]);
  const map = (v: number) => to[0] + (v - from[0]) * k;
  const mapped = mapChildren(r, (c) => remapAxis(c, axis, from, to));
  if (mapped.kind === "split" && (mapped.direction === "vertical") === (axis === 0)) {
    return { ...mapped, mullions: mapped.mullions.map((m) => ({ ...m, position: map(m.position) })) };
  }
  if (mapped.kind === "doubleSash" && axis === 0) return { ...mapped, meeting: map(mapped.meeting) };
  return mapped;
}

/** The spans of the cells of a split along its axis: from `lo` to `hi` between mullion faces. */
export function cellSpans(
  positions: readonly number[],
  lo: number,
  hi: number,
  mullionWidth: number,
): Span[] {
  const half = mullionWidth / 2;
  return Array.from({ length: positions.length + 1 }, (_, i) => [
    i === 0 ? lo : positions[i - 1]! + half,
    i === positions.length ? hi : positions[i]! - half,
  ]);
}

/**
 * A split with its mullions at `positions`, each child's inner lines carried from its old span
 * to its new one. `lo`, `hi`: the split's extent along its axis (frame mm).
 */
export function withPositions(
  split: Extract<Region, { kind: "split" }>,
  positions: readonly number[],
  lo: number,
  hi: number,
  mullionWidth: number,
): Extract<Region, { kind: "split" }> {
  const axis = split.direction === "vertical" ? 0 : 1;
  const before = cellSpans(
    split.mullions.map((m) => m.position),
    lo,
    hi,
    mullionWidth,
  );
  const after = cellSpans(positions, lo, hi, mullionWidth);
  return {
    ...split,
    mullions: split.mullions.map((m, i) => ({ ...m, position: positions[i]! })),
    children: split.children.map((c, i) => remapAxis(c, axis, before[i]!, after[i]!)),
  };
}
