// A ring of members following an outline: frames, sashes, beads. Each edge of the outer
// outline becomes one member whose two ends are mitred at half the corner's interior angle.

import {
  type Edge,
  edgeEnd,
  edgeLength,
  edgeStart,
  inset,
  insetRegion,
  interiorAngle,
  type LineEdge,
  type Outline,
  type P,
  toPolygon,
} from "../../geometry/outline.ts";
import { degRounded, mmRounded } from "../../units/branded.ts";
import type { LayoutMember, MemberSide, PathPoint, Point } from "../layout-types.ts";
import type { JointStyle } from "../series-geometry.ts";
import type { MemberSpec } from "./context.ts";

export type RingSpec = MemberSpec & {
  idPrefix: string;
  /** How the corners are joined (default mitre). */
  joint?: JointStyle;
};

/** What a member does at one end: mitred, running through a butt joint, or cut square against the through member. */
type EndJoint = "mitre" | "through" | "butts";

const isVertical = (e: Edge): boolean => e.kind === "line" && Math.abs(e.b[0] - e.a[0]) < 1e-6;

/** A butt joint needs two straight members meeting square, one of them vertical (it runs through). */
function buttEnd(self: Edge, other: Edge, corner: number): EndJoint {
  if (self.kind !== "line" || other.kind !== "line" || Math.abs(corner - Math.PI / 2) > 1e-6) return "mitre";
  if (isVertical(self)) return "through";
  return isVertical(other) ? "butts" : "mitre";
}

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
 * outline (what the ring leaves visible: edges the ring's faces cover entirely left out).
 * Lengths are measured on the outer edge.
 */
export function ringMembers(outer: Outline, width: number, spec: RingSpec, out: LayoutMember[]): Outline {
  const inner = inset(outer, width);
  // the centre line runs through the middle of each mitre, so its edges end on the cuts; on a
  // straight member it is the mean of the outer and inner edges (only arcs need the inset)
  const centre = outer.some((e) => e.kind === "arc") ? inset(outer, width / 2) : null;
  const n = outer.length;
  const butt = spec.joint === "butt";
  for (let i = 0; i < n; i++) {
    const e = outer[i]!;
    const prev = outer[(i + n - 1) % n]!;
    const next = outer[(i + 1) % n]!;
    const ie = inner[i]!;
    const startCorner = interiorAngle(prev, e);
    const endCorner = interiorAngle(e, next);
    const start: EndJoint = butt ? buttEnd(e, prev, startCorner) : "mitre";
    const end: EndJoint = butt ? buttEnd(e, next, endCorner) : "mitre";
    const polygon =
      start === "mitre" && end === "mitre"
        ? memberPolygon(e, ie, spec.dx, spec.dy)
        : buttPolygon(e as LineEdge, ie as LineEdge, width, start, end, spec.dx, spec.dy);
    const cut = (start === "butts" ? width : 0) + (end === "butts" ? width : 0);
    const length = edgeLength(e) - cut;
    // a square end has its short point at its long point; a mitre's lies width × cot(corner / 2) in
    const mitreIn = (j: EndJoint, corner: number) => (j === "mitre" ? width / Math.tan(corner / 2) : 0);
    const squareEnds = start !== "mitre" || end !== "mitre";
    const inward = mitreIn(start, startCorner) + mitreIn(end, endCorner);
    const member: LayoutMember = {
      id: `${spec.idPrefix}:${i}`,
      role: spec.role,
      partType: spec.partType,
      profileCode: spec.profileCode,
      side: sideOf(e),
      frameId: spec.frameId,
      sashId: spec.sashId,
      regionId: spec.regionId,
      polygon,
      length: mmRounded(length),
      startAngle: degRounded(start === "mitre" ? toDeg(startCorner) / 2 : 90),
      endAngle: degRounded(end === "mitre" ? toDeg(endCorner) / 2 : 90),
      curved: e.kind === "arc",
      innerLength: mmRounded(squareEnds ? length - inward : edgeLength(ie)),
      centreLength: mmRounded(
        squareEnds
          ? length - inward / 2
          : centre
            ? edgeLength(centre[i]!)
            : (edgeLength(e) + edgeLength(ie)) / 2,
      ),
      radius: mmRounded(e.kind === "arc" ? e.r : 0),
      sweep: degRounded(e.kind === "arc" ? toDeg(e.t1 - e.t0) : 0),
      faceWidth: mmRounded(width),
    };
    // a bent member is drawn exactly too (its arcs as arcs), for CAD
    if (e.kind === "arc") member.path = arcMemberPath(e, ie, spec.dx, spec.dy);
    out.push(member);
  }
  return insetRegion(outer, width, inner);
}

/**
 * The face of a straight member with at least one butt end: a through end is square at the
 * outer corner; a butting end stops at the through member's inner face (the inner corner).
 */
function buttPolygon(
  outer: LineEdge,
  inner: LineEdge,
  width: number,
  start: EndJoint,
  end: EndJoint,
  dx: number,
  dy: number,
): Point[] {
  const len = Math.sqrt((outer.b[0] - outer.a[0]) ** 2 + (outer.b[1] - outer.a[1]) ** 2);
  const ux = (outer.b[0] - outer.a[0]) / len;
  const uy = (outer.b[1] - outer.a[1]) / len;
  // inward normal: from the outer edge towards the inner one
  const along = (inner.a[0] - outer.a[0]) * ux + (inner.a[1] - outer.a[1]) * uy;
  let nx = inner.a[0] - outer.a[0] - along * ux;
  let ny = inner.a[1] - outer.a[1] - along * uy;
  const nl = Math.sqrt(nx * nx + ny * ny) || 1;
  nx = (nx / nl) * width;
  ny = (ny / nl) * width;
  let oa: P = outer.a;
  let ob: P = outer.b;
  let ia: P = inner.a;
  let ib: P = inner.b;
  if (start === "through") ia = [outer.a[0] + nx, outer.a[1] + ny];
  if (start === "butts") oa = [outer.a[0] + ux * width, outer.a[1] + uy * width];
  if (end === "through") ib = [outer.b[0] + nx, outer.b[1] + ny];
  if (end === "butts") ob = [outer.b[0] - ux * width, outer.b[1] - uy * width];
  return [
    [oa[0] + dx, oa[1] + dy],
    [ob[0] + dx, ob[1] + dy],
    [ib[0] + dx, ib[1] + dy],
    [ia[0] + dx, ia[1] + dy],
  ];
}

/** A bent member's face exactly: along the outer arc, across the end cut, back along the inner one. */
function arcMemberPath(outer: Edge, inner: Edge, dx: number, dy: number): PathPoint[] {
  const bulge = (e: Edge) => (e.kind === "arc" ? Math.tan((e.t1 - e.t0) / 4) : 0);
  const at = (p: P, b: number): PathPoint => [p[0] + dx, p[1] + dy, b];
  return [
    at(edgeStart(outer), bulge(outer)),
    at(edgeEnd(outer), 0),
    at(edgeEnd(inner), -bulge(inner)),
    at(edgeStart(inner), 0),
  ];
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
