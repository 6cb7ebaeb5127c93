// The wall facets of any footprint (docs/sunroom.md "Footprints"): each open side of the polygon
// in equal bays, each bay a frame of the design model standing on the floor, its top the roof line
// over that wall. Sides are seen from outside, left to right; a facet id is `s<side>-<bay>`
// (side numbered from 1 in the polygon's order), e.g. `s3-2`.
import type { FrameShape } from "../design/model.ts";
import { signedArea2 } from "../geometry/convex.ts";
import { facetDesign, facetShape } from "./facets.ts";
import { type Footprint, footprintPolygon } from "./footprint.ts";
import { footprintRoofLine } from "./footprint-roof.ts";
import type { Sunroom } from "./model.ts";
import type { P2 } from "./roof.ts";

export type FootprintFacet = {
  id: string;
  /** The polygon side it stands on (0-based). */
  side: number;
  from: P2;
  to: P2;
  width: number;
  top: P2[];
  shape: FrameShape;
  design: ReturnType<typeof facetDesign>;
};

/** Distances along a wall (0 … width) where the roof line over it turns: where two planes cross and the line is not straight. */
function roofLineTop(height: (d: number) => number, planes: ((d: number) => number)[], width: number): P2[] {
  const cand = new Set<number>([0, width]);
  for (let i = 0; i < planes.length; i++)
    for (let j = i + 1; j < planes.length; j++) {
      const a0 = planes[i]!(0);
      const a1 = planes[i]!(width);
      const b0 = planes[j]!(0);
      const b1 = planes[j]!(width);
      const si = a1 - a0;
      const sj = b1 - b0;
      if (Math.abs(si - sj) < 1e-9) continue;
      const t = (b0 - a0) / (si - sj);
      if (t > 1e-9 && t < 1 - 1e-9) cand.add(t * width);
    }
  const pts: P2[] = [...cand].sort((x, y) => x - y).map((d) => [d, height(d)]);
  // keep the turning points only
  const out: P2[] = [pts[0]!];
  for (let k = 1; k + 1 < pts.length; k++) {
    const p = out[out.length - 1]!;
    const q = pts[k]!;
    const r = pts[k + 1]!;
    const onLine = p[1] + ((r[1] - p[1]) * (q[0] - p[0])) / (r[0] - p[0]);
    if (Math.abs(onLine - q[1]) > 1e-6) out.push(q);
  }
  out.push(pts[pts.length - 1]!);
  return out;
}

/**
 * The facets of a footprint's open sides under its roof (fields checked), `bays[i]` to side i
 * (1 when not given), eaves at `eaveHeight`, the roof rising at tan p = `tan`.
 */
export function footprintFacets(
  f: Footprint,
  s: Pick<Sunroom, "roof" | "eaveHeight" | "facetSeriesId" | "colour" | "facetRegions">,
  tan: number,
  bays: readonly number[] = [],
): FootprintFacet[] {
  const poly = footprintPolygon(f);
  const line = footprintRoofLine(f, s.roof);
  const n = poly.points.length;
  // seen from outside, left to right: against the polygon's turn
  const ccw = signedArea2(poly.points) > 0;
  const out: FootprintFacet[] = [];
  for (let i = 0; i < n; i++) {
    if (poly.house[i]) continue;
    const p = poly.points[i]!;
    const q = poly.points[(i + 1) % n]!;
    const [a, b] = ccw ? [q, p] : [p, q];
    const count = bays[i] ?? 1;
    for (let k = 0; k < count; k++) {
      const from: P2 = [a[0] + ((b[0] - a[0]) * k) / count, a[1] + ((b[1] - a[1]) * k) / count];
      const to: P2 = [a[0] + ((b[0] - a[0]) * (k + 1)) / count, a[1] + ((b[1] - a[1]) * (k + 1)) / count];
      const width = Math.hypot(to[0] - from[0], to[1] - from[1]);
      const at = (fn: (x: number, y: number) => number) => (d: number) =>
        fn(from[0] + ((to[0] - from[0]) * d) / width, from[1] + ((to[1] - from[1]) * d) / width);
      const height = (d: number) => s.eaveHeight + tan * at(line.distance)(d);
      const top = roofLineTop(height, line.planes.map(at), width);
      const shape = facetShape(width, top);
      const id = `s${i + 1}-${k + 1}`;
      const high = Math.max(...top.map((t) => t[1]));
      out.push({
        id,
        side: i,
        from,
        to,
        width,
        top,
        shape,
        design: facetDesign(s, id, shape, width, high),
      });
    }
  }
  return out;
}
