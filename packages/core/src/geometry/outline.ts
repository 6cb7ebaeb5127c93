// Convex outlines made of straight and circular edges, in millimetres, y growing downward.
// Edges run clockwise on screen, so the interior lies on the right of each edge and arcs
// run with increasing angle around a centre that lies inside. Everything the layout needs
// (inset, clip by an axis-aligned half-plane, bounding box, area, line spans) is exact for
// both edge kinds; arcs are only sampled when a polygon is drawn.

export type P = readonly [number, number];
export type LineEdge = { kind: "line"; a: P; b: P };
/** Points c + r·(cos t, sin t) for t from t0 to t1 (t1 > t0, radians). */
export type ArcEdge = { kind: "arc"; c: P; r: number; t0: number; t1: number };
export type Edge = LineEdge | ArcEdge;
export type Outline = Edge[];
export type Box = { x0: number; y0: number; x1: number; y1: number };

export const EPS = 1e-7;
const TAU = Math.PI * 2;

export function arcPoint(e: ArcEdge, t: number): P {
  return [e.c[0] + e.r * Math.cos(t), e.c[1] + e.r * Math.sin(t)];
}
export function edgeStart(e: Edge): P {
  return e.kind === "line" ? e.a : arcPoint(e, e.t0);
}
export function edgeEnd(e: Edge): P {
  return e.kind === "line" ? e.b : arcPoint(e, e.t1);
}
/** Unit tangent (direction of travel) at the start / end of an edge. */
export function tangentAt(e: Edge, atEnd: boolean): P {
  if (e.kind === "line") {
    const dx = e.b[0] - e.a[0];
    const dy = e.b[1] - e.a[1];
    // sqrt rather than Math.hypot: hypot is several times slower in V8 and this is the hot path
    const l = Math.sqrt(dx * dx + dy * dy) || 1;
    return [dx / l, dy / l];
  }
  const t = atEnd ? e.t1 : e.t0;
  return [-Math.sin(t), Math.cos(t)];
}
/** Length of an edge in mm (arcs: developed length). */
export function edgeLength(e: Edge): number {
  if (e.kind === "arc") return e.r * (e.t1 - e.t0);
  const dx = e.b[0] - e.a[0];
  const dy = e.b[1] - e.a[1];
  return Math.sqrt(dx * dx + dy * dy);
}

export const line = (a: P, b: P): LineEdge => ({ kind: "line", a, b });

/** A closed polygon (clockwise on screen) as line edges. */
export function polygonOutline(points: readonly P[]): Outline {
  return points.map((a, i) => line(a, points[(i + 1) % points.length]!));
}

/** Interior angle (radians) at the vertex where edge `prev` ends and `next` starts. */
export function interiorAngle(prev: Edge, next: Edge): number {
  const a = tangentAt(prev, true);
  const b = tangentAt(next, false);
  const dot = -a[0] * b[0] - a[1] * b[1];
  return Math.acos(Math.max(-1, Math.min(1, dot)));
}

// ------------------------------------------------------------------ inset
function lineLineIntersection(a1: P, a2: P, b1: P, b2: P): P | null {
  const d1x = a2[0] - a1[0];
  const d1y = a2[1] - a1[1];
  const d2x = b2[0] - b1[0];
  const d2y = b2[1] - b1[1];
  const den = d1x * d2y - d1y * d2x;
  if (Math.abs(den) < 1e-12) return null;
  const s = ((b1[0] - a1[0]) * d2y - (b1[1] - a1[1]) * d2x) / den;
  return [a1[0] + s * d1x, a1[1] + s * d1y];
}

function lineCircle(a: P, b: P, c: P, r: number): P[] {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const fx = a[0] - c[0];
  const fy = a[1] - c[1];
  const A = dx * dx + dy * dy;
  const B = 2 * (fx * dx + fy * dy);
  const C = fx * fx + fy * fy - r * r;
  // a line that touches the circle (a jamb on a semicircle's springing point) may miss it by
  // rounding: within 1e-9 of B² (well under a micrometre) it touches
  const raw = B * B - 4 * A * C;
  const disc = raw < 0 && raw > -1e-9 * B * B ? 0 : raw;
  if (disc < 0 || A === 0) return [];
  const sq = Math.sqrt(disc);
  return [(-B - sq) / (2 * A), (-B + sq) / (2 * A)].map((s) => [a[0] + s * dx, a[1] + s * dy] as P);
}

