// Straight bars across a region: mullions and decoration bars. Their ends butt square (90°)
// against a crossing mullion, or at the angle of the outline where they meet a sloped or
// arched frame; the length is the long point of the two faces.

import { type Box, clipBox, crossings, type Outline, type P, toPolygon } from "../../geometry/outline.ts";
import { degRounded, mmRounded } from "../../units/branded.ts";
import type { LayoutMember, MemberRole } from "../layout-types.ts";
import type { PartType } from "../series-geometry.ts";

export type BarSpec = {
  id: string;
  role: MemberRole;
  partType: PartType;
  profileCode: string;
  frameId: string;
  sashId: string | null;
  regionId: string;
  dx: number;
  dy: number;
};

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
  const band: Box =
    axis === 0 ? { ...box, x0: pos - half, x1: pos + half } : { ...box, y0: pos - half, y1: pos + half };
  const shape = clipBox(outline, band);
  if (!shape) return null;
  const lo = axis === 0 ? box.y0 : box.x0;
  const hi = axis === 0 ? box.y1 : box.x1;
  let length = 0;
  for (const v of [pos - half, pos + half]) {
    const c = crossings(outline, axis, v);
    if (!c) continue;
    length = Math.max(length, Math.min(hi, c.max.at) - Math.max(lo, c.min.at));
  }
  const mid = crossings(outline, axis, pos);
  let start = 90;
  let end = 90;
  if (mid) {
    if (mid.min.at > lo + 1e-6) start = cutAngle(axis, mid.min.tangent);
    if (mid.max.at < hi - 1e-6) end = cutAngle(axis, mid.max.tangent);
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
    polygon: toPolygon(shape, spec.dx, spec.dy),
    length: mmRounded(length),
    startAngle: degRounded(start),
    endAngle: degRounded(end),
    curved: false,
  };
}
