import { homographyFromCorners, type Point2, rectangleCorners } from "@fenestra/core/scene/homography";

// The photo's paper straightened for showing the proposal over it: the colour pixels inside the
// paper's four corners (photo pixels: top-left, top-right, bottom-right, bottom-left) mapped onto a
// `width` × `height` rectangle — the straightened paper the recognizer's lines are in. Nearest
// pixel (it is a background to draw on, not read). Pure.

export type Rgba = { width: number; height: number; data: Uint8ClampedArray };

export function straightenPhoto(
  photo: Rgba,
  corners: readonly Point2[],
  width: number,
  height: number,
): Rgba {
  const out = new Uint8ClampedArray(width * height * 4);
  const h = homographyFromCorners(rectangleCorners(width, height), corners);
  if (!h) return { width, height, data: out.fill(255) };
  const [a, b, c, d, e, f, g, k, m] = h;
  const src = photo.data;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const px = x + 0.5;
      const py = y + 0.5;
      const w = g * px + k * py + m;
      const sx = Math.floor((a * px + b * py + c) / w);
      const sy = Math.floor((d * px + e * py + f) / w);
      const o = (y * width + x) * 4;
      if (sx < 0 || sy < 0 || sx >= photo.width || sy >= photo.height) {
        out[o] = out[o + 1] = out[o + 2] = 255;
      } else {
        const i = (sy * photo.width + sx) * 4;
        out[o] = src[i]!;
        out[o + 1] = src[i + 1]!;
        out[o + 2] = src[i + 2]!;
      }
      out[o + 3] = 255;
    }
  }
  return { width, height, data: out };
}
