// Gray images for the sketch recognizer: brightness 0..255 in a Float32Array, row by row.
export type Gray = { readonly width: number; readonly height: number; readonly data: Float32Array };
export type Rgba = {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8ClampedArray | Uint8Array;
};

/** The photo in gray (Rec. 601 weights), each `factor` × `factor` block averaged into one pixel. */
export function grayDownscaled(image: Rgba, factor: number): Gray {
  const f = Math.max(1, Math.floor(factor));
  const width = Math.floor(image.width / f);
  const height = Math.floor(image.height / f);
  const data = new Float32Array(width * height);
  const src = image.data;
  const norm = 1 / (f * f);
  for (let y = 0; y < height; y++) {
    for (let dy = 0; dy < f; dy++) {
      let i = (y * f + dy) * image.width * 4;
      const row = y * width;
      for (let x = 0; x < width; x++) {
        let sum = 0;
        for (let dx = 0; dx < f; dx++, i += 4)
          sum += 0.299 * src[i]! + 0.587 * src[i + 1]! + 0.114 * src[i + 2]!;
        data[row + x] = data[row + x]! + sum * norm;
      }
    }
  }
  return { width, height, data };
}

/** Summed-area table of `values` (width + 1 × height + 1, first row and column 0). */
export function integral(values: ArrayLike<number>, width: number, height: number): Float64Array {
  const table = new Float64Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += values[y * width + x]!;
      table[(y + 1) * (width + 1) + x + 1] = table[y * (width + 1) + x + 1]! + row;
    }
  }
  return table;
}

/** The sum over x0 ≤ x < x1, y0 ≤ y < y1 from a summed-area table (bounds clipped to the image). */
export function boxSum(
  table: Float64Array,
  width: number,
  height: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
): number {
  const a = Math.max(0, Math.min(width, x0));
  const b = Math.max(0, Math.min(width, x1));
  const c = Math.max(0, Math.min(height, y0));
  const d = Math.max(0, Math.min(height, y1));
  const w = width + 1;
  return table[d * w + b]! - table[c * w + b]! - table[d * w + a]! + table[c * w + a]!;
}
