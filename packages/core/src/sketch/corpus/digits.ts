// Handwritten numbers for the corpus, so that reading them is measured honestly: each digit is a
// few pen strokes through control points (several ways of writing some digits: a 1 with or without
// its flag, an open or closed 4, a 7 with or without its bar, a 9 with a straight or curved stem),
// and every writing varies — the points moved by the hand, the whole number slanted, each digit
// a little taller or shorter, narrower or wider, off the baseline, the strokes wobbling and of the
// pen's width or thinner. Deterministic: all of it from the `Random` given.
import { type Paper, type Pen, strokePath } from "./draw.ts";
import type { Random } from "./random.ts";

type Stroke = { smooth: boolean; points: [number, number][] };
/** A digit's strokes in a unit box (x right, y down, 0..1). */
type Glyph = Stroke[];

const curve = (...points: [number, number][]): Stroke => ({ smooth: true, points });
const poly = (...points: [number, number][]): Stroke => ({ smooth: false, points });

/** An ellipse from angle a0 to a1 (radians, 0 = right, growing clockwise on the page). */
function arc(cx: number, cy: number, rx: number, ry: number, a0: number, a1: number, n = 10): Stroke {
  const points: [number, number][] = [];
  for (let i = 0; i <= n; i++) {
    const a = a0 + ((a1 - a0) * i) / n;
    points.push([cx + rx * Math.cos(a), cy + ry * Math.sin(a)]);
  }
  return { smooth: true, points };
}

const PI = Math.PI;
/** The ways each digit is written. */
const GLYPHS: Record<string, Glyph[]> = {
  "0": [
    [arc(0.5, 0.5, 0.46, 0.5, -PI / 2, -PI / 2 - 2.1 * PI)],
    [arc(0.5, 0.5, 0.44, 0.5, -PI / 2 + 0.3, 1.55 * PI)],
  ],
  "1": [
    [poly([0.55, 0], [0.5, 1])],
    [poly([0.2, 0.25], [0.6, 0], [0.55, 1])],
    [poly([0.25, 0.2], [0.6, 0], [0.55, 1]), poly([0.3, 1], [0.8, 1])],
  ],
  "2": [
    [
      curve(
        [0.05, 0.25],
        [0.35, 0.02],
        [0.72, 0.03],
        [0.92, 0.27],
        [0.78, 0.52],
        [0.35, 0.8],
        [0.04, 1],
        [0.5, 0.98],
        [0.97, 0.97],
      ),
    ],
    [curve([0.1, 0.2], [0.5, 0], [0.9, 0.22], [0.6, 0.6], [0.05, 0.99]), poly([0.05, 0.99], [0.95, 0.96])],
  ],
  "3": [
    [
      curve(
        [0.08, 0.12],
        [0.45, 0],
        [0.85, 0.13],
        [0.82, 0.35],
        [0.42, 0.48],
        [0.88, 0.6],
        [0.92, 0.86],
        [0.5, 1],
        [0.05, 0.87],
      ),
    ],
    [
      poly([0.1, 0], [0.9, 0], [0.45, 0.42]),
      curve([0.45, 0.42], [0.88, 0.58], [0.9, 0.86], [0.5, 1], [0.05, 0.85]),
    ],
  ],
  "4": [
    [poly([0.62, 0], [0.04, 0.66], [0.98, 0.66]), poly([0.72, 0.28], [0.72, 1])],
    [poly([0.15, 0], [0.08, 0.6], [0.95, 0.6]), poly([0.76, 0.05], [0.76, 1])],
  ],
  "5": [
    [
      poly([0.88, 0.01], [0.18, 0]),
      curve([0.18, 0], [0.12, 0.45], [0.52, 0.36], [0.9, 0.55], [0.9, 0.84], [0.52, 1], [0.06, 0.88]),
    ],
    [
      curve([0.16, 0.02], [0.12, 0.44], [0.5, 0.38], [0.92, 0.6], [0.84, 0.92], [0.45, 1], [0.06, 0.86]),
      poly([0.16, 0.02], [0.92, 0]),
    ],
  ],
  "6": [
    [
      curve(
        [0.82, 0.04],
        [0.45, 0.02],
        [0.14, 0.34],
        [0.08, 0.7],
        [0.3, 0.99],
        [0.72, 0.97],
        [0.9, 0.74],
        [0.7, 0.5],
        [0.34, 0.52],
        [0.1, 0.72],
      ),
    ],
    [curve([0.7, 0], [0.3, 0.3], [0.1, 0.75], [0.45, 1], [0.88, 0.8], [0.6, 0.5], [0.18, 0.62])],
  ],
  "7": [
    [poly([0.04, 0.02], [0.96, 0], [0.38, 1])],
    [poly([0.04, 0.02], [0.96, 0], [0.45, 1]), poly([0.3, 0.52], [0.86, 0.5])],
    [poly([0.02, 0.15], [0.06, 0], [0.96, 0.02], [0.5, 1])],
  ],
  "8": [
    [
      curve(
        [0.6, 0.48],
        [0.18, 0.3],
        [0.45, 0.01],
        [0.84, 0.2],
        [0.5, 0.5],
        [0.1, 0.76],
        [0.48, 1],
        [0.9, 0.76],
        [0.52, 0.48],
        [0.15, 0.25],
        [0.5, 0],
      ),
    ],
    [arc(0.5, 0.25, 0.34, 0.25, 0, 2.1 * PI), arc(0.5, 0.74, 0.44, 0.26, -PI / 2, 1.6 * PI)],
  ],
  "9": [
    [
      curve([0.88, 0.12], [0.5, 0], [0.1, 0.2], [0.22, 0.48], [0.62, 0.46], [0.9, 0.22]),
      poly([0.9, 0.1], [0.84, 1]),
    ],
    [
      curve(
        [0.9, 0.25],
        [0.55, 0],
        [0.1, 0.15],
        [0.2, 0.5],
        [0.65, 0.45],
        [0.92, 0.25],
        [0.88, 0.65],
        [0.62, 1],
        [0.25, 0.92],
      ),
    ],
  ],
};

