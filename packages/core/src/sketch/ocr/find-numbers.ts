// Finding the numbers written on a straightened sketch and reading them: the ink outside the frame,
// less the strokes found as lines and grown by a pixel, cut into connected pieces; pieces of a digit's size (lines, ticks and dimension lines are far
// longer) gathered into numbers by nearness; a number whose pieces stack up and down is written
// turned 90° left (along a vertical dimension line) and is turned back to be read; its pieces,
// left to right, are its digits (pieces over one another joined, a piece as wide as two digits cut
// where it has the least ink). Each digit is classified (read-digits.ts); a number is read from its
// ink as found and as grown, the likelier reading kept. Pure.
import type { Mask } from "../image/ink.ts";
import type { Box, Segment } from "../sketch-types.ts";
import { classifyDigit } from "./read-digits.ts";

/** A number found on the sketch with its likeliest readings. */
export type FoundNumber = {
  /** Where it is written, straightened-paper pixels. */
  readonly box: Box;
  /** Written along a vertical line (turned 90° left) or along a horizontal one. */
  readonly vertical: boolean;
  /** Its digits' height in pixels. */
  readonly size: number;
  /** Readings, likeliest first: the value and the product of its digits' probabilities. */
  readonly readings: readonly { readonly value: number; readonly confidence: number }[];
};

type Piece = { x0: number; y0: number; x1: number; y1: number; pixels: number[] };

/** 8-connected pieces of ink outside `outside` (the frame, widened by `margin`). */
function pieces(mask: Mask, frame: Box, margin: number): Piece[] {
  const { width, height, data } = mask;
  const label = new Int32Array(width * height);
  const out: Piece[] = [];
  const inside = (x: number, y: number) =>
    x > frame.x0 - margin && x < frame.x1 + margin && y > frame.y0 - margin && y < frame.y1 + margin;
  const stack: number[] = [];
  for (let start = 0; start < data.length; start++) {
    if (!data[start] || label[start]) continue;
    const sx = start % width;
    const sy = (start / width) | 0;
    if (inside(sx, sy)) continue;
    const piece: Piece = { x0: sx, y0: sy, x1: sx, y1: sy, pixels: [] };
    label[start] = out.length + 1;
    stack.push(start);
    while (stack.length) {
      const i = stack.pop()!;
      const x = i % width;
      const y = (i / width) | 0;
      piece.pixels.push(i);
      piece.x0 = Math.min(piece.x0, x);
      piece.x1 = Math.max(piece.x1, x);
      piece.y0 = Math.min(piece.y0, y);
      piece.y1 = Math.max(piece.y1, y);
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const j = ny * width + nx;
          if (data[j] && !label[j] && !inside(nx, ny)) {
            label[j] = out.length + 1;
            stack.push(j);
          }
        }
    }
    out.push(piece);
  }
  return out;
}

/**
 * The mask without the strokes found as lines (dimension lines, ticks' lines): across each line, the
 * run of ink on it is cleared when it is no thicker than `thick` (a stroke crossing it is kept), so a
 * number written touching its dimension line comes apart from it.
 */
export function withoutLines(mask: Mask, segments: readonly Segment[], thick: number): Mask {
  const { width, height } = mask;
  const data = mask.data.slice();
  const ink = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < width && y < height && mask.data[y * width + x] === 1;
  for (const s of segments) {
    const horizontal = Math.abs(s.x2 - s.x1) >= Math.abs(s.y2 - s.y1);
    const [a, b] = horizontal ? [s.x1, s.x2] : [s.y1, s.y2];
    const lo = Math.max(0, Math.round(Math.min(a, b)));
    const hi = Math.round(Math.max(a, b));
    for (let t = lo; t <= hi; t++) {
      const f = b === a ? 0 : (t - a) / (b - a);
      const c = Math.round(horizontal ? s.y1 + (s.y2 - s.y1) * f : s.x1 + (s.x2 - s.x1) * f);
      const at = (k: number) => (horizontal ? ink(t, k) : ink(k, t));
      // the run of ink through the line's centre (or a pixel beside it)
      let start = [c, c - 1, c + 1, c - 2, c + 2].find(at);
      if (start === undefined) continue;
      let end = start;
      while (at(start - 1) && c - start < thick) start--;
      while (at(end + 1) && end - c < thick) end++;
      if (end - start + 1 > thick) continue;
      for (let k = start; k <= end; k++) data[horizontal ? k * width + t : t * width + k] = 0;
    }
  }
  return { width, height, data };
}

