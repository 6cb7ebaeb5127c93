// The opening symbols the kinds of `table.ts` are drawn with (canvas mm, y down).
import type { HingeSide, Segment } from "./plain-types.ts";
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

/** Two lines from the corners opposite the hinge side to the middle of the hinge side. */
function hingeLines(s: OpeningSash, side: HingeSide): Segment[] {
  const { x0, y0, x1, y1, mx, my } = sashBox(s);
  switch (side) {
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
  }
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

/** An arrow along the panel's sliding direction: outer tracks (even) slide right, inner ones left. */
export const slideArrow = (s: OpeningSash): OpeningSymbol => {
  const { x0, x1, mx, my } = sashBox(s);
  const len = (x1 - x0) * 0.25;
  const dir = (s.track ?? 0) % 2 === 0 ? 1 : -1;
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
