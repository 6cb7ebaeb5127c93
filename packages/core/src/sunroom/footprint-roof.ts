// The roof line over any footprint (docs/sunroom.md "Footprints"): the plan distance in from the
// eaves that sets the roof's height, z = eaveHeight + tan p · distance, and the plane functions
// (each linear in plan) whose envelope it is, so a wall's roof line breaks only where two of them
// cross. A rectangle keeps its roof (roof.ts); an L takes a hip roof with its valley (l-roof.ts)
// or a lean-to; a free polygon a lean-to or a flat roof, falling square away from its first
// house wall side to eaves height at the point furthest from it.
import type { Footprint, FootprintPolygon } from "./footprint.ts";
import { footprintPolygon } from "./footprint.ts";
import { lRoofDistance, lRoofPlanes } from "./l-roof.ts";
import type { RoofType } from "./model.ts";
import { isMonoPitch, planeDistances } from "./roof.ts";

export type PlanFn = (x: number, y: number) => number;
export type RoofLine = { distance: PlanFn; planes: PlanFn[] };

/** The roofs each footprint takes. */
export function roofsFor(kind: Footprint["kind"]): readonly RoofType[] {
  if (kind === "rectangle") return ["leanTo", "gable", "hip", "flat"];
  if (kind === "lShape") return ["leanTo", "hip", "flat"];
  return ["leanTo", "flat"];
}

/** A mono-pitch roof over a polygon: falls square away from its first house side. */
function monoOver(poly: FootprintPolygon): RoofLine {
  const i = Math.max(0, poly.house.indexOf(true));
  const a = poly.points[i]!;
  const b = poly.points[(i + 1) % poly.points.length]!;
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
  // the unit normal into the room: the side of the line the polygon's points lie on
  let nx = -(b[1] - a[1]) / len;
  let ny = (b[0] - a[0]) / len;
  const off = (x: number, y: number) => (x - a[0]) * nx + (y - a[1]) * ny;
  if (poly.points.reduce((t, p) => t + off(p[0], p[1]), 0) < 0) {
    nx = -nx;
    ny = -ny;
  }
  const furthest = Math.max(...poly.points.map((p) => (p[0] - a[0]) * nx + (p[1] - a[1]) * ny));
  const plane: PlanFn = (x, y) => furthest - ((x - a[0]) * nx + (y - a[1]) * ny);
  return { distance: plane, planes: [plane] };
}

/** The roof line over a footprint whose fields and roof are checked (footprintIssues, roofsFor). */
export function footprintRoofLine(f: Footprint, roof: RoofType): RoofLine {
  if (f.kind === "rectangle") {
    const box = { type: roof, width: f.width, depth: f.depth };
    const n = planeDistances(box, 0, 0).length;
    return {
      distance: (x, y) => Math.min(...planeDistances(box, x, y)),
      planes: Array.from({ length: n }, (_, i) => (x: number, y: number) => planeDistances(box, x, y)[i]!),
    };
  }
  if (isMonoPitch(roof)) return monoOver(footprintPolygon(f));
  if (f.kind === "lShape")
    return { distance: (x, y) => lRoofDistance(f, x, y), planes: lRoofPlanes(f).map((p) => p.at) };
  return monoOver(footprintPolygon(f));
}