function circleCircle(c1: P, r1: number, c2: P, r2: number): P[] {
  const d = Math.hypot(c2[0] - c1[0], c2[1] - c1[1]);
  if (d < EPS || d > r1 + r2 || d < Math.abs(r1 - r2)) return [];
  const a = (r1 * r1 - r2 * r2 + d * d) / (2 * d);
  const h = Math.sqrt(Math.max(0, r1 * r1 - a * a));
  const ux = (c2[0] - c1[0]) / d;
  const uy = (c2[1] - c1[1]) / d;
  const px = c1[0] + a * ux;
  const py = c1[1] + a * uy;
  return [
    [px - h * uy, py + h * ux],
    [px + h * uy, py - h * ux],
  ];
}

function nearest(points: P[], to: P): P | null {
  let best: P | null = null;
  let bd = Number.POSITIVE_INFINITY;
  for (const p of points) {
    const d = Math.hypot(p[0] - to[0], p[1] - to[1]);
    if (d < bd) {
      bd = d;
      best = p;
    }
  }
  return best;
}

type Carrier = { kind: "line"; a: P; b: P } | { kind: "circle"; c: P; r: number };

function carrierOf(e: Edge, d: number): Carrier {
  if (e.kind === "arc") return { kind: "circle", c: e.c, r: e.r - d };
  const t = tangentAt(e, false);
  const n: P = [-t[1], t[0]];
  return {
    kind: "line",
    a: [e.a[0] + n[0] * d, e.a[1] + n[1] * d],
    b: [e.b[0] + n[0] * d, e.b[1] + n[1] * d],
  };
}

function meet(p: Carrier, q: Carrier, near: P): P {
  if (p.kind === "line" && q.kind === "line") return lineLineIntersection(p.a, p.b, q.a, q.b) ?? near;
  if (p.kind === "circle" && q.kind === "circle") {
    const concentric = Math.hypot(p.c[0] - q.c[0], p.c[1] - q.c[1]) < EPS;
    if (concentric) {
      const a = Math.atan2(near[1] - p.c[1], near[0] - p.c[0]);
      return [p.c[0] + p.r * Math.cos(a), p.c[1] + p.r * Math.sin(a)];
    }
    return nearest(circleCircle(p.c, p.r, q.c, q.r), near) ?? near;
  }
  const l = (p.kind === "line" ? p : q) as Extract<Carrier, { kind: "line" }>;
  const c = (p.kind === "circle" ? p : q) as Extract<Carrier, { kind: "circle" }>;
  return nearest(lineCircle(l.a, l.b, c.c, c.r), near) ?? near;
}

function arcFromPoints(c: P, r: number, from: P, to: P, oldSweep: number): ArcEdge {
  const t0 = Math.atan2(from[1] - c[1], from[0] - c[0]);
  let t1 = Math.atan2(to[1] - c[1], to[0] - c[0]);
  while (t1 <= t0 + EPS) t1 += TAU;
  // a ring's edge never turns by more than it did before insetting
  if (t1 - t0 > oldSweep + Math.PI) t1 -= TAU;
  return { kind: "arc", c, r, t0, t1 };
}

/**
 * Moves every edge `d` mm toward the interior (negative `d` moves outward) and re-intersects
 * neighbours. Edges are kept one-to-one with the input, so a ring's members stay aligned.
 * `d` may be one distance per edge (a glass edge that sits deeper in a mullion than in the frame).
 */
export function inset(outline: Outline, d: number | readonly number[]): Outline {
  const n = outline.length;
  const by = (i: number): number => (typeof d === "number" ? d : (d[i] ?? 0));
  if (n === 1) {
    const e = outline[0]!;
    if (e.kind === "arc") return [{ ...e, r: e.r - by(0) }];
  }
  const carriers = outline.map((e, i) => carrierOf(e, by(i)));
  const vertices: P[] = [];
  for (let i = 0; i < n; i++) {
    const prev = (i + n - 1) % n;
    vertices.push(meet(carriers[prev]!, carriers[i]!, edgeStart(outline[i]!)));
  }
  return outline.map((e, i) => {
    const from = vertices[i]!;
    const to = vertices[(i + 1) % n]!;
    if (e.kind === "line") return line(from, to);
    return arcFromPoints(e.c, e.r - by(i), from, to, e.t1 - e.t0);
  });
}

