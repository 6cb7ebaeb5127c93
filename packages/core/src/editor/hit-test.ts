// What lies under a canvas point (mm): a member (mullions first, as they are what users
// drag), else the smallest opening containing it.

import type { Layout, LayoutMember, LayoutOpening } from "../design/layout-types.ts";
import type { Design } from "../design/model.ts";
import { renderFreeDimension } from "../design/render/render-model.ts";
import { pointInPolygon, polygonArea } from "../geometry/hit.ts";
import type { CanvasPoint } from "../units/branded.ts";

export type Hit =
  | { kind: "member"; member: LayoutMember }
  | { kind: "opening"; opening: LayoutOpening }
  /** A canvas item outside the frames' layout: a free dimension, a note or a wall. */
  | { kind: "item"; item: "dimension" | "note" | "wall"; id: string }
  | null;

const rolePriority: Record<string, number> = {
  mullion: 0,
  decoration: 1,
  interlock: 2,
  meetingStile: 2,
  sash: 3,
  foldLeaf: 3,
  frame: 4,
  joiner: 4,
  slideRail: 5,
  bead: 6,
};

/** How near (mm) a press must be to a free dimension's line to pick it. */
export const DIMENSION_PICK_MM = 40;
/** Note text is drawn 60 mm high; its width is estimated at 0.6 × height per character. */
const NOTE_TEXT_MM = 60;

function distanceToSegment(p: CanvasPoint, a: readonly number[], b: readonly number[]): number {
  const dx = b[0]! - a[0]!;
  const dy = b[1]! - a[1]!;
  const len2 = dx * dx + dy * dy;
  const t = len2 ? Math.max(0, Math.min(1, ((p[0] - a[0]!) * dx + (p[1] - a[1]!) * dy) / len2)) : 0;
  return Math.hypot(p[0] - (a[0]! + t * dx), p[1] - (a[1]! + t * dy));
}

/** Free dimensions and notes (drawn over the frames), then walls (drawn under them). */
export function itemAt(design: Design, p: CanvasPoint, layer: "over" | "under"): Hit {
  if (layer === "over") {
    for (const d of design.dimensions) {
      // where the render model draws it: the line and the figure
      const g = renderFreeDimension(d);
      const near = Math.min(
        distanceToSegment(p, g.a, g.b),
        Math.hypot(p[0] - g.textAt[0], p[1] - g.textAt[1]) - NOTE_TEXT_MM,
      );
      if (near <= DIMENSION_PICK_MM) return { kind: "item", item: "dimension", id: d.id };
    }
    for (const n of design.notes) {
      const w = Math.max(1, n.text.length) * NOTE_TEXT_MM * 0.6;
      const [x, y] = n.at; // text baseline, left end
      if (p[0] >= x && p[0] <= x + w && p[1] >= y - NOTE_TEXT_MM && p[1] <= y + NOTE_TEXT_MM * 0.25)
        return { kind: "item", item: "note", id: n.id };
    }
    return null;
  }
  for (const w of design.walls)
    if (p[0] >= w.x && p[0] <= w.x + w.width && p[1] >= w.y && p[1] <= w.y + w.height)
      return { kind: "item", item: "wall", id: w.id };
  return null;
}

/**
 * What lies under the point, top-most first as the canvas draws it: (with the design) a free
 * dimension or note, drawn over the frames; then a profile member; then the smallest opening;
 * then (with the design) a wall.
 */
export function hitTest(layout: Layout, p: CanvasPoint, design?: Design): Hit {
  const over = design ? itemAt(design, p, "over") : null;
  if (over) return over;
  let best: LayoutMember | null = null;
  for (const m of layout.members) {
    if (m.role === "bead") continue; // beads lie on top of the profile faces; select the profile
    if (!pointInPolygon(p, m.polygon)) continue;
    if (!best || (rolePriority[m.role] ?? 9) < (rolePriority[best.role] ?? 9)) best = m;
  }
  if (best) return { kind: "member", member: best };
  const opening = openingsAt(layout, p)[0];
  if (opening) return { kind: "opening", opening };
  return design ? itemAt(design, p, "under") : null;
}

/** Openings containing the point, smallest first (the deepest cell first). */
export function openingsAt(layout: Layout, p: CanvasPoint): LayoutOpening[] {
  return layout.openings
    .filter((o) => pointInPolygon(p, o.polygon))
    .map((o) => ({ o, a: polygonArea(o.polygon) }))
    .sort((x, y) => x.a - y.a)
    .map((x) => x.o);
}