/** The mask grown by one pixel (3 × 3). */
function grown(mask: Mask): Mask {
  const { width, height, data } = mask;
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      if (!data[y * width + x]) continue;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx >= 0 && ny >= 0 && nx < width && ny < height) out[ny * width + nx] = 1;
        }
    }
  return { width, height, data: out };
}

const side = (p: Piece) => Math.max(p.x1 - p.x0 + 1, p.y1 - p.y0 + 1);

/** The numbers written outside `frame` on the straightened sketch's ink (`lines`: the strokes found as lines). */
export function findNumbers(inked: Mask, frame: Box, lines: readonly Segment[] = []): FoundNumber[] {
  const paperSide = Math.max(inked.width, inked.height);
  // a fine pen's strokes come out of the ink mask dotted: closed by a pixel's growth
  const bare = withoutLines(inked, lines, Math.round(paperSide / 100));
  const mask = grown(bare);
  const minSide = paperSide * 0.007;
  const maxSide = paperSide * 0.08;
  const all = pieces(mask, frame, paperSide * 0.006).filter((p) => {
    const s = side(p);
    return s >= minSide && s <= maxSide && p.pixels.length >= 8;
  });
  // pieces near one another (gap under half the larger one) and of like size make one number
  const parent = all.map((_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) i = parent[i]!;
    return i;
  };
  for (let i = 0; i < all.length; i++)
    for (let j = i + 1; j < all.length; j++) {
      const a = all[i]!;
      const b = all[j]!;
      const gap = Math.max(a.x0 - b.x1, b.x0 - a.x1, a.y0 - b.y1, b.y0 - a.y1, 0);
      const [sa, sb] = [side(a), side(b)];
      if (gap < 0.5 * Math.max(sa, sb) && Math.max(sa, sb) < 3 * Math.min(sa, sb)) parent[find(i)] = find(j);
    }
  const groups = new Map<number, Piece[]>();
  all.forEach((p, i) => {
    groups.set(find(i), [...(groups.get(find(i)) ?? []), p]);
  });
  const found: FoundNumber[] = [];
  for (const group of groups.values()) {
    const box = {
      x0: Math.min(...group.map((p) => p.x0)),
      y0: Math.min(...group.map((p) => p.y0)),
      x1: Math.max(...group.map((p) => p.x1)) + 1,
      y1: Math.max(...group.map((p) => p.y1)) + 1,
    };
    const w = box.x1 - box.x0;
    const h = box.y1 - box.y0;
    if (group.length < 2 && Math.max(w, h) < 1.5 * Math.min(w, h)) continue;
    // a number is longer along its writing than across it
    const vertical = h > w;
    // read as found and as grown (the growth joins a fine pen's dots but can close a small
    // digit's loop): the likelier reading wins
    const asInked = readGroup(mask, group, box, vertical, bare);
    const asGrown = readGroup(mask, group, box, vertical);
    const read =
      asInked && (!asGrown || asInked.readings[0]!.confidence >= asGrown.readings[0]!.confidence)
        ? asInked
        : asGrown;
    if (read) found.push({ box, vertical, ...read });
  }
  return found;
}

/** The group's ink in reading position (turned back when written vertically), 1 = ink. */
/** `only`: keep only the pixels that are ink there too. */
function readingImage(mask: Mask, group: Piece[], box: Box, vertical: boolean, only?: Mask) {
  const w = box.x1 - box.x0;
  const h = box.y1 - box.y0;
  const [rw, rh] = vertical ? [h, w] : [w, h];
  const data = new Uint8Array(rw * rh);
  for (const p of group)
    for (const i of p.pixels) {
      if (only && !only.data[i]) continue;
      const x = (i % mask.width) - box.x0;
      const y = ((i / mask.width) | 0) - box.y0;
      // turned 90° left when written: the text's right is the page's up, its down the page's right
      const [u, v] = vertical ? [h - 1 - y, x] : [x, y];
      data[v * rw + u] = 1;
    }
  return { width: rw, height: rh, data };
}

type Img = { width: number; height: number; data: Uint8Array };

/**
 * The digits of the reading image, left to right, each as its own image: its 8-connected pieces,
 * pieces mostly over one another joined (a 5's bar apart from its body), a piece as wide as two
 * digits or more cut where its columns hold the least ink (digits that touch).
 */
