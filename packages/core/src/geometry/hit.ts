import { signedArea2 } from "./convex.ts";
import type { P } from "./outline.ts";

/** Whether point `p` lies inside a polygon (even-odd rule), all in the same mm space. */
export function pointInPolygon(p: P, polygon: readonly P[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i]!;
    const b = polygon[j]!;
    if (a[1] > p[1] !== b[1] > p[1] && p[0] < ((b[0] - a[0]) * (p[1] - a[1])) / (b[1] - a[1]) + a[0])
      inside = !inside;
  }
  return inside;
}

/** Shoelace area of a polygon, mm² (absolute). */
export function polygonArea(polygon: readonly P[]): number {
  return Math.abs(signedArea2(polygon)) / 2;
}
