// A profile's cross-section (docs/series.md "Cross-sections"): its outer outline and the holes in
// it (chambers, the thermal break's gap), read from the series' DXF section of the profile and
// set to its catalogue size, face width × depth. A profile without one is the rectangle of that
// size. The server, the CLI and the web all read a section with `profileSection`.

import { type ProfileSection, rectangleSection } from "../../design/series-geometry.ts";
import { signedArea2 } from "../../geometry/convex.ts";
import { pointInPolygon } from "../../geometry/hit.ts";
import { type P, pointsBox } from "../../geometry/outline.ts";
import { dxfLoops } from "./dxf-loops.ts";

/**
 * A section (design/series-geometry.ts): in the DXF, x is u across the face (outer edge to inner
 * edge) and y is z front to back (outside face to room face), at any origin and scale: the
 * drawing's extent is the profile's size.
 */
export { type ProfileSection, rectangleSection };

export type SectionRead =
  | { ok: true; section: ProfileSection }
  /** `unreadable`: not DXF, or nothing drawn with outline entities; `open`: an outline that does not close. */
  | { ok: false; problem: "unreadable" | "open" };

const wound = (loop: readonly P[], counterClockwise: boolean): P[] =>
  signedArea2(loop) > 0 === counterClockwise ? [...loop] : [...loop].reverse();

/**
 * The section drawn in `dxf`, set to `size`: the loop of the largest area is the outline, the
 * loops inside it its holes (an island inside a hole, and a loop outside the outline, such as a
 * gasket drawn beside it, are not part of the profile).
 */
export function readSection(dxf: string, size: { faceWidth: number; depth: number }): SectionRead {
  const read = dxfLoops(dxf);
  if (!read.ok) return read;
  const byArea = [...read.loops].sort((a, b) => Math.abs(signedArea2(b)) - Math.abs(signedArea2(a)));
  const outline = byArea[0]!;
  const { x0: minX, y0: minY, x1: maxX, y1: maxY } = pointsBox(outline);
  if (!(maxX - minX > 0 && maxY - minY > 0) || Math.abs(signedArea2(outline)) < 1e-12) {
    return { ok: false, problem: "open" };
  }
  const holes: P[][] = [];
  for (const loop of byArea.slice(1)) {
    const inside = loop.every((p) => pointInPolygon(p, outline));
    const inHole = holes.some((h) => pointInPolygon(loop[0]!, h));
    if (inside && !inHole) holes.push(loop);
  }
  const sx = size.faceWidth / (maxX - minX);
  const sy = size.depth / (maxY - minY);
  const scale = (loop: readonly P[]): P[] =>
    loop.map(([x, y]) => [(x - minX) * sx, (y - minY) * sy] as const);
  return {
    ok: true,
    section: {
      width: size.faceWidth,
      depth: size.depth,
      outer: wound(scale(outline), true),
      holes: holes.map((h) => wound(scale(h), false)),
    },
  };
}

/** Sections read so far, by size and text (the same series is laid out again and again). */
const read = new Map<string, ProfileSection>();
const READ_KEPT = 500;

/**
 * A profile's section: its DXF section (`sectionDxf`) at its size, or the rectangle of its size
 * where it has none (or one that does not read: a series is refused with such a section when
 * saved, series/field-bounds.ts).
 */
export function profileSection(profile: {
  faceWidth: number;
  depth: number;
  sectionDxf?: string | undefined;
}): ProfileSection {
  const { faceWidth, depth, sectionDxf } = profile;
  if (!sectionDxf) return rectangleSection(faceWidth, depth);
  const key = `${faceWidth}|${depth}|${sectionDxf}`;
  let section = read.get(key);
  if (!section) {
    const result = readSection(sectionDxf, { faceWidth, depth });
    section = result.ok ? result.section : rectangleSection(faceWidth, depth);
    if (read.size >= READ_KEPT) read.clear();
    read.set(key, section);
  }
  return section;
}
