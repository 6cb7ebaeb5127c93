// The closed loops of a DXF drawing (docs/series.md "Cross-sections"): the entities a profile's
// section is drawn with — LWPOLYLINE and POLYLINE/VERTEX (their bulges as arcs), LINE, ARC and
// CIRCLE — read by dxf-parser and joined end to end into closed polygons. Arcs become polylines
// of at most ARC_STEP each. Other entities (text, dimensions, hatches) are not part of the outline.
import DxfParser from "dxf-parser";

export type Pt = readonly [x: number, y: number];

/** The longest turn of one straight piece standing for an arc, radians (15°). */
const ARC_STEP = Math.PI / 12;

export type DxfLoops =
  | { ok: true; loops: Pt[][] }
  /** `unreadable`: not DXF text, or no outline entity in it; `open`: a chain of pieces does not close. */
  | { ok: false; problem: "unreadable" | "open" };

type Vertex = { x: number; y: number; bulge?: number };
type Entity = {
  type: string;
  vertices?: Vertex[];
  shape?: boolean;
  center?: { x: number; y: number };
  radius?: number;
  startAngle?: number;
  endAngle?: number;
};

/** Points of the arc from `a` to `b` with `bulge` (tan of a quarter of its turn, + counter-clockwise), `a` left out. */
export function bulgePoints(a: Pt, b: Pt, bulge: number): Pt[] {
  if (!bulge) return [b];
  const turn = 4 * Math.atan(bulge);
  const chord = Math.hypot(b[0] - a[0], b[1] - a[1]);
  if (chord < 1e-12) return [b];
  const radius = chord / (2 * Math.sin(Math.abs(turn) / 2));
  // the centre lies off the chord's midpoint, left of a→b for a counter-clockwise arc under 180°
  const mx = (a[0] + b[0]) / 2;
  const my = (a[1] + b[1]) / 2;
  const off = radius * Math.cos(turn / 2) * Math.sign(turn);
  const ux = -(b[1] - a[1]) / chord;
  const uy = (b[0] - a[0]) / chord;
  const cx = mx + ux * off;
  const cy = my + uy * off;
  const start = Math.atan2(a[1] - cy, a[0] - cx);
  return arcPoints(cx, cy, radius, start, turn, b);
}

/** The points after the start of the arc about (cx, cy) turning `turn` from angle `start`, ending exactly at `end`. */
function arcPoints(cx: number, cy: number, r: number, start: number, turn: number, end: Pt): Pt[] {
  const steps = Math.max(1, Math.ceil(Math.abs(turn) / ARC_STEP));
  const out: Pt[] = [];
  for (let i = 1; i < steps; i++) {
    const t = start + (turn * i) / steps;
    out.push([cx + r * Math.cos(t), cy + r * Math.sin(t)]);
  }
  out.push(end);
  return out;
}

/** A polyline's points, its bulges turned into arc points (closing piece included when closed). */
function polylinePoints(vertices: readonly Vertex[], closed: boolean): Pt[] {
  const pts: Pt[] = [];
  const n = vertices.length;
  if (n === 0) return pts;
  pts.push([vertices[0]!.x, vertices[0]!.y]);
  const last = closed ? n : n - 1;
  for (let i = 0; i < last; i++) {
    const v = vertices[i]!;
    const w = vertices[(i + 1) % n]!;
    pts.push(...bulgePoints([v.x, v.y], [w.x, w.y], v.bulge ?? 0));
  }
  return pts;
}

const finite = (...xs: number[]) => xs.every((x) => Number.isFinite(x));

