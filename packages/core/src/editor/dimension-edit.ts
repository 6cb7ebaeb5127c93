// Typing a new size on a dimension line: the frame's overall size, a cell's clear size
// (moves the mullion that bounds the cell), or a free dimension's length.
import { layoutWithPlaces } from "../design/layout/layout.ts";
import type { Design, Region } from "../design/model.ts";
import { barPart, type SeriesGeometrySource } from "../design/series-geometry.ts";
import { shapeSize } from "../design/shapes.ts";
import { childrenOf, findRegion } from "../design/tree.ts";

export type DimensionTarget =
  | { kind: "frameWidth"; frameId: string }
  | { kind: "frameHeight"; frameId: string }
  /** The clear size of a cell along the axis of the split holding it. */
  | { kind: "cell"; regionId: string }
  /** A free dimension's length (its start stays). */
  | { kind: "free"; dimensionId: string };

export type DimensionPlan =
  | { command: "resizeFrame"; input: { frameId: string; width: number; height: number } }
  | { command: "moveMullion"; input: { mullionId: string; position: number } }
  | { command: "setDimensionLength"; input: { id: string; length: number } }
  | null;

function parentSplit(root: Region, id: string): Extract<Region, { kind: "split" }> | null {
  const stack = [root];
  while (stack.length) {
    const r = stack.pop()!;
    if (r.kind === "split" && r.children.some((c) => c.id === id)) return r;
    stack.push(...childrenOf(r));
  }
  return null;
}

/** The command that gives `target` the size `valueMm` (millimetres). */
export function planDimension(
  design: Design,
  target: DimensionTarget,
  valueMm: number,
  geometry: SeriesGeometrySource,
): DimensionPlan {
  if (target.kind === "free") {
    if (!design.dimensions.some((d) => d.id === target.dimensionId)) return null;
    return { command: "setDimensionLength", input: { id: target.dimensionId, length: valueMm } };
  }
  if (target.kind !== "cell") {
    const frame = design.frames.find((f) => f.id === target.frameId);
    if (!frame) return null;
    const s = shapeSize(frame.shape);
    const width = target.kind === "frameWidth" ? valueMm : s.width;
    const height = target.kind === "frameHeight" ? valueMm : s.height;
    return { command: "resizeFrame", input: { frameId: frame.id, width, height } };
  }
  const hit = findRegion(design, target.regionId);
  if (!hit) return null;
  const split = parentSplit(hit.frame.root, target.regionId);
  const place = layoutWithPlaces(design, geometry).regions.get(target.regionId);
  if (!split || !place) return null;
  const g = typeof geometry === "function" ? geometry(hit.frame.seriesId) : geometry;
  const half = g.faceWidths[barPart(place.sashId)] / 2;
  const i = split.children.findIndex((c) => c.id === target.regionId);
  const vertical = split.direction === "vertical";
  const [lo, hi] = vertical ? [place.box.x0, place.box.x1] : [place.box.y0, place.box.y1];
  // the cell's size is set by the mullion after it, or (for the last cell) the one before it
  if (i < split.mullions.length) {
    return {
      command: "moveMullion",
      input: { mullionId: split.mullions[i]!.id, position: lo + valueMm + half },
    };
  }
  return {
    command: "moveMullion",
    input: { mullionId: split.mullions[i - 1]!.id, position: hi - valueMm - half },
  };
}
