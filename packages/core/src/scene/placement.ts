// Placing a window into a photo (issue 29, effect rendering), the parts the camera solver
// (homography.ts) does not do: whether four dragged corners make an opening it can solve, where
// a photo's pixel is on the screen that shows it (and back), and where the sun shines from.
// Pure: numbers in, numbers out.
import type { Point2 } from "./homography.ts";

/** The opening's corners in the order the solver takes them: top-left, top-right, bottom-right, bottom-left (y down). */
export type Corners = readonly [Point2, Point2, Point2, Point2];

/**
 * Why four corners are refused: two sides cross (a bow tie), a corner points inward (not
 * convex), the corners go round the wrong way or upside down (the top side below the bottom,
 * the left right of the right), or a side is shorter than allowed.
 */
export type CornersProblem = "crossing" | "notConvex" | "order" | "tooSmall";

export type CornersCheck =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly problem: CornersProblem;
      /** The corner to move (its index, TL 0 … BL 3), where one corner is to blame; null otherwise. */
      readonly corner: number | null;
    };

/** Twice the signed area of the triangle a, b, c; positive when a → b → c turns clockwise on screen (y down). */
const turn = (a: Point2, b: Point2, c: Point2) => (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x);

/** Whether the segments p1–p2 and q1–q2 cross (touching counts). */
function segmentsCross(p1: Point2, p2: Point2, q1: Point2, q2: Point2): boolean {
  const d1 = turn(q1, q2, p1);
  const d2 = turn(q1, q2, p2);
  const d3 = turn(p1, p2, q1);
  const d4 = turn(p1, p2, q2);
  return d1 * d2 <= 0 && d3 * d4 <= 0;
}

/**
 * Whether `corners` (TL, TR, BR, BL in picture pixels, y down) make an opening the camera can be
 * solved from: a convex quadrilateral going round clockwise on screen with its top side above its
 * bottom side and its left side left of its right side, and no side shorter than `minSide` pixels.
 * Nothing is reordered: a wrong quadrilateral is refused with what is wrong.
 */
export function checkCorners(corners: Corners, minSide = 1): CornersCheck {
  const [tl, tr, br, bl] = corners;
  for (let i = 0; i < 4; i++) {
    const a = corners[i] as Point2;
    const b = corners[(i + 1) % 4] as Point2;
    if (!(Math.hypot(b.x - a.x, b.y - a.y) >= minSide)) return { ok: false, problem: "tooSmall", corner: i };
  }
  if (segmentsCross(tl, tr, br, bl) || segmentsCross(tr, br, bl, tl))
    return { ok: false, problem: "crossing", corner: null };
  const turns = corners.map((p, i) =>
    turn(corners[(i + 3) % 4] as Point2, p, corners[(i + 1) % 4] as Point2),
  );
  const clockwise = turns.filter((t) => t > 0).length;
  if (clockwise === 0) return { ok: false, problem: "order", corner: null };
  if (clockwise < 4) {
    // the one corner that turns the other way (a dart: three turn one way, one the other)
    const minority = clockwise >= 2 ? turns.findIndex((t) => t <= 0) : turns.findIndex((t) => t > 0);
    return { ok: false, problem: clockwise === 2 ? "crossing" : "notConvex", corner: minority };
  }
  const top = (tl.y + tr.y) / 2;
  const bottom = (bl.y + br.y) / 2;
  const left = (tl.x + bl.x) / 2;
  const right = (tr.x + br.x) / 2;
  if (!(top < bottom && left < right)) return { ok: false, problem: "order", corner: null };
  return { ok: true };
}

export type Size = { readonly width: number; readonly height: number };

/** A picture shown whole in a box (as CSS's object-fit: contain): screen = offset + scale · picture. */
export type Fit = { readonly scale: number; readonly x: number; readonly y: number };

/** How a picture of `picture` pixels is shown whole and centred in a box of `box` pixels. */
export function fitContain(picture: Size, box: Size): Fit {
  const scale = Math.min(box.width / picture.width, box.height / picture.height);
  return {
    scale,
    x: (box.width - picture.width * scale) / 2,
    y: (box.height - picture.height * scale) / 2,
  };
}

/** A picture's pixel where the box shows it. */
export const pictureToScreen = (fit: Fit, p: Point2): Point2 => ({
  x: fit.x + p.x * fit.scale,
  y: fit.y + p.y * fit.scale,
});

/** The picture's pixel under a point of the box. */
export const screenToPicture = (fit: Fit, p: Point2): Point2 => ({
  x: (p.x - fit.x) / fit.scale,
  y: (p.y - fit.y) / fit.scale,
});

/** The nearest point of the picture (a corner dragged past its edge stays on it). */
export const insidePicture = (picture: Size, p: Point2): Point2 => ({
  x: Math.min(picture.width, Math.max(0, p.x)),
  y: Math.min(picture.height, Math.max(0, p.y)),
});

/** The corners first offered: a rectangle in the middle of the picture, half its width and height. */
export function startingCorners(picture: Size): Corners {
  const [x0, x1] = [picture.width * 0.25, picture.width * 0.75];
  const [y0, y1] = [picture.height * 0.25, picture.height * 0.75];
  return [
    { x: x0, y: y0 },
    { x: x1, y: y0 },
    { x: x1, y: y1 },
    { x: x0, y: y1 },
  ];
}

/**
 * A unit vector toward the sun in the wall's axes: x along the wall to the right (as seen from
 * outside, looking at it), y up, z out of the wall toward the viewer. The sun is given as the
 * renders store it (azimuth clockwise from north, elevation above the horizon, degrees) and the
 * wall by the compass direction it faces (its outward normal: 180 for a wall facing south).
 */
export function sunDirection(
  sun: { readonly azimuth: number; readonly elevation: number },
  wallFacing: number,
): [number, number, number] {
  // the viewer looks at the wall, toward facing + 180°: a sun east of the wall's normal (a
  // larger azimuth) is on the viewer's left
  const a = ((sun.azimuth - wallFacing) * Math.PI) / 180;
  const e = (sun.elevation * Math.PI) / 180;
  return [-Math.sin(a) * Math.cos(e), Math.sin(e), Math.cos(a) * Math.cos(e)];
}

/** Whether the sun shines on the wall's face (in front of it and above the horizon); otherwise the wall is in shade. */
export function sunOnWall(direction: readonly [number, number, number]): boolean {
  return direction[1] > 0 && direction[2] > 1e-6;
}

/** The compass directions a wall may face, degrees clockwise from north (N, NE, … NW). */
export const WALL_FACINGS = [0, 45, 90, 135, 180, 225, 270, 315] as const;

/** How far back a window may sit in its opening (from the wall's face), mm, and where the editor starts. */
export const RECESS_LIMITS = { min: 0, max: 300, start: 80 } as const;
