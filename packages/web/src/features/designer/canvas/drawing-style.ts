import type { FillType, LayoutSash, MemberRole, Point } from "@fenestra/core";

// How each layout element kind looks (on screen and in the SVG/PNG export), in one place.

export const MEMBER_FILL: Record<MemberRole, string> = {
  frame: "#d9d9d9",
  mullion: "#c4c4c4",
  sash: "#ececec",
  bead: "#bfbfbf",
  slideRail: "#b0b0b0",
  interlock: "#a6a6a6",
  foldLeaf: "#ececec",
  decoration: "#f0f0f0",
  joiner: "#8c8c8c",
};
export const FILL_COLOR: Record<FillType, string> = {
  glass: "#cde6f7",
  panel: "#d6c7b0",
  shade: "#e8e3c9",
  screen: "#e6e6e6",
};
export const STROKE = "#404040";
export const SELECTED = "#1677ff";
export const DIMENSION_COLOR = "#cf1322";

export function pointsAttr(polygon: readonly Point[]): string {
  return polygon.map((p) => `${p[0]},${p[1]}`).join(" ");
}

function bbox(polygon: readonly Point[]) {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const [x, y] of polygon) {
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x);
    y1 = Math.max(y1, y);
  }
  return { x0, y0, x1, y1 };
}

/**
 * The opening symbol of a sash as line segments (canvas mm): two lines from the corners of the
 * side opposite the hinge to the middle of the hinge side; a slide panel gets an arrow.
 */
export function sashSymbol(sash: LayoutSash): [number, number, number, number][] {
  const { x0, y0, x1, y1 } = bbox(sash.polygon);
  const mx = (x0 + x1) / 2;
  const my = (y0 + y1) / 2;
  if (sash.openType === "slide") {
    const len = (x1 - x0) * 0.25;
    const dir = (sash.track ?? 0) % 2 === 0 ? 1 : -1;
    const tip = mx + (dir * len) / 2;
    return [
      [mx - (dir * len) / 2, my, tip, my],
      [tip, my, tip - dir * 40, my - 30],
      [tip, my, tip - dir * 40, my + 30],
    ];
  }
  if (sash.openType === "fixed") return [];
  switch (sash.hingeSide) {
    case "left":
      return [
        [x1, y0, x0, my],
        [x1, y1, x0, my],
      ];
    case "right":
      return [
        [x0, y0, x1, my],
        [x0, y1, x1, my],
      ];
    case "top":
      return [
        [x0, y1, mx, y0],
        [x1, y1, mx, y0],
      ];
    case "bottom":
      return [
        [x0, y0, mx, y1],
        [x1, y0, mx, y1],
      ];
    default:
      return [];
  }
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
export function segmentsPath(segments: readonly (readonly [number, number, number, number])[]): string {
  let d = "";
  for (const [x1, y1, x2, y2] of segments) d += `M${r1(x1)} ${r1(y1)}L${r1(x2)} ${r1(y2)}`;
  return d;
}