/** Whether inset edge `e` runs against its original `o` (it was squeezed out by its neighbours). */
function turnedOver(o: Edge, e: Edge): boolean {
  if (e.kind === "arc") return e.t1 - e.t0 < EPS || e.r <= 0;
  const a = tangentAt(o, false);
  const dx = e.b[0] - e.a[0];
  const dy = e.b[1] - e.a[1];
  return dx * a[0] + dy * a[1] < EPS;
}

/**
 * The region `d` mm inside a convex outline, as an outline: like `inset`, but an edge that the
 * move squeezes out (a short jamb under an arch when a sash's face is wider than the jamb is
 * long) is dropped and its neighbours meet directly, so the result is the true inner region,
 * never a shape that folds over itself. Edges are no longer one-to-one with the input.
 * `insetOnce` is `inset(outline, d)` when the caller already has it.
 */
export function insetRegion(outline: Outline, d: number, insetOnce?: Outline): Outline {
  let edges = outline;
  let first = insetOnce;
  for (;;) {
    const out = first ?? inset(edges, d);
    first = undefined;
    const k = out.findIndex((e, i) => turnedOver(edges[i]!, e));
    if (k < 0 || edges.length <= 2) return out;
    edges = edges.filter((_, i) => i !== k);
  }
}

// ------------------------------------------------------------------ clipping
/** Half-plane: points whose coordinate `axis` (0 = x, 1 = y) is ≥ v (side 1) or ≤ v (side -1). */
type HalfPlane = { axis: 0 | 1; v: number; side: 1 | -1 };

const inside = (p: P, h: HalfPlane): boolean => h.side * (p[h.axis] - h.v) >= -1e-6;

function clipEdge(e: Edge, h: HalfPlane): Edge[] {
  if (e.kind === "line") {
    const ia = inside(e.a, h);
    const ib = inside(e.b, h);
    if (ia && ib) return [e];
    if (!ia && !ib) return [];
    const s = (h.v - e.a[h.axis]) / (e.b[h.axis] - e.a[h.axis]);
    const m: P = [e.a[0] + s * (e.b[0] - e.a[0]), e.a[1] + s * (e.b[1] - e.a[1])];
    const fixed: P = h.axis === 0 ? [h.v, m[1]] : [m[0], h.v];
    return ia ? [line(e.a, fixed)] : [line(fixed, e.b)];
  }
  const k = (h.v - e.c[h.axis]) / e.r;
  const cuts: number[] = [];
  if (Math.abs(k) < 1) {
    const base = h.axis === 0 ? Math.acos(k) : Math.asin(k);
    const roots = h.axis === 0 ? [base, -base] : [base, Math.PI - base];
    for (const r0 of roots) {
      for (let j = -2; j <= 2; j++) {
        const t = r0 + j * TAU;
        if (t > e.t0 + 1e-9 && t < e.t1 - 1e-9) cuts.push(t);
      }
    }
  }
  cuts.sort((a, b) => a - b);
  const ts = [e.t0, ...cuts, e.t1];
  const out: Edge[] = [];
  for (let i = 0; i + 1 < ts.length; i++) {
    const a = ts[i]!;
    const b = ts[i + 1]!;
    if (inside(arcPoint(e, (a + b) / 2), h)) {
      const last = out[out.length - 1];
      if (last?.kind === "arc" && Math.abs(last.t1 - a) < 1e-12) last.t1 = b;
      else out.push({ ...e, t0: a, t1: b });
    }
  }
  return out;
}

const close = (p: P, q: P): boolean => Math.abs(p[0] - q[0]) < 1e-6 && Math.abs(p[1] - q[1]) < 1e-6;

function snap(p: P, h: HalfPlane): P {
  return h.axis === 0 ? [h.v, p[1]] : [p[0], h.v];
}

