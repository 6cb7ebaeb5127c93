// Convex polygons cut by a straight line, keeping what each edge is (roof-plane edges, panels).

import { signedArea2 } from "../geometry/convex.ts";
import type { P2 } from "./roof.ts";

export type LabelledPolygon<L> = { points: P2[]; edges: L[] };

/**
 * The part of a convex polygon where f(p) ≥ 0, f linear (Sutherland–Hodgman, one side). Edges
 * keep their labels; the new edge along f = 0 gets `cut`.
 */
export function clipHalf<L>(poly: LabelledPolygon<L>, f: (p: P2) => number, cut: L): LabelledPolygon<L> {
  const points: P2[] = [];
  const edges: L[] = [];
  const n = poly.points.length;
  const EPS = 1e-9;
  for (let i = 0; i < n; i++) {
    const a = poly.points[i]!;
    const b = poly.points[(i + 1) % n]!;
    const fa = f(a);
    const fb = f(b);
    const label = poly.edges[i]!;
    if (fa >= -EPS) {
      points.push(a);
      edges.push(label);
      if (fb < -EPS) {
        // leaving: the rest of this edge is cut off, the new edge runs along the line
        const t = fa / (fa - fb);
        const q: P2 = [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
        if (fa > EPS) {
          points.push(q);
          edges.push(cut);
        } else edges[edges.length - 1] = cut;
      }
    } else if (fb > EPS) {
      // entering: the point where the edge crosses, then the edge's own label on
      const t = fa / (fa - fb);
      points.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]);
      edges.push(label);
    }
  }
  return { points, edges };
}

/** The stretch [t0, t1] of the line p + t·d inside a convex polygon, or null. */
export function lineInside(points: readonly P2[], p: P2, d: P2): [number, number] | null {
  let t0 = -Infinity;
  let t1 = Infinity;
  const s = Math.sign(signedArea2(points)) || 1;
  for (let i = 0; i < points.length; i++) {
    const a = points[i]!;
    const b = points[(i + 1) % points.length]!;
    // inside: s · cross(b − a, x − a) ≥ 0
    const ex = b[0] - a[0];
    const ey = b[1] - a[1];
    const c0 = s * (ex * (p[1] - a[1]) - ey * (p[0] - a[0]));
    const cd = s * (ex * d[1] - ey * d[0]);
    if (Math.abs(cd) < 1e-12) {
      if (c0 < -1e-9) return null;
      continue;
    }
    const t = -c0 / cd;
    if (cd > 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
  }
  return t1 - t0 > 1e-9 ? [t0, t1] : null;
}
