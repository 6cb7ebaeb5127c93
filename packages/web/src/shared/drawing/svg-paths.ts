import type { Point, Segment } from "@fenestra/core";

// SVG path helpers of the canvas. How each kind looks (colours, opening symbols) comes from
// core's render model and style (core/design/render), the same for every output.

export function pointsAttr(polygon: readonly Point[]): string {
  return polygon.map((p) => `${p[0]},${p[1]}`).join(" ");
}

const r1 = (v: number) => Math.round(v * 10) / 10;

/** Several polygons as one SVG path (one subpath each), coordinates to 0.1 mm. */
export function polygonsPath(polygons: readonly (readonly Point[])[]): string {
  let d = "";
  for (const poly of polygons) {
    poly.forEach((p, i) => {
      d += `${i === 0 ? "M" : "L"}${r1(p[0])} ${r1(p[1])}`;
    });
    if (poly.length) d += "Z";
  }
  return d;
}

/** Line segments as one SVG path. */
export function segmentsPath(segments: readonly Segment[]): string {
  let d = "";
  for (const [x1, y1, x2, y2] of segments) d += `M${r1(x1)} ${r1(y1)}L${r1(x2)} ${r1(y2)}`;
  return d;
}
