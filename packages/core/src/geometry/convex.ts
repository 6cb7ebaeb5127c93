import type { P } from "./outline.ts";

// Free polygon frames must be convex: the layout insets and clips outlines as convex shapes.

/** Twice the signed area (mm²); positive when the points run clockwise on screen (y down). */
export function signedArea2(points: readonly P[]): number {
  let s = 0;
  for (let i = 0; i < points.length; i++) {
    const a = points[i]!;
    const b = points[(i + 1) % points.length]!;
    s += a[0] * b[1] - b[0] * a[1];
  }
  return s;
}

/**
 * Whether the points form a simple convex polygon with a non-zero area, in either direction.
 * Every turn goes the same way and the turns add up to one full revolution (a star turns the
 * same way at every point, but twice around). Straight-through points are allowed.
 */
export function isConvexPolygon(points: readonly P[]): boolean {
  const n = points.length;
  if (n < 3 || Math.abs(signedArea2(points)) < 1e-6) return false;
  let sign = 0;
  let turning = 0;
  for (let i = 0; i < n; i++) {
    const a = points[i]!;
    const b = points[(i + 1) % n]!;
    const c = points[(i + 2) % n]!;
    const ux = b[0] - a[0];
    const uy = b[1] - a[1];
    const vx = c[0] - b[0];
    const vy = c[1] - b[1];
    if ((ux === 0 && uy === 0) || (vx === 0 && vy === 0)) return false; // repeated point
    const cross = ux * vy - uy * vx;
    if (Math.abs(cross) > 1e-9) {
      const s = Math.sign(cross);
      if (sign !== 0 && s !== sign) return false;
      sign = s;
    }
    turning += Math.atan2(cross, ux * vx + uy * vy);
  }
  return Math.abs(Math.abs(turning) - 2 * Math.PI) < 1e-6;
}