/** A piece's points, or a loop's (a closed polyline, a circle); null for entities no outline is drawn with. */
function pieceOf(e: Entity): { points: Pt[]; closed: boolean } | null {
  switch (e.type) {
    case "LWPOLYLINE":
    case "POLYLINE": {
      const vertices = e.vertices ?? [];
      if (vertices.length < 2 || !vertices.every((v) => finite(v.x, v.y, v.bulge ?? 0))) return null;
      return { points: polylinePoints(vertices, e.shape === true), closed: e.shape === true };
    }
    case "LINE": {
      const [a, b] = e.vertices ?? [];
      if (!a || !b || !finite(a.x, a.y, b.x, b.y)) return null;
      return {
        points: [
          [a.x, a.y],
          [b.x, b.y],
        ],
        closed: false,
      };
    }
    case "ARC": {
      const { center: c, radius: r, startAngle: s, endAngle: t } = e;
      if (!c || r === undefined || s === undefined || t === undefined || !finite(c.x, c.y, r, s, t))
        return null;
      // counter-clockwise from start to end
      const turn = (((t - s) % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI) || 2 * Math.PI;
      const first: Pt = [c.x + r * Math.cos(s), c.y + r * Math.sin(s)];
      const end: Pt = [c.x + r * Math.cos(s + turn), c.y + r * Math.sin(s + turn)];
      return { points: [first, ...arcPoints(c.x, c.y, r, s, turn, end)], closed: false };
    }
    case "CIRCLE": {
      const { center: c, radius: r } = e;
      if (!c || r === undefined || !finite(c.x, c.y, r) || r <= 0) return null;
      const first: Pt = [c.x + r, c.y];
      return { points: [first, ...arcPoints(c.x, c.y, r, 0, 2 * Math.PI, first)], closed: true };
    }
    default:
      return null;
  }
}

const near = (a: Pt, b: Pt, tol: number) => Math.abs(a[0] - b[0]) <= tol && Math.abs(a[1] - b[1]) <= tol;

/** Without the closing copy of the first point and repeated points. */
function tidy(points: readonly Pt[], tol: number): Pt[] {
  const out: Pt[] = [];
  for (const p of points) if (!out.length || !near(out[out.length - 1]!, p, tol)) out.push(p);
  if (out.length > 1 && near(out[0]!, out[out.length - 1]!, tol)) out.pop();
  return out;
}

/**
 * Open pieces joined end to end into loops (either end of a piece may meet either end of the
 * next); null when some chain does not close.
 */
function joinPieces(pieces: Pt[][], tol: number): Pt[][] | null {
  const loops: Pt[][] = [];
  const left = [...pieces];
  while (left.length > 0) {
    let chain = [...left.pop()!];
    for (;;) {
      if (chain.length > 2 && near(chain[0]!, chain[chain.length - 1]!, tol)) break;
      const end = chain[chain.length - 1]!;
      const i = left.findIndex((p) => near(p[0]!, end, tol) || near(p[p.length - 1]!, end, tol));
      if (i < 0) return null;
      const next = left.splice(i, 1)[0]!;
      chain = chain.concat((near(next[0]!, end, tol) ? next : [...next].reverse()).slice(1));
    }
    loops.push(chain);
  }
  return loops;
}

/** The closed loops of DXF text, in its own units and axes. */
export function dxfLoops(text: string): DxfLoops {
  let entities: Entity[];
  try {
    entities = (new DxfParser().parseSync(text)?.entities ?? []) as unknown as Entity[];
  } catch {
    return { ok: false, problem: "unreadable" };
  }
  const pieces = entities.flatMap((e) => pieceOf(e) ?? []);
  if (pieces.length === 0) return { ok: false, problem: "unreadable" };
  let span = 0;
  for (const p of pieces) for (const [x, y] of p.points) span = Math.max(span, Math.abs(x), Math.abs(y));
  // ends meet within a hundred-thousandth of the drawing's extent (a micrometre on a 100 mm section)
  const tol = Math.max(1e-9, span * 1e-5);
  const closed = pieces.filter((p) => p.closed).map((p) => tidy(p.points, tol));
  const joined = joinPieces(
    pieces.filter((p) => !p.closed).map((p) => p.points),
    tol,
  );
  if (!joined) return { ok: false, problem: "open" };
  const loops = [...closed, ...joined.map((l) => tidy(l, tol))].filter((l) => l.length >= 3);
  if (loops.length === 0) return { ok: false, problem: "open" };
  return { ok: true, loops };
}
