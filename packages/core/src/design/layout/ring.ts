// A ring of members following an outline: frames, sashes, beads. Each edge of the outer
// outline becomes one member whose two ends are mitred at half the corner's interior angle.

import {
  type Edge,
  edgeEnd,
  edgeLength,
  inset,
  interiorAngle,
  type Outline,
  toPolygon,
} from "../../geometry/outline.ts";
import { degRounded, mmRounded } from "../../units/branded.ts";
import type { LayoutMember, MemberRole, MemberSide, Point } from "../layout-types.ts";
import type { PartType } from "../series-geometry.ts";

export type RingSpec = {
  idPrefix: string;
  role: MemberRole;
  partType: PartType;
  profileCode: string;
  frameId: string;
  sashId: string | null;
  regionId: string;
  /** Canvas offset of the frame, mm. */
  dx: number;
  dy: number;
};

function sideOf(e: Edge): MemberSide {
  if (e.kind === "arc") return "arc";
  const dx = e.b[0] - e.a[0];
  const dy = e.b[1] - e.a[1];
  if (Math.abs(dy) < 1e-6) return dx > 0 ? "top" : "bottom";
  if (Math.abs(dx) < 1e-6) return dy > 0 ? "right" : "left";
  return "slope";
}

const toDeg = (rad: number): number => (rad * 180) / Math.PI;

/**
 * Members of a ring of face width `width` (mm) whose outer edge is `outer`. Returns the inner
 * outline (what the ring leaves visible). Lengths are measured on the outer edge.
 */
export function ringMembers(outer: Outline, width: number, spec: RingSpec, out: LayoutMember[]): Outline {
  const inner = inset(outer, width);
  const n = outer.length;
  for (let i = 0; i < n; i++) {
    const e = outer[i]!;
    const prev = outer[(i + n - 1) % n]!;
    const next = outer[(i + 1) % n]!;
    const ie = inner[i]!;
    const polygon = memberPolygon(e, ie, spec.dx, spec.dy);
    out.push({
      id: `${spec.idPrefix}:${i}`,
      role: spec.role,
      partType: spec.partType,
      profileCode: spec.profileCode,
      side: sideOf(e),
      frameId: spec.frameId,
      sashId: spec.sashId,
      regionId: spec.regionId,
      polygon,
      length: mmRounded(edgeLength(e)),
      startAngle: degRounded(toDeg(interiorAngle(prev, e)) / 2),
      endAngle: degRounded(toDeg(interiorAngle(e, next)) / 2),
      curved: e.kind === "arc",
    });
  }
  return inner;
}

/** The face of one ring member: along the outer edge, back along the inner edge; canvas mm. */
function memberPolygon(outer: Edge, inner: Edge, dx: number, dy: number): Point[] {
  if (outer.kind === "line" && inner.kind === "line") {
    return [
      [outer.a[0] + dx, outer.a[1] + dy],
      [outer.b[0] + dx, outer.b[1] + dy],
      [inner.b[0] + dx, inner.b[1] + dy],
      [inner.a[0] + dx, inner.a[1] + dy],
    ];
  }
  const o = toPolygon([outer], dx, dy);
  const i = toPolygon([inner], dx, dy);
  const oe = edgeEnd(outer);
  const ie = edgeEnd(inner);
  o.push([oe[0] + dx, oe[1] + dy], [ie[0] + dx, ie[1] + dy]);
  for (let k = i.length - 1; k >= 0; k--) o.push(i[k]!);
  return o;
}
