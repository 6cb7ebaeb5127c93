// Glazing beads: they hold the glass inside the opening, so they are drawn inside the daylight
// outline, not around it, one ring per light (each lite of a divided sash its own). The demo
// series order one piece per bead member (its L and end angles): on a rectangular opening the
// top and bottom beads run the full clear width and the side beads fit between them, square-cut.
// A shaped opening (arch, trapezoid) keeps a mitred ring inside its outline, because a square
// cut cannot meet a slope; a bead on an arc is a bent member.

import { boundingBox, isRectangle, type Outline } from "../../geometry/outline.ts";
import { degRounded, mmRounded } from "../../units/branded.ts";
import type { LayoutMember, MemberSide, Point } from "../layout-types.ts";
import { type RingSpec, ringMembers } from "./ring.ts";

export function beadMembers(daylight: Outline, width: number, spec: RingSpec, out: LayoutMember[]): void {
  if (!isRectangle(daylight)) {
    ringMembers(daylight, width, spec, out);
    return;
  }
  const b = boundingBox(daylight);
  const { dx, dy } = spec;
  const rect = (x0: number, y0: number, x1: number, y1: number): Point[] => [
    [x0 + dx, y0 + dy],
    [x1 + dx, y0 + dy],
    [x1 + dx, y1 + dy],
    [x0 + dx, y1 + dy],
  ];
  const pieces: [MemberSide, Point[], number][] = [
    ["top", rect(b.x0, b.y0, b.x1, b.y0 + width), b.x1 - b.x0],
    ["right", rect(b.x1 - width, b.y0 + width, b.x1, b.y1 - width), b.y1 - b.y0 - 2 * width],
    ["bottom", rect(b.x0, b.y1 - width, b.x1, b.y1), b.x1 - b.x0],
    ["left", rect(b.x0, b.y0 + width, b.x0 + width, b.y1 - width), b.y1 - b.y0 - 2 * width],
  ];
  pieces.forEach(([side, polygon, length], i) => {
    out.push({
      id: `${spec.idPrefix}:${i}`,
      role: spec.role,
      partType: spec.partType,
      profileCode: spec.profileCode,
      side,
      frameId: spec.frameId,
      sashId: spec.sashId,
      regionId: spec.regionId,
      polygon,
      length: mmRounded(length),
      startAngle: degRounded(90),
      endAngle: degRounded(90),
      curved: false,
      // square cuts: every face of the bead is as long as its cut
      innerLength: mmRounded(length),
      centreLength: mmRounded(length),
      radius: mmRounded(0),
      sweep: degRounded(0),
      faceWidth: mmRounded(width),
    });
  });
}
