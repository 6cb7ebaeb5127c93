// One handwritten digit made ready for the classifier, the same way for the training set
// (MNIST's 28 × 28 gray digits) and for a digit cut from a sketch: ink thinned to its one-pixel
// skeleton (so a fine pencil and a thick marker look alike), the skeleton's box scaled — keeping
// its proportion — to fill GLYPH_FIT pixels of its longer side, drawn two pixels wide into a
// GLYPH_SIDE square, centred on the ink's centre of mass. Pure.

/** A gray image, 0 = paper, 1 = ink, row by row. */
export type InkImage = {
  readonly width: number;
  readonly height: number;
  readonly data: Float32Array | Uint8Array;
};

export const GLYPH_SIDE = 16;
const GLYPH_FIT = 12;

/** Zhang–Suen thinning of `on` (1 = ink), in place; answers it. */
export function thin(on: Uint8Array, width: number, height: number): Uint8Array {
  const at = (x: number, y: number) => (x < 0 || y < 0 || x >= width || y >= height ? 0 : on[y * width + x]!);
  let changed = true;
  const drop: number[] = [];
  while (changed) {
    changed = false;
    for (const pass of [0, 1]) {
      drop.length = 0;
      for (let y = 0; y < height; y++)
        for (let x = 0; x < width; x++) {
          if (!on[y * width + x]) continue;
          // neighbours p2..p9 clockwise from the top
          const n = [
            at(x, y - 1),
            at(x + 1, y - 1),
            at(x + 1, y),
            at(x + 1, y + 1),
            at(x, y + 1),
            at(x - 1, y + 1),
            at(x - 1, y),
            at(x - 1, y - 1),
          ];
          const b = n.reduce((s, v) => s + v, 0);
          if (b < 2 || b > 6) continue;
          let a = 0;
          for (let i = 0; i < 8; i++) if (n[i] === 0 && n[(i + 1) % 8] === 1) a++;
          if (a !== 1) continue;
          const [p2, , p4, , p6, , p8] = n;
          if (
            pass === 0
              ? p2! * p4! * p6! === 0 && p4! * p6! * p8! === 0
              : p2! * p4! * p8! === 0 && p2! * p6! * p8! === 0
          )
            drop.push(y * width + x);
        }
      for (const i of drop) on[i] = 0;
      if (drop.length) changed = true;
    }
  }
  return on;
}

/**
 * The classifier's input for one digit: GLYPH_SIDE² values in 0..1, or null when there is no ink.
 * `level` is the gray above which a pixel counts as ink.
 */
export function glyphInput(image: InkImage, level = 0.35): Float32Array | null {
  const { width, height, data } = image;
  const on = new Uint8Array(width * height);
  for (let i = 0; i < on.length; i++) on[i] = data[i]! > level ? 1 : 0;
  thin(on, width, height);
  let [x0, y0, x1, y1] = [width, height, -1, -1];
  let count = 0;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if (on[y * width + x]) {
        count++;
        x0 = Math.min(x0, x);
        x1 = Math.max(x1, x);
        y0 = Math.min(y0, y);
        y1 = Math.max(y1, y);
      }
  if (count === 0) return null;
  const scale = GLYPH_FIT / Math.max(x1 - x0 + 1, y1 - y0 + 1);
  // the skeleton's points in the glyph's square, then centred on their mean
  const pts: [number, number][] = [];
  let mx = 0;
  let my = 0;
  for (let y = y0; y <= y1; y++)
    for (let x = x0; x <= x1; x++)
      if (on[y * width + x]) {
        const gx = (x - x0 + 0.5) * scale;
        const gy = (y - y0 + 0.5) * scale;
        pts.push([gx, gy]);
        mx += gx;
        my += gy;
      }
  mx = GLYPH_SIDE / 2 - mx / pts.length;
  my = GLYPH_SIDE / 2 - my / pts.length;
  const out = new Float32Array(GLYPH_SIDE * GLYPH_SIDE);
  // each skeleton point (and, when scaled up, the gaps between neighbours) as a soft dot of radius 1
  const step = Math.max(1, scale);
  for (const [gx, gy] of pts) {
    const cx = gx + mx;
    const cy = gy + my;
    const r = 0.5 * step + 0.6;
    for (let y = Math.max(0, Math.floor(cy - r - 1)); y <= Math.min(GLYPH_SIDE - 1, Math.ceil(cy + r)); y++)
      for (
        let x = Math.max(0, Math.floor(cx - r - 1));
        x <= Math.min(GLYPH_SIDE - 1, Math.ceil(cx + r));
        x++
      ) {
        const d = Math.hypot(x + 0.5 - cx, y + 0.5 - cy);
        const v = Math.max(0, Math.min(1, r + 0.5 - d));
        if (v > out[y * GLYPH_SIDE + x]!) out[y * GLYPH_SIDE + x] = v;
      }
  }
  return out;
}
