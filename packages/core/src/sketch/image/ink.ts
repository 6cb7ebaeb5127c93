// Ink on the straightened paper: a pixel is ink where it is clearly darker than the paper around
// it (adaptive threshold against the mean of a window, so shadows and uneven light do not count,
// nor the faint lines of squared or lined paper). A band along the border is left out (the
// paper's own edge).
import { boxSum, type Gray, integral } from "./gray.ts";

export type Mask = { readonly width: number; readonly height: number; readonly data: Uint8Array };

/** Ink where a pixel is below `ratio` × the mean of the `window` × `window` pixels around it. */
export function inkMask(gray: Gray, window: number, ratio = 0.75, border = 0.02): Mask {
  const { width, height, data } = gray;
  const table = integral(data, width, height);
  const r = Math.max(1, Math.floor(window / 2));
  const out = new Uint8Array(width * height);
  const bx = Math.round(border * width);
  const by = Math.round(border * height);
  for (let y = by; y < height - by; y++) {
    for (let x = bx; x < width - bx; x++) {
      const x0 = Math.max(0, x - r);
      const x1 = Math.min(width, x + r + 1);
      const y0 = Math.max(0, y - r);
      const y1 = Math.min(height, y + r + 1);
      const mean = boxSum(table, width, height, x0, y0, x1, y1) / ((x1 - x0) * (y1 - y0));
      if (data[y * width + x]! < ratio * mean) out[y * width + x] = 1;
    }
  }
  return { width, height, data: out };
}

/** The mask with rows and columns swapped. */
export function transpose(mask: Mask): Mask {
  const { width, height, data } = mask;
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) out[x * height + y] = data[y * width + x]!;
  return { width: height, height: width, data: out };
}
