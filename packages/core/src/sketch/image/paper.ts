// Finding the paper in a photo: the paper is the largest bright area (Otsu's threshold between
// paper and table), its corners the area's extreme points along the diagonals (x + y, x − y) —
// right for a sheet turned less than 45° and seen in moderate perspective. Then the paper is
// straightened with the homography from its corners (scene/homography.ts).
import {
  applyHomography,
  homographyFromCorners,
  type Point2,
  rectangleCorners,
  solve,
} from "../../scene/homography.ts";
import type { Gray } from "./gray.ts";

/** Otsu's threshold of a gray image (the level that best splits its histogram in two). */
export function otsu(gray: Gray): number {
  const hist = new Float64Array(256);
  for (const v of gray.data) hist[Math.max(0, Math.min(255, v | 0))]! += 1;
  const total = gray.data.length;
  let sum = 0;
  for (let i = 0; i < 256; i++) sum += i * hist[i]!;
  let sumB = 0;
  let weightB = 0;
  let best = 0;
  let level = 128;
  for (let t = 0; t < 256; t++) {
    weightB += hist[t]!;
    if (weightB === 0) continue;
    const weightF = total - weightB;
    if (weightF === 0) break;
    sumB += t * hist[t]!;
    const mB = sumB / weightB;
    const mF = (sum - sumB) / weightF;
    const between = weightB * weightF * (mB - mF) * (mB - mF);
    if (between > best) {
      best = between;
      level = t;
    }
  }
  return level;
}

/**
 * The largest area of `bright` pixels: its label per pixel and its own label, or undefined when it
 * covers less than a tenth of the picture.
 */
function largestArea(
  width: number,
  height: number,
  bright: (i: number) => boolean,
): { label: Int32Array; best: number } | undefined {
  const n = width * height;
  const label = new Int32Array(n).fill(-1);
  const stack = new Int32Array(n);
  let bestSize = 0;
  let best = -1;
  let next = 0;
  for (let start = 0; start < n; start++) {
    if (label[start] !== -1 || !bright(start)) continue;
    let top = 0;
    stack[top++] = start;
    label[start] = next;
    let size = 0;
    while (top > 0) {
      const i = stack[--top]!;
      size++;
      const x = i % width;
      const neighbours = [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width];
      for (const j of neighbours) {
        if (j < 0 || j >= n || label[j] !== -1 || !bright(j)) continue;
        label[j] = next;
        stack[top++] = j;
      }
    }
    if (size > bestSize) {
      bestSize = size;
      best = next;
    }
    next++;
  }
  return bestSize < n / 10 ? undefined : { label, best };
}

/**
 * How bright the paper would be at each pixel: a quadratic surface in x and y fitted (least squares,
 * on the logarithm) to the pixels of `area` — the light falling across the sheet. Undefined when
 * the fit has no solution.
 */
function paperLight(
  gray: Gray,
  inArea: (i: number) => boolean,
): ((x: number, y: number) => number) | undefined {
  const { width, height, data } = gray;
  const terms = (x: number, y: number) => [1, x, y, x * x, x * y, y * y];
  const normal = Array.from({ length: 6 }, () => new Array<number>(7).fill(0));
  const step = Math.max(1, Math.floor(Math.sqrt((width * height) / 20000)));
  for (let y = 0; y < height; y += step)
    for (let x = 0; x < width; x += step) {
      const i = y * width + x;
      if (!inArea(i)) continue;
      const t = terms(x / width, y / height);
      const v = Math.log(Math.max(1, data[i]!));
      for (let a = 0; a < 6; a++) {
        const row = normal[a]!;
        for (let b = 0; b < 6; b++) row[b]! += t[a]! * t[b]!;
        row[6]! += t[a]! * v;
      }
    }
  const c = solve(normal);
  if (!c) return undefined;
  return (x, y) => Math.exp(terms(x / width, y / height).reduce((s, t, k) => s + t * c[k]!, 0));
}

/**
 * The paper's corners (top-left, top-right, bottom-right, bottom-left) in `gray`'s pixels, or
 * undefined when no bright area covers a tenth of the picture. First the largest area brighter
 * than Otsu's level; then, as light falls unevenly (a dark corner of the sheet can be darker than
 * a lit table), the light over that area is modelled and the paper is what is at least 70 % as
 * bright as the model says paper is there.
 */
export function findPaper(gray: Gray): Point2[] | undefined {
  const { width, height, data } = gray;
  const level = otsu(gray);
  const first = largestArea(width, height, (i) => data[i]! > level);
  if (!first) return undefined;
  const light = paperLight(gray, (i) => first.label[i] === first.best);
  const area = light
    ? (largestArea(width, height, (i) => data[i]! > 0.7 * light(i % width, (i / width) | 0)) ?? first)
    : first;
  const ext = { tl: [Infinity, 0, 0], tr: [-Infinity, 0, 0], br: [-Infinity, 0, 0], bl: [Infinity, 0, 0] };
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      if (area.label[y * width + x] !== area.best) continue;
      if (x + y < ext.tl[0]!) ext.tl = [x + y, x, y];
      if (x + y > ext.br[0]!) ext.br = [x + y, x, y];
      if (x - y > ext.tr[0]!) ext.tr = [x - y, x, y];
      if (x - y < ext.bl[0]!) ext.bl = [x - y, x, y];
    }
  return [ext.tl, ext.tr, ext.br, ext.bl].map((e) => ({ x: e[1]! + 0.5, y: e[2]! + 0.5 }));
}

/**
 * The paper straightened: `corners` (in `gray`'s pixels) mapped to a rectangle whose long side is
 * `longSide` pixels, in the paper's proportion (the mean of opposite sides), sampled bilinearly.
 * Also the homography from the straightened picture back to `gray`.
 */
export function rectify(
  gray: Gray,
  corners: readonly Point2[],
  longSide: number,
): { image: Gray; toPhoto: readonly number[] } | undefined {
  const [tl, tr, br, bl] = corners as [Point2, Point2, Point2, Point2];
  const d = (a: Point2, b: Point2) => Math.hypot(a.x - b.x, a.y - b.y);
  const w0 = (d(tl, tr) + d(bl, br)) / 2;
  const h0 = (d(tl, bl) + d(tr, br)) / 2;
  const s = longSide / Math.max(w0, h0);
  const width = Math.max(2, Math.round(w0 * s));
  const height = Math.max(2, Math.round(h0 * s));
  const h = homographyFromCorners(rectangleCorners(width, height), corners);
  if (!h) return undefined;
  const data = new Float32Array(width * height);
  const src = gray.data;
  const gw = gray.width;
  const [h0_, h1, h2, h3, h4, h5, h6, h7, h8] = h;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const px = x + 0.5;
      const py = y + 0.5;
      const w = h6 * px + h7 * py + h8;
      const u = (h0_ * px + h1 * py + h2) / w - 0.5;
      const v = (h3 * px + h4 * py + h5) / w - 0.5;
      const ix = Math.max(0, Math.min(gw - 2, Math.floor(u)));
      const iy = Math.max(0, Math.min(gray.height - 2, Math.floor(v)));
      const fx = Math.max(0, Math.min(1, u - ix));
      const fy = Math.max(0, Math.min(1, v - iy));
      const j = iy * gw + ix;
      data[y * width + x] =
        (src[j]! * (1 - fx) + src[j + 1]! * fx) * (1 - fy) +
        (src[j + gw]! * (1 - fx) + src[j + gw + 1]! * fx) * fy;
    }
  }
  return { image: { width, height, data }, toPhoto: h };
}

export { applyHomography };
