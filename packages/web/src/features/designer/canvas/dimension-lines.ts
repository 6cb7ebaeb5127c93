import type { Design, Frame, Region } from "@fenestra/core";
import { shapeSize } from "@fenestra/core/design/shapes";

// Dimension lines of the drawing (pure): the overall width and height of every frame, and the
// size of every cell of every split measured the way factory drawings do it — from the frame
// edge to a mullion's centre line and centre to centre. Typing a new value on a cell line moves
// the mullion that bounds it (this helper lives here because the core's planDimension measures
// clear openings, which the drawing does not show).

export type DimensionTarget =
  | { kind: "frameWidth"; frameId: string }
  | { kind: "frameHeight"; frameId: string }
  | { kind: "cell"; mullionId: string; side: "before" | "after"; from: number; to: number };

export type DimensionLine = {
  key: string;
  target: DimensionTarget;
  axis: "x" | "y";
  /** Canvas mm of the two measured ends along the axis. */
  a: number;
  b: number;
  /** Canvas mm of the line across the axis (y for horizontal lines, x for vertical ones). */
  at: number;
  /** Measured length, mm. */
  value: number;
};

/** Distance between dimension rows, mm. */
export const DIMENSION_STEP = 160;

type Box = { x0: number; x1: number; y0: number; y1: number };

function splitLines(
  frame: Frame,
  region: Region,
  box: Box,
  level: number,
  out: DimensionLine[],
  depth: number[],
): void {
  if (region.kind !== "split") return;
  const vertical = region.direction === "vertical";
  const [lo, hi] = vertical ? [box.x0, box.x1] : [box.y0, box.y1];
  const cuts = [lo, ...region.mullions.map((m) => m.position), hi];
  depth[vertical ? 0 : 1] = Math.max(depth[vertical ? 0 : 1] ?? 0, level + 1);
  const h = shapeSize(frame.shape);
  for (let i = 0; i < cuts.length - 1; i++) {
    const from = cuts[i]!;
    const to = cuts[i + 1]!;
    const before = i < region.mullions.length;
    const mullion = region.mullions[before ? i : i - 1]!;
    out.push({
      key: `${region.id}:${i}`,
      target: { kind: "cell", mullionId: mullion.id, side: before ? "before" : "after", from, to },
      axis: vertical ? "x" : "y",
      a: (vertical ? frame.x : frame.y) + from,
      b: (vertical ? frame.x : frame.y) + to,
      at: vertical
        ? frame.y + h.height + DIMENSION_STEP * (level + 1)
        : frame.x - DIMENSION_STEP * (level + 1),
      value: to - from,
    });
    const child = region.children[i];
    if (child) {
      const childBox = vertical ? { ...box, x0: from, x1: to } : { ...box, y0: from, y1: to };
      splitLines(frame, child, childBox, level + 1, out, depth);
    }
  }
}

/** The dimension lines of one frame: its cells (every split, nested) and its overall size. */
export function frameDimensionLines(frame: Frame): DimensionLine[] {
  const out: DimensionLine[] = [];
  const { width, height } = shapeSize(frame.shape);
  const depth = [0, 0];
  splitLines(frame, frame.root, { x0: 0, x1: width, y0: 0, y1: height }, 0, out, depth);
  out.push({
    key: `${frame.id}:w`,
    target: { kind: "frameWidth", frameId: frame.id },
    axis: "x",
    a: frame.x,
    b: frame.x + width,
    at: frame.y + height + DIMENSION_STEP * (depth[0]! + 1),
    value: width,
  });
  out.push({
    key: `${frame.id}:h`,
    target: { kind: "frameHeight", frameId: frame.id },
    axis: "y",
    a: frame.y,
    b: frame.y + height,
    at: frame.x - DIMENSION_STEP * (depth[1]! + 1),
    value: height,
  });
  return out;
}

export function dimensionLines(design: Design): DimensionLine[] {
  return design.frames.flatMap(frameDimensionLines);
}

/** The mullion centre line that gives a cell line the typed size `valueMm` (frame mm). */
export function cellMullionPosition(
  target: Extract<DimensionTarget, { kind: "cell" }>,
  valueMm: number,
): number {
  return target.side === "before" ? target.from + valueMm : target.to - valueMm;
}
