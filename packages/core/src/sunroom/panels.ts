// The roof fields (docs/sunroom.md "Roof panels"): each plane cut into panels between its rafters,
// each a convex polygon in the plane's own coordinates (mm on the slope) with what each edge meets
// and the bevel its edge is cut at.
import { signedArea2 } from "../geometry/convex.ts";
import { clipHalf, type LabelledPolygon, lineInside } from "./clip.ts";
import { rafterStations } from "./members.ts";
import type { RoofPanelSpec } from "./model.ts";
import { hipDihedral, type P2, type Roof, type RoofEdgeKind, toPlane } from "./roof.ts";

export type PanelEdgeKind = RoofEdgeKind | "rafter";
export type RoofPanel = {
  id: string;
  plane: string;
  /** Panel outline, mm on the slope: x along the eaves from the panel's left, y up the slope from the eaves edge. */
  points: P2[];
  /** Where the panel's left lies along its plane's eaves (from the plane's `origin`), mm: its place on the plane. */
  from: number;
  edges: { kind: PanelEdgeKind /** degrees off square */; bevel: number }[];
  /** Bounding width (along the eaves) and length (up the slope), mm; area m². */
  width: number;
  length: number;
  area: number;
  material: RoofPanelSpec;
};

/** Where an edge meets another panel at an angle, each edge is cut at half the angle the planes turn through. */
export function edgeBevel(kind: PanelEdgeKind, pitch: number): number {
  if (kind === "ridge") return pitch; // two planes of pitch p turn 2p at the ridge
  // a valley turns as a hip does, the other way (l-roof.ts)
  if (kind === "hip" || kind === "valley") return (180 - hipDihedral(pitch)) / 2;
  return 0;
}

export function buildPanels(roof: Roof, spacing: number, material: RoofPanelSpec): RoofPanel[] {
  const out: RoofPanel[] = [];
  for (const plane of roof.planes) {
    const poly: LabelledPolygon<PanelEdgeKind> = {
      points: plane.outline.map((p) => toPlane(roof, plane, p)),
      edges: [...plane.edges],
    };
    // the strips' edges: every rafter that stands (not one at a hip corner), in u along the eaves
    const cuts = rafterStations(plane, spacing)
      .filter((at) => {
        const seg = lineInside(plane.outline, at, plane.inward);
        return seg !== null && seg[1] > 1e-6;
      })
      .map((at) => toPlane(roof, plane, at)[0]);
    const us = poly.points.map((p) => p[0]);
    const bounds = [Math.min(...us), ...cuts, Math.max(...us)].filter(
      (u, i, all) => i === 0 || u - all[i - 1]! > 1e-6,
    );
    for (let k = 0; k + 1 < bounds.length; k++) {
      const a = bounds[k]!;
      const b = bounds[k + 1]!;
      const strip = clipHalf(
        clipHalf(poly, (p) => p[0] - a, "rafter"),
        (p) => b - p[0],
        "rafter",
      );
      if (strip.points.length < 3 || Math.abs(signedArea2(strip.points)) < 1e-6) continue;
      const points = strip.points.map((p): P2 => [p[0] - a, p[1]]);
      const ys = points.map((p) => p[1]);
      out.push({
        id: `panel-${plane.id}-${k + 1}`,
        plane: plane.id,
        points,
        from: a,
        edges: strip.edges.map((kind) => ({ kind, bevel: edgeBevel(kind, roof.pitch) })),
        width: b - a,
        length: Math.max(...ys) - Math.min(...ys),
        area: Math.abs(signedArea2(points)) / 2 / 1e6,
        material,
      });
    }
  }
  return out;
}