/** Points along a Catmull-Rom curve through `pts` (or the polyline itself, densified). */
function trace(stroke: Stroke): [number, number][] {
  const pts = stroke.points;
  const out: [number, number][] = [];
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[Math.max(0, i - 1)]!;
    const p1 = pts[i]!;
    const p2 = pts[i + 1]!;
    const p3 = pts[Math.min(pts.length - 1, i + 2)]!;
    for (let k = 0; k < 8; k++) {
      const t = k / 8;
      if (!stroke.smooth) {
        out.push([p1[0] + (p2[0] - p1[0]) * t, p1[1] + (p2[1] - p1[1]) * t]);
        continue;
      }
      const t2 = t * t;
      const t3 = t2 * t;
      const f = (a: number, b: number, c: number, d: number) =>
        0.5 * (2 * b + (-a + c) * t + (2 * a - 5 * b + 4 * c - d) * t2 + (-a + 3 * b - 3 * c + d) * t3);
      out.push([f(p0[0], p1[0], p2[0], p3[0]), f(p0[1], p1[1], p2[1], p3[1])]);
    }
  }
  out.push(pts[pts.length - 1]!);
  return out;
}

/** Writes `text` (digits) centred at (cx, cy), about `size` tall, turned 90° left when `vertical`. */
export function writeNumber(
  p: Paper,
  pen: Pen,
  random: Random,
  text: string,
  cx: number,
  cy: number,
  size: number,
  vertical = false,
) {
  // the writer's habits for this number
  const slant = random.range(-0.08, 0.35);
  const aspect = random.range(0.45, 0.7);
  const spacing = random.range(0.12, 0.35);
  const width = Math.max(1, pen.width * random.range(0.55, 0.9));
  const jitter = random.range(0.02, 0.07);
  const drift = random.range(-0.06, 0.06);
  const glyphs = [...text].map((ch) => {
    const ways = GLYPHS[ch] ?? [];
    const glyph = ways[Math.floor(random.next() * ways.length)] ?? [];
    const h = size * random.range(0.88, 1.12);
    const w = h * aspect * (ch === "1" ? 0.6 : 1) * random.range(0.9, 1.1);
    return { glyph, h, w };
  });
  const total = glyphs.reduce((s, g, i) => s + g.w + (i > 0 ? size * spacing : 0), 0);
  let x = -total / 2;
  glyphs.forEach(({ glyph, h, w }, i) => {
    const base = size / 2 + drift * size * (i - (glyphs.length - 1) / 2) + random.range(-0.04, 0.04) * size;
    for (const stroke of glyph) {
      const moved: Stroke = {
        smooth: stroke.smooth,
        points: stroke.points.map(([u, v]) => [
          u + random.range(-jitter, jitter),
          v + random.range(-jitter, jitter),
        ]),
      };
      const phase = random.range(0, 2 * Math.PI);
      const amp = random.range(0, 0.025) * h;
      const points = trace(moved).map(([u, v], k): [number, number] => {
        const ly = base - h + v * h + amp * Math.sin(phase + k * 0.7);
        const lx = x + u * w + slant * (base - ly) + amp * Math.cos(phase + k * 0.9);
        return vertical ? [cx + ly, cy - lx] : [cx + lx, cy + ly];
      });
      strokePath(p, points, width, pen.darkness);
    }
    x += w + size * spacing;
  });
}
