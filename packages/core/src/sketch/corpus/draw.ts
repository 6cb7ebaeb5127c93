// Drawing hand-made strokes into a gray paper buffer (1 = white paper, 0 = black): a line with
// wobble, a pen width and an ink darkness, its ends a little over or short of where they aim.
import type { Random } from "./random.ts";

export type Paper = { width: number; height: number; data: Float32Array };

export type Pen = { width: number; darkness: number; wobble: number };

/** Darkens the pixels within `half` of segment a–b (anti-aliased over one pixel). */
export function capsule(
  p: Paper,
  ax: number,
  ay: number,
  bx: number,
  by: number,
  half: number,
  darkness: number,
) {
  const x0 = Math.max(0, Math.floor(Math.min(ax, bx) - half - 1));
  const x1 = Math.min(p.width - 1, Math.ceil(Math.max(ax, bx) + half + 1));
  const y0 = Math.max(0, Math.floor(Math.min(ay, by) - half - 1));
  const y1 = Math.min(p.height - 1, Math.ceil(Math.max(ay, by) + half + 1));
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy || 1;
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / len2));
      const d = Math.hypot(x - ax - t * dx, y - ay - t * dy);
      const alpha = Math.max(0, Math.min(1, half + 0.5 - d));
      if (alpha > 0) {
        const i = y * p.width + x;
        p.data[i] = Math.min(p.data[i]!, 1 - alpha * darkness);
      }
    }
  }
}

/** A hand-drawn line from a to b: slow wobble across it, and ends a little past or short. */
export function handLine(p: Paper, pen: Pen, random: Random, ax: number, ay: number, bx: number, by: number) {
  const len = Math.hypot(bx - ax, by - ay);
  if (len < 1) return;
  const ux = (bx - ax) / len;
  const uy = (by - ay) / len;
  const start = random.range(-0.012, 0.012) * len - random.range(0, 2);
  const end = len + random.range(-0.012, 0.012) * len + random.range(0, 2);
  const steps = Math.max(2, Math.ceil(len / 12));
  const phase = random.range(0, Math.PI * 2);
  const waves = random.range(0.5, 2);
  const amp = pen.wobble * random.range(0.3, 1);
  let px = 0;
  let py = 0;
  for (let i = 0; i <= steps; i++) {
    const s = start + ((end - start) * i) / steps;
    const off = amp * Math.sin(phase + (waves * 2 * Math.PI * i) / steps);
    const x = ax + ux * s - uy * off;
    const y = ay + uy * s + ux * off;
    if (i > 0) capsule(p, px, py, x, y, pen.width / 2, pen.darkness);
    px = x;
    py = y;
  }
}

/** A stroke through `points` (already placed), drawn as short capsules `width` wide. */
export function strokePath(p: Paper, points: readonly [number, number][], width: number, darkness: number) {
  for (let i = 1; i < points.length; i++) {
    const [ax, ay] = points[i - 1]!;
    const [bx, by] = points[i]!;
    capsule(p, ax, ay, bx, by, width / 2, darkness);
  }
}
