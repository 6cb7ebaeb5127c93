// What lies under a canvas point (mm): a member (mullions first, as they are what users
// drag), else the smallest opening containing it.

import type { Layout, LayoutMember, LayoutOpening } from "../design/layout-types.ts";
import { pointInPolygon, polygonArea } from "../geometry/hit.ts";
import type { CanvasPoint } from "../units/branded.ts";

export type Hit =
  | { kind: "member"; member: LayoutMember }
  | { kind: "opening"; opening: LayoutOpening }
  | null;

const rolePriority: Record<string, number> = {
  mullion: 0,
  decoration: 1,
  interlock: 2,
  sash: 3,
  foldLeaf: 3,
  frame: 4,
  joiner: 4,
  slideRail: 5,
  bead: 6,
};

export function hitTest(layout: Layout, p: CanvasPoint): Hit {
  let best: LayoutMember | null = null;
  for (const m of layout.members) {
    if (m.role === "bead") continue; // beads lie on top of the profile faces; select the profile
    if (!pointInPolygon(p, m.polygon)) continue;
    if (!best || (rolePriority[m.role] ?? 9) < (rolePriority[best.role] ?? 9)) best = m;
  }
  if (best) return { kind: "member", member: best };
  const opening = openingsAt(layout, p)[0];
  return opening ? { kind: "opening", opening } : null;
}

/** Openings containing the point, smallest first (the deepest cell first). */
export function openingsAt(layout: Layout, p: CanvasPoint): LayoutOpening[] {
  return layout.openings
    .filter((o) => pointInPolygon(p, o.polygon))
    .map((o) => ({ o, a: polygonArea(o.polygon) }))
    .sort((x, y) => x.a - y.a)
    .map((x) => x.o);
}