function digitImages(img: Img): Img[] {
  const { width, height, data } = img;
  const label = new Int32Array(width * height);
  type P = { x0: number; x1: number; pixels: number[] };
  const parts: P[] = [];
  for (let s = 0; s < data.length; s++) {
    if (!data[s] || label[s]) continue;
    const part: P = { x0: width, x1: 0, pixels: [] };
    const stack = [s];
    label[s] = 1;
    while (stack.length) {
      const i = stack.pop()!;
      const x = i % width;
      const y = (i / width) | 0;
      part.pixels.push(i);
      part.x0 = Math.min(part.x0, x);
      part.x1 = Math.max(part.x1, x + 1);
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          const j = ny * width + nx;
          if (nx >= 0 && ny >= 0 && nx < width && ny < height && data[j] && !label[j]) {
            label[j] = 1;
            stack.push(j);
          }
        }
    }
    if (part.pixels.length >= 3) parts.push(part);
  }
  parts.sort((a, b) => a.x0 + a.x1 - b.x0 - b.x1);
  const joined: P[] = [];
  for (const p of parts) {
    const last = joined[joined.length - 1];
    const overlap = last ? Math.min(last.x1, p.x1) - Math.max(last.x0, p.x0) : 0;
    if (last && overlap > 0.6 * Math.min(last.x1 - last.x0, p.x1 - p.x0)) {
      last.x0 = Math.min(last.x0, p.x0);
      last.x1 = Math.max(last.x1, p.x1);
      last.pixels.push(...p.pixels);
    } else joined.push({ ...p, pixels: [...p.pixels] });
  }
  const digits: P[] = [];
  for (const p of joined) {
    const w = p.x1 - p.x0;
    const n = w > 0.95 * height ? Math.max(2, Math.round(w / (0.65 * height))) : 1;
    if (n === 1) {
      digits.push(p);
      continue;
    }
    const column = new Int32Array(w);
    for (const i of p.pixels) column[(i % width) - p.x0]!++;
    const cuts = [0];
    for (let k = 1; k < n; k++) {
      const aim = Math.round((w * k) / n);
      let best = aim;
      for (let x = Math.round(aim - 0.15 * height); x <= Math.round(aim + 0.15 * height); x++)
        if (x > cuts[cuts.length - 1]! && x < w && column[x]! < column[best]!) best = x;
      cuts.push(best);
    }
    cuts.push(w);
    for (let k = 0; k < n; k++)
      digits.push({
        x0: p.x0 + cuts[k]!,
        x1: p.x0 + cuts[k + 1]!,
        pixels: p.pixels.filter((i) => {
          const x = (i % width) - p.x0;
          return x >= cuts[k]! && x < cuts[k + 1]!;
        }),
      });
  }
  return digits.map((d) => {
    const w = d.x1 - d.x0;
    const out = new Uint8Array(w * height);
    for (const i of d.pixels) out[((i / width) | 0) * w + (i % width) - d.x0] = 1;
    return { width: w, height, data: out };
  });
}

/**
 * Beam of the likeliest digit strings (at most `keep`), from each digit's probabilities. Unlikely
 * digits (down to 0.1 %) stay in it: the drawing's proportion can still pick one when it strongly
 * contradicts the likeliest (dimensions.ts).
 */
export function digitReadings(probs: readonly Float32Array[], keep = 64) {
  let beam = [{ text: "", p: 1 }];
  for (const pr of probs) {
    const next: { text: string; p: number }[] = [];
    for (const b of beam)
      for (let d = 0; d < 10; d++) if (pr[d]! > 0.001) next.push({ text: b.text + d, p: b.p * pr[d]! });
    next.sort((x, y) => y.p - x.p);
    beam = next.slice(0, keep);
  }
  return beam
    .filter((b) => b.text.length > 0 && b.text[0] !== "0")
    .map((b) => ({ value: Number(b.text), confidence: b.p }));
}

function readGroup(mask: Mask, group: Piece[], box: Box, vertical: boolean, only?: Mask) {
  const img = readingImage(mask, group, box, vertical, only);
  const digits = digitImages(img);
  if (digits.length < 2 || digits.length > 5) return null;
  const probs: Float32Array[] = [];
  for (const d of digits) {
    const pr = classifyDigit(d);
    if (pr) probs.push(pr);
  }
  const found = digitReadings(probs);
  return found.length ? { size: img.height, readings: found } : null;
}
