// A sunroom's footprint as a polygon (docs/sunroom.md "Footprints"): the rectangle, an L of two
// legs, or a free polygon typed turtle style (each side's length and the turn at its end). Each
// side is the house wall or open. A typed polygon that does not close is refused with how far it
// misses; it is never closed for the user. Plan coordinates as model.ts: x along the house wall,
// y out from it (the garden), mm; a turn is degrees from +x toward +y (so a rectangle typed from
// the house wall's left end turns +90° at each corner).
import { signedArea2 } from "../geometry/convex.ts";
import type { P2 as P } from "./roof.ts";
import { SUNROOM_LIMITS } from "./validate.ts";

/** A side of a typed polygon: its length, the turn at its end, and whether it is the house wall. */
export type TurtleSide = { length: number; turn: number; house: boolean };

export type Footprint =
  | { kind: "rectangle"; width: number; depth: number }
  /**
   * An L: the first leg along the house wall, `length` × `depth`; the second leg, `wingLength`
   * wide, runs `wingDepth` further out from the first leg's front at its left end (x = 0).
   */
  | { kind: "lShape"; length: number; depth: number; wingLength: number; wingDepth: number }
  | { kind: "polygon"; sides: TurtleSide[] };

/** The polygon's corners, side i from point i to point i + 1 (closing on point 0), and its house sides. */
export type FootprintPolygon = { points: P[]; house: boolean[] };

/** Below this miss (mm) and turn total error (°) a typed polygon closes: typed angles are rounded. */
export const CLOSE_MM = 0.5;
export const CLOSE_DEG = 0.01;

const rad = (d: number) => (d * Math.PI) / 180;

/** Where a turtle walk ends: the corners visited, the end point, and the heading turned in all (°). */
export function walk(sides: readonly TurtleSide[]): { points: P[]; end: P; turned: number } {
  let x = 0;
  let y = 0;
  let heading = 0;
  const points: P[] = [];
  for (const s of sides) {
    points.push([x, y]);
    x += s.length * Math.cos(rad(heading));
    y += s.length * Math.sin(rad(heading));
    heading += s.turn;
  }
  return { points, end: [x, y], turned: heading };
}

/** The polygon of a footprint (its fields checked: footprintIssues is empty). */
export function footprintPolygon(f: Footprint): FootprintPolygon {
  if (f.kind === "rectangle")
    return {
      points: [
        [0, 0],
        [f.width, 0],
        [f.width, f.depth],
        [0, f.depth],
      ],
      house: [true, false, false, false],
    };
  if (f.kind === "lShape") {
    const { length: a, depth: b, wingLength: c, wingDepth: d } = f;
    return {
      points: [
        [0, 0],
        [a, 0],
        [a, b],
        [c, b],
        [c, b + d],
        [0, b + d],
      ],
      house: [true, false, false, false, false, false],
    };
  }
  return { points: walk(f.sides).points, house: f.sides.map((s) => s.house) };
}

export type FootprintIssue =
  | { field: string; code: "sunroom.out_of_range"; min: number; max: number }
  | { field: "footprint.wingLength"; code: "sunroom.wing_too_long"; most: number }
  | { field: "footprint.depth"; code: "sunroom.hip_too_shallow"; least: number }
  | { field: "footprint.sides"; code: "sunroom.polygon_open"; miss: number; dx: number; dy: number }
  | { field: "footprint.sides"; code: "sunroom.polygon_turns"; turned: number }
  | { field: "footprint.sides"; code: "sunroom.polygon_crosses" }
  | { field: "footprint.sides"; code: "sunroom.polygon_no_house" }
  | { field: "footprint.sides"; code: "sunroom.polygon_sides"; min: number; max: number };

export const MAX_POLYGON_SIDES = 24;

const inRange = (v: unknown, [min, max]: readonly [number, number]) =>
  typeof v === "number" && Number.isFinite(v) && v >= min && v <= max;

/** Segments ab and cd cross (touching at a shared end does not count). */
function crosses(a: P, b: P, c: P, d: P): boolean {
  const o = (p: P, q: P, r: P) => (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]);
  const d1 = o(c, d, a);
  const d2 = o(c, d, b);
  const d3 = o(a, b, c);
  const d4 = o(a, b, d);
  return (
    ((d1 > 1e-9 && d2 < -1e-9) || (d1 < -1e-9 && d2 > 1e-9)) &&
    ((d3 > 1e-9 && d4 < -1e-9) || (d3 < -1e-9 && d4 > 1e-9))
  );
}

/**
 * Every refusal of a footprint, at its field: sizes out of range, an L whose wing is not narrower
 * than its first leg, a hip L too shallow for its hips, a typed polygon that does not close (by
 * how many mm, and which way), whose turns do not come round once, whose sides cross, or with no
 * house wall side.
 */
export function footprintIssues(f: Footprint, roof?: string): FootprintIssue[] {
  const out: FootprintIssue[] = [];
  const size = SUNROOM_LIMITS.size;
  const range = (field: string, v: unknown) => {
    if (!inRange(v, size)) out.push({ field, code: "sunroom.out_of_range", min: size[0], max: size[1] });
  };
  if (f.kind === "rectangle") {
    range("footprint.width", f.width);
    range("footprint.depth", f.depth);
    return out;
  }
  if (f.kind === "lShape") {
    range("footprint.length", f.length);
    range("footprint.depth", f.depth);
    range("footprint.wingLength", f.wingLength);
    range("footprint.wingDepth", f.wingDepth);
    if (out.length > 0) return out;
    if (f.wingLength >= f.length)
      out.push({ field: "footprint.wingLength", code: "sunroom.wing_too_long", most: f.length });
    else if (roof === "hip" && f.depth < f.length / 2)
      out.push({ field: "footprint.depth", code: "sunroom.hip_too_shallow", least: f.length / 2 });
    return out;
  }
  const n = f.sides.length;
  if (n < 3 || n > MAX_POLYGON_SIDES) {
    out.push({ field: "footprint.sides", code: "sunroom.polygon_sides", min: 3, max: MAX_POLYGON_SIDES });
    return out;
  }
  f.sides.forEach((s, i) => {
    range(`footprint.sides.${i}.length`, s.length);
    if (!inRange(s.turn, [-180, 180]))
      out.push({ field: `footprint.sides.${i}.turn`, code: "sunroom.out_of_range", min: -180, max: 180 });
  });
  if (out.length > 0) return out;
  const { points, end, turned } = walk(f.sides);
  const miss = Math.hypot(end[0], end[1]);
  if (miss >= CLOSE_MM)
    out.push({ field: "footprint.sides", code: "sunroom.polygon_open", miss, dx: -end[0], dy: -end[1] });
  else if (Math.abs(Math.abs(turned) - 360) >= CLOSE_DEG)
    out.push({ field: "footprint.sides", code: "sunroom.polygon_turns", turned });
  else {
    let crossing = false;
    for (let i = 0; i < n && !crossing; i++)
      for (let j = i + 1; j < n && !crossing; j++)
        crossing = crosses(points[i]!, points[(i + 1) % n]!, points[j]!, points[(j + 1) % n]!);
    if (crossing || Math.abs(signedArea2(points)) < 1e-6)
      out.push({ field: "footprint.sides", code: "sunroom.polygon_crosses" });
  }
  if (!f.sides.some((s) => s.house)) out.push({ field: "footprint.sides", code: "sunroom.polygon_no_house" });
  return out;
}
