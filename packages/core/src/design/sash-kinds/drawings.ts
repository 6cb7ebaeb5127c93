// The opening symbols the kinds of `table.ts` are drawn with (canvas mm, y down).
import type { HingeSide, Point, Segment } from "./plain-types.ts";
import type { OpeningSash, OpeningSymbol } from "./spec.ts";

function sashBox(s: OpeningSash) {
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of s.polygon) {
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x);
    y1 = Math.max(y1, y);
  }
  return { x0, y0, x1, y1, mx: (x0 + x1) / 2, my: (y0 + y1) / 2 };
}

type Corners = { tl: Point; tr: Point; br: Point; bl: Point };

/**
 * The sash's real corners: of its outline's vertices (its exact outline's, when it has arcs) the
 * one nearest each corner of its bounding box. On an arched sash the top ones are where the arc
 * springs, not the box's corners outside the arc.
 */
function sashCorners(s: OpeningSash): Corners {
  const { x0, y0, x1, y1 } = sashBox(s);
  const vertices: readonly (readonly number[])[] = s.path ?? s.polygon;
  const nearest = (cx: number, cy: number): Point => {
    let best: Point = [cx, cy];
    let d = Infinity;
    for (const v of vertices) {
      const dv = (v[0]! - cx) ** 2 + (v[1]! - cy) ** 2;
      if (dv < d) [d, best] = [dv, [v[0]!, v[1]!]];
    }
    return best;
  };
  return { tl: nearest(x0, y0), tr: nearest(x1, y0), br: nearest(x1, y1), bl: nearest(x0, y1) };
}

const middle = (a: Point, b: Point): Point => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];

/**
 * Two lines from the corners opposite the hinge side to the middle of the hinge side (between
 * its two corners): all inside the sash, as its outline is convex.
 */
function hingeLines(s: OpeningSash, side: HingeSide): Segment[] {
  const { tl, tr, br, bl } = sashCorners(s);
  const [from, to] = {
    left: [[tr, br], middle(tl, bl)],
    right: [[tl, bl], middle(tr, br)],
    top: [[bl, br], middle(tl, tr)],
    bottom: [[tl, tr], middle(bl, br)],
  }[side] as [Point[], Point];
  return from.map((p): Segment => [p[0], p[1], to[0], to[1]]);
}

/** Hinged on the sash's own hinge side. */
export const hinged = (s: OpeningSash): OpeningSymbol => ({
  dashed: s.hingeSide ? hingeLines(s, s.hingeSide) : [],
  solid: [],
});

/** Hung on one side whatever the sash names: the lines meet there. */
export const hungOn =
  (side: HingeSide) =>
  (s: OpeningSash): OpeningSymbol => ({ dashed: hingeLines(s, side), solid: [] });

/** Turns on its hinge side and tilts on the bottom: both pairs of lines (the tilt triangle). */
export const turnAndTilt = (s: OpeningSash): OpeningSymbol => ({
  dashed: [
    ...(s.hingeSide && s.hingeSide !== "bottom" ? hingeLines(s, s.hingeSide) : []),
    ...hingeLines(s, "bottom"),
  ],
  solid: [],
});

/** Nothing: the sash does not open. */
export const noSymbol = (): OpeningSymbol => ({ dashed: [], solid: [] });

/**
 * Which way a panel slides: panels on outer (even) tracks right, on inner ones left, but never
 * into a panel on its own track (it cannot pass it): then the other way; nowhere when it meets
 * one on both sides, or when it is fixed.
 */
export function slideDirection(s: OpeningSash): 1 | -1 | null {
  if (!s.active) return null;
  const ways: (1 | -1)[] = (s.track ?? 0) % 2 === 0 ? [1, -1] : [-1, 1];
  return ways.find((way) => !s.meetings.includes(way === 1 ? "right" : "left")) ?? null;
}

/** An arrow along the panel's sliding direction (`slideDirection`); a fixed panel has none. */
export const slideArrow = (s: OpeningSash): OpeningSymbol => {
  const dir = slideDirection(s);
  if (dir === null) return noSymbol();
  const { x0, x1, mx, my } = sashBox(s);
  const len = (x1 - x0) * 0.25;
  const tip = mx + (dir * len) / 2;
  return {
    dashed: [],
    solid: [
      [mx - (dir * len) / 2, my, tip, my],
      [tip, my, tip - dir * 40, my - 30],
      [tip, my, tip - dir * 40, my + 30],
    ],
  };
};

/** A fold leaf folds with its neighbours: a zig-zag across its top shows the fold. */
export const foldZigzag = (s: OpeningSash): OpeningSymbol => {
  const { x0, y0, x1, mx } = sashBox(s);
  const h = Math.min(120, (x1 - x0) / 4);
  return {
    dashed: [
      [x0, y0 + h, mx, y0 + 2 * h],
      [mx, y0 + 2 * h, x1, y0 + h],
    ],
    solid: [],
  };
};