/** Clips a convex outline by a half-plane; null when nothing is left. */
export function clipHalfPlane(outline: Outline, h: HalfPlane): Outline | null {
  const pieces: Edge[] = [];
  for (const e of outline) for (const p of clipEdge(e, h)) if (edgeLength(p) > 1e-6) pieces.push(p);
  if (pieces.length === 0) return null;
  const out: Edge[] = [];
  for (let i = 0; i < pieces.length; i++) {
    const cur = pieces[i]!;
    out.push(cur);
    const next = pieces[(i + 1) % pieces.length]!;
    const end = edgeEnd(cur);
    const start = edgeStart(next);
    if (!close(end, start)) out.push(line(snap(end, h), snap(start, h)));
  }
  if (out.length === 1 && out[0]!.kind === "line") return null;
  return out;
}

/** The part of a convex outline inside an axis-aligned box, or null. */
export function clipBox(outline: Outline, box: Box): Outline | null {
  let o: Outline | null = outline;
  const planes: HalfPlane[] = [
    { axis: 0, v: box.x0, side: 1 },
    { axis: 0, v: box.x1, side: -1 },
    { axis: 1, v: box.y0, side: 1 },
    { axis: 1, v: box.y1, side: -1 },
  ];
  for (const h of planes) {
    if (!o) return null;
    // skip planes the whole outline already satisfies (the common case)
    const b = boundingBox(o);
    const lo = h.axis === 0 ? b.x0 : b.y0;
    const hi = h.axis === 0 ? b.x1 : b.y1;
    if (h.side === 1 ? lo >= h.v - 1e-6 : hi <= h.v + 1e-6) continue;
    o = clipHalfPlane(o, h);
  }
  return o;
}

// ------------------------------------------------------------------ measures
/** Whether angle t (any turn) lies on the arc: t is brought into [t0, t0 + 2π) first. */
function angleInSweep(t: number, e: ArcEdge): boolean {
  let x = t;
  while (x < e.t0) x += TAU;
  while (x >= e.t0 + TAU) x -= TAU;
  return x <= e.t1 + 1e-12;
}

const ARC_EXTREMES = [0, Math.PI / 2, Math.PI, -Math.PI / 2] as const;

/** Axis-aligned bounding box of points. */
export function pointsBox(points: readonly P[]): Box {
  let x0 = Number.POSITIVE_INFINITY;
  let y0 = Number.POSITIVE_INFINITY;
  let x1 = Number.NEGATIVE_INFINITY;
  let y1 = Number.NEGATIVE_INFINITY;
  for (const [x, y] of points) {
    if (x < x0) x0 = x;
    if (x > x1) x1 = x;
    if (y < y0) y0 = y;
    if (y > y1) y1 = y;
  }
  return { x0, y0, x1, y1 };
}

/** Axis-aligned bounding box, exact for arcs. */
export function boundingBox(outline: Outline): Box {
  let x0 = Number.POSITIVE_INFINITY;
  let y0 = Number.POSITIVE_INFINITY;
  let x1 = Number.NEGATIVE_INFINITY;
  let y1 = Number.NEGATIVE_INFINITY;
  // no closures or temporary arrays for line edges: this runs for every member of a layout
  for (const e of outline) {
    if (e.kind === "line") {
      for (const p of [e.a, e.b]) {
        if (p[0] < x0) x0 = p[0];
        if (p[0] > x1) x1 = p[0];
        if (p[1] < y0) y0 = p[1];
        if (p[1] > y1) y1 = p[1];
      }
      continue;
    }
    for (const t of [e.t0, e.t1, ...ARC_EXTREMES]) {
      if (t !== e.t0 && t !== e.t1 && !angleInSweep(t, e)) continue;
      const p = arcPoint(e, t);
      if (p[0] < x0) x0 = p[0];
      if (p[0] > x1) x1 = p[0];
      if (p[1] < y0) y0 = p[1];
      if (p[1] > y1) y1 = p[1];
    }
  }
  return { x0, y0, x1, y1 };
}

