// Handwritten numbers for the corpus: digits as a hand writes them quickly, in strokes (a
// seven-segment skeleton with the pen's wobble), so sketches carry their sizes as real ones do.
import { handLine, type Paper, type Pen } from "./draw.ts";
import type { Random } from "./random.ts";

// segments a–g of each digit: a top, b top right, c bottom right, d bottom, e bottom left, f top left, g middle
const SEGMENTS: Record<string, string> = {
  "0": "abcdef",
  "1": "bc",
  "2": "abged",
  "3": "abgcd",
  "4": "fgbc",
  "5": "afgcd",
  "6": "afgedc",
  "7": "abc",
  "8": "abcdefg",
  "9": "abcdfg",
};

/** Writes `text` (digits) centred at (cx, cy), `size` tall, turned 90° left when `vertical`. */
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
  const w = size * 0.5;
  const step = size * 0.75;
  const start = -((text.length - 1) * step) / 2;
  const thin = { ...pen, width: Math.max(1, pen.width * 0.7), wobble: pen.wobble * 0.2 };
  [...text].forEach((ch, i) => {
    const ox = start + i * step;
    const pts: Record<string, [number, number, number, number]> = {
      a: [0, 0, w, 0],
      b: [w, 0, w, size / 2],
      c: [w, size / 2, w, size],
      d: [0, size, w, size],
      e: [0, size / 2, 0, size],
      f: [0, 0, 0, size / 2],
      g: [0, size / 2, w, size / 2],
    };
    for (const s of SEGMENTS[ch] ?? "") {
      const [x1, y1, x2, y2] = pts[s]!;
      const map = (x: number, y: number): [number, number] => {
        const lx = ox + x - w / 2;
        const ly = y - size / 2;
        return vertical ? [cx + ly, cy - lx] : [cx + lx, cy + ly];
      };
      const [ax, ay] = map(x1, y1);
      const [bx, by] = map(x2, y2);
      handLine(p, thin, random, ax, ay, bx, by);
    }
  });
}
