// Straight bars across a region: mullions and decoration bars. Their ends butt square (90°)
// against a crossing mullion, or at the angle of the outline where they meet a sloped or
// arched frame (on an arc: the chord through the two faces' points); the length is the long
// point of the two faces. They are drawn as cut: an end on an arc on that chord.

import {
  type Box,
  clipBox,
  crossings,
  hasArc,
  type Outline,
  type P,
  toPolygon,
} from "../../geometry/outline.ts";
import { degRounded, mmRounded } from "../../units/branded.ts";
import type { LayoutMember, Point } from "../layout-types.ts";
import type { MemberSpec } from "./context.ts";

export type BarSpec = MemberSpec & { id: string };

/** Acute angle (degrees) between a bar's axis and the outline tangent where it ends. */
function cutAngle(axis: 0 | 1, tangent: P): number {
  const along = axis === 0 ? Math.abs(tangent[1]) : Math.abs(tangent[0]);
  return (Math.acos(Math.min(1, along)) * 180) / Math.PI;
}

/**
 * A bar of face width `width` (mm) on the line `axis` = `pos` (axis 0: vertical bar at x = pos),
 * inside `outline` ∩ `box`. Returns null when the bar misses the region.
 */
export function barMember(
  outline: Outline,
  box: Box,
  axis: 0 | 1,
  pos: number,
  width: number,
  spec: BarSpec,
): LayoutMember | null {
  const half = width / 2;
  const lo = axis === 0 ? box.y0 : box.x0;
  const hi = axis === 0 ? box.y1 : box.x1;
  const faces = [crossings(outline, axis, pos - half), crossings(outline, axis, pos + half)];
  // under an arc the bar is drawn on the chord its end is cut on; on straight edges the band
  // clipped to the outline is that cut already (and also fills a corner the bar crosses)
  const polygon =
    (hasArc(outline) ? chordPolygon(faces, axis, pos, half, lo, hi, spec) : null) ??
    bandPolygon(outline, box, axis, pos, half, spec);
  if (!polygon) return null;
  let length = 0;
  let innerLength = Number.POSITIVE_INFINITY;
  for (const c of faces) {
    const l = c ? Math.min(hi, c.max.at) - Math.max(lo, c.min.at) : 0;
    length = Math.max(length, l);
    innerLength = Math.min(innerLength, l);
  }
  const mid = crossings(outline, axis, pos);
  let start = 90;
  let end = 90;
  let centreLength = 0;
  if (mid) {
    centreLength = Math.min(hi, mid.max.at) - Math.max(lo, mid.min.at);
    if (mid.min.at > lo + 1e-6) start = endAngle(faces, "min", lo, hi, width, axis, mid.min.tangent);
    if (mid.max.at < hi - 1e-6) end = endAngle(faces, "max", lo, hi, width, axis, mid.max.tangent);
  }
  return {
    id: spec.id,
    role: spec.role,
    partType: spec.partType,
    profileCode: spec.profileCode,
    side: axis === 0 ? "vertical" : "horizontal",
    frameId: spec.frameId,
    sashId: spec.sashId,
    regionId: spec.regionId,
    polygon,
    length: mmRounded(length),
    startAngle: degRounded(start),
    endAngle: degRounded(end),
    curved: false,
    innerLength: mmRounded(Math.max(0, innerLength)),
    centreLength: mmRounded(Math.max(0, centreLength)),
    radius: mmRounded(0),
    sweep: degRounded(0),
    faceWidth: mmRounded(width),
  };
}

type Faces = (ReturnType<typeof crossings> | null)[];

/**
 * The bar as it is cut: its two faces between where they meet the outline (or the box), so an
 * end on an arc is drawn on the chord the saw cuts, not along the arc. Null when a face misses
 * the outline or the bar has no length.
 */
function chordPolygon(
  faces: Faces,
  axis: 0 | 1,
  pos: number,
  half: number,
  lo: number,
  hi: number,
  spec: BarSpec,
): Point[] | null {
  const [a, b] = faces;
  if (!a || !b) return null;
  const a0 = Math.max(lo, a.min.at);
  const a1 = Math.min(hi, a.max.at);
  const b0 = Math.max(lo, b.min.at);
  const b1 = Math.min(hi, b.max.at);
  if (a1 <= a0 || b1 <= b0) return null;
  const { dx, dy } = spec;
  const [f0, f1] = [pos - half, pos + half];
  // clockwise on screen, as the outlines run
  return axis === 0
    ? [
        [f0 + dx, a0 + dy],
        [f1 + dx, b0 + dy],
        [f1 + dx, b1 + dy],
        [f0 + dx, a1 + dy],
      ]
    : [
        [a0 + dx, f0 + dy],
        [a1 + dx, f0 + dy],
        [b1 + dx, f1 + dy],
        [b0 + dx, f1 + dy],
      ];
}

/** The bar's band clipped to the outline: a bar at the very end of an arc, where a face misses it. */
function bandPolygon(outline: Outline, box: Box, axis: 0 | 1, pos: number, half: number, spec: BarSpec) {
  const band: Box =
    axis === 0 ? { ...box, x0: pos - half, x1: pos + half } : { ...box, y0: pos - half, y1: pos + half };
  const shape = clipBox(outline, band);
  return shape ? toPolygon(shape, spec.dx, spec.dy) : null;
}

/**
 * The saw-cut angle where a bar ends on the outline (docs/layout.md, "Bars ending on an arc"):
 * one straight cut through the points where both faces meet the outline (the chord), so the
 * long and the short point both sit on it. On a straight edge that is the edge's own angle; on
 * an arc it lies between the angles the two faces meet the arc at. When a face misses the
 * outline (a bar at the very end of an arc) the centre line's tangent angle is used.
 */
function endAngle(
  faces: Faces,
  which: "min" | "max",
  lo: number,
  hi: number,
  width: number,
  axis: 0 | 1,
  centreTangent: P,
): number {
  const [a, b] = faces;
  if (!a || !b) return cutAngle(axis, centreTangent);
  const pa = a[which].at;
  const pb = b[which].at;
  // a face clipped by the box (a crossing mullion) is not on the outline
  const onOutline = (v: number) => (which === "min" ? v > lo + 1e-6 : v < hi - 1e-6);
  if (!onOutline(pa) || !onOutline(pb)) return cutAngle(axis, centreTangent);
  return (Math.atan2(width, Math.abs(pb - pa)) * 180) / Math.PI;
}