/** Enclosed area in mm² (shoelace over vertices plus the circular segments of arcs). */
export function area(outline: Outline): number {
  let s = 0;
  for (const e of outline) {
    const a = edgeStart(e);
    const b = edgeEnd(e);
    s += a[0] * b[1] - b[0] * a[1];
  }
  let total = s / 2;
  for (const e of outline) {
    if (e.kind === "arc") {
      const sweep = e.t1 - e.t0;
      total += (e.r * e.r * (sweep - Math.sin(sweep))) / 2;
    }
  }
  return total;
}

/** Length of the outline in mm, arcs by their developed length (exact, not sampled). */
export function perimeter(outline: Outline): number {
  let sum = 0;
  for (const e of outline) sum += edgeLength(e);
  return sum;
}

/** Whether the outline is an axis-aligned rectangle. */
export function isRectangle(outline: Outline): boolean {
  if (outline.length !== 4) return false;
  return outline.every(
    (e) => e.kind === "line" && (Math.abs(e.a[0] - e.b[0]) < 1e-6 || Math.abs(e.a[1] - e.b[1]) < 1e-6),
  );
}

export type Crossing = { at: number; tangent: P };
/**
 * Where the line `axis` = v (axis 0: the vertical line x = v) crosses the outline: the lowest
 * and highest coordinate along the other axis, with the outline's tangent there. Null if missed.
 */
export function crossings(outline: Outline, axis: 0 | 1, v: number): { min: Crossing; max: Crossing } | null {
  const other = axis === 0 ? 1 : 0;
  let min: Crossing | null = null;
  let max: Crossing | null = null;
  const push = (coord: number, tangent: P) => {
    if (!min || coord < min.at) min = { at: coord, tangent };
    if (!max || coord > max.at) max = { at: coord, tangent };
  };
  for (const e of outline) {
    if (e.kind === "line") {
      const lo = Math.min(e.a[axis], e.b[axis]);
      const hi = Math.max(e.a[axis], e.b[axis]);
      if (v < lo - 1e-9 || v > hi + 1e-9) continue;
      const span = e.b[axis] - e.a[axis];
      const t = tangentAt(e, false);
      if (Math.abs(span) < 1e-12) {
        push(e.a[other], t);
        push(e.b[other], t);
      } else {
        const s = (v - e.a[axis]) / span;
        push(e.a[other] + s * (e.b[other] - e.a[other]), t);
      }
      continue;
    }
    const k = (v - e.c[axis]) / e.r;
    if (Math.abs(k) > 1 + 1e-12) continue;
    const kk = Math.max(-1, Math.min(1, k));
    const base = axis === 0 ? Math.acos(kk) : Math.asin(kk);
    const roots = axis === 0 ? [base, -base] : [base, Math.PI - base];
    for (const r0 of roots) {
      if (!angleInSweep(r0, e)) continue;
      push(arcPoint(e, r0)[other], [-Math.sin(r0), Math.cos(r0)]);
    }
  }
  return min && max ? { min, max } : null;
}

/** Whether any edge of the outline is an arc. */
export const hasArc = (outline: Outline): boolean => outline.some((e) => e.kind === "arc");

/**
 * The outline exactly, shifted by (dx, dy): each edge's start with the bulge of the edge,
 * tan(sweep / 4) for an arc (positive: its angle increases, clockwise on screen), 0 for a line.
 */
export function toBulgePath(outline: Outline, dx = 0, dy = 0): [number, number, number][] {
  return outline.map((e) => {
    const a = edgeStart(e);
    return [a[0] + dx, a[1] + dy, e.kind === "arc" ? Math.tan((e.t1 - e.t0) / 4) : 0];
  });
}

/** Samples the outline as a polygon (arcs every ≤ 5°), shifted by (dx, dy). */
export function toPolygon(outline: Outline, dx = 0, dy = 0): [number, number][] {
  const pts: [number, number][] = [];
  for (const e of outline) {
    if (e.kind === "line") {
      pts.push([e.a[0] + dx, e.a[1] + dy]);
      continue;
    }
    const steps = Math.max(1, Math.ceil((e.t1 - e.t0) / (Math.PI / 36)));
    for (let i = 0; i < steps; i++) {
      const p = arcPoint(e, e.t0 + ((e.t1 - e.t0) * i) / steps);
      pts.push([p[0] + dx, p[1] + dy]);
    }
  }
  return pts;
}
