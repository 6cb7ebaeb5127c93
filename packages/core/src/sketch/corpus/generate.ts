// The sketch corpus (issue 32): synthetic photos of hand-drawn windows with their true structure,
// deterministic by seed. A random structure is drawn on plain, squared or lined paper with a pen
// of random width and darkness (wobbly lines whose ends overshoot or stop short, the opening marks
// as the app draws them, an "F" or 固定 in some fixed panes), then photographed: the paper turned up to
// 15°, seen in perspective, on a darker table, in uneven light with a shadow, with noise.
import {
  applyHomography,
  homographyFromCorners,
  type Point2,
  rectangleCorners,
} from "../../scene/homography.ts";
import type { Box, SketchNode } from "../sketch-types.ts";
import { writeNumber } from "./digits.ts";
import { handLine, type Paper, type Pen } from "./draw.ts";
import { type Random, seededRandom } from "./random.ts";
import { placeStructure, randomStructure } from "./structure.ts";

export type CorpusPhoto = {
  seed: number;
  /** RGBA, row by row. */
  rgba: Uint8ClampedArray;
  width: number;
  height: number;
  /** The true structure, in paper pixels (`paperSize`). */
  truth: SketchNode;
  paperSize: { width: number; height: number };
  /** The paper's corners in the photo: top-left, top-right, bottom-right, bottom-left. */
  paperCorners: Point2[];
  features: {
    paper: "plain" | "squared" | "lined";
    pen: Pen;
    rotation: number;
    cells: number;
    /** The fixed panes marked with a written word: an "F", or 固定. */
    fixedWritten: { F: number; 固定: number };
    dimensions: boolean;
  };
  /** The overall size written on the sketch (mm), when it carries dimension lines. */
  written?: { width: number; height: number };
};

export type CorpusOptions = { width?: number; height?: number };

type FixedWritten = { F: number; 固定: number };

function markCell(
  p: Paper,
  pen: Pen,
  random: Random,
  node: Extract<SketchNode, { kind: "cell" }>,
  written: FixedWritten,
) {
  const { x0, y0, x1, y1 } = node.box;
  const w = x1 - x0;
  const h = y1 - y0;
  const inset = Math.min(w, h) * 0.04;
  const [l, r, t, b] = [x0 + inset, x1 - inset, y0 + inset, y1 - inset];
  const line = (ax: number, ay: number, bx: number, by: number) => handLine(p, pen, random, ax, ay, bx, by);
  const apex = (side: "left" | "right" | "top" | "bottom") => {
    if (side === "left") [line(r, t, l, (t + b) / 2), line(r, b, l, (t + b) / 2)];
    if (side === "right") [line(l, t, r, (t + b) / 2), line(l, b, r, (t + b) / 2)];
    if (side === "top") [line(l, b, (l + r) / 2, t), line(r, b, (l + r) / 2, t)];
    if (side === "bottom") [line(l, t, (l + r) / 2, b), line(r, t, (l + r) / 2, b)];
  };
  const k = node.cell;
  if (k.kind === "sash") {
    apex(k.hingeSide);
    if (k.openType === "tiltTurn") apex("bottom");
  } else if (k.kind === "slide") {
    const y = y0 + h * random.range(0.4, 0.6);
    const [from, to] =
      k.direction === "right" ? [x0 + w * 0.28, x0 + w * 0.72] : [x0 + w * 0.72, x0 + w * 0.28];
    line(from, y, to, y);
    const head = w * 0.09;
    const back = k.direction === "right" ? -1 : 1;
    line(to, y, to + back * head * 0.87, y - head * 0.5);
    line(to, y, to + back * head * 0.87, y + head * 0.5);
  } else {
    // a fixed pane: nothing, an "F" or 固定 ("fixed"), as fitters write them
    const mark = random.next();
    if (mark < 0.25) {
      written.F++;
      // an "F": stem and two arms, about a fifth of the cell
      const s = Math.min(w, h) * 0.18;
      const fx = x0 + w / 2 - s / 3;
      const fy = y0 + h / 2 - s / 2;
      line(fx, fy, fx, fy + s);
      line(fx, fy, fx + s * 0.6, fy);
      line(fx, fy + s * 0.45, fx + s * 0.45, fy + s * 0.45);
    } else if (mark < 0.5) {
      written.固定++;
      const s = Math.min(w, h) * 0.14;
      writeGuding(line, x0 + w / 2 - s * 1.1, y0 + h / 2 - s / 2, s);
    }
  }
}

/**
 * 固定 ("fixed") in a hand's strokes, two characters of `s` from (x, y): 固 a box holding 十 over a
 * small 口; 定 the roof 宀 over 疋.
 */
function writeGuding(
  line: (ax: number, ay: number, bx: number, by: number) => void,
  x: number,
  y: number,
  s: number,
) {
  const at = (cx: number, fx: number, fy: number) => [cx + fx * s, y + fy * s] as const;
  const stroke = (cx: number, a: readonly [number, number], b: readonly [number, number]) =>
    line(...at(cx, a[0], a[1]), ...at(cx, b[0], b[1]));
  // 固
  stroke(x, [0, 0], [0, 1]);
  stroke(x, [0, 0], [0.9, 0]);
  stroke(x, [0.9, 0], [0.9, 1]);
  stroke(x, [0, 1], [0.9, 1]);
  stroke(x, [0.2, 0.28], [0.7, 0.28]);
  stroke(x, [0.45, 0.12], [0.45, 0.55]);
  stroke(x, [0.28, 0.55], [0.28, 0.82]);
  stroke(x, [0.28, 0.55], [0.62, 0.55]);
  stroke(x, [0.62, 0.55], [0.62, 0.82]);
  stroke(x, [0.28, 0.82], [0.62, 0.82]);
  // 定
  const d = x + s * 1.2;
  stroke(d, [0.45, 0], [0.45, 0.12]);
  stroke(d, [0.05, 0.18], [0.1, 0.3]);
  stroke(d, [0.05, 0.18], [0.88, 0.18]);
  stroke(d, [0.88, 0.18], [0.82, 0.3]);
  stroke(d, [0.2, 0.42], [0.72, 0.42]);
  stroke(d, [0.46, 0.42], [0.46, 0.92]);
  stroke(d, [0.46, 0.66], [0.7, 0.66]);
  stroke(d, [0.24, 0.58], [0.12, 0.95]);
  stroke(d, [0.12, 0.95], [0.92, 1]);
}

function drawStructure(p: Paper, pen: Pen, random: Random, node: SketchNode, written: FixedWritten) {
  if (node.kind === "cell") return markCell(p, pen, random, node, written);
  const { x0, y0, x1, y1 } = node.box;
  for (const at of node.positions) {
    if (node.direction === "vertical") handLine(p, pen, random, at, y0, at, y1);
    else handLine(p, pen, random, x0, at, x1, at);
  }
  for (const c of node.children) drawStructure(p, pen, random, c, written);
}

function makePaper(
  random: Random,
  width: number,
  height: number,
  kind: CorpusPhoto["features"]["paper"],
): Paper {
  const data = new Float32Array(width * height);
  for (let i = 0; i < data.length; i++) data[i] = 0.93 + random.range(-0.03, 0.03);
  const pitch = Math.round(width * random.range(0.025, 0.035));
  const shade = random.range(0.72, 0.85);
  if (kind !== "plain")
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const onRow = y % pitch === 0;
        const onCol = kind === "squared" && x % pitch === 0;
        if (onRow || onCol) data[y * width + x] = Math.min(data[y * width + x]!, shade);
      }
  return { width, height, data };
}

/** One photo of the corpus; `options` sets the photo's size (default 4000 × 3000, 12 MP). */
export function corpusPhoto(seed: number, options: CorpusOptions = {}): CorpusPhoto {
  // the structure and the drawing's choices first, from the seed alone (the same sketch whatever
  // the photo's size); texture, light and noise from a second stream
  const random = seededRandom(seed);
  const cells = random.int(1, 12);
  const unit = randomStructure(random, cells);
  const landscape = random.chance(0.5);
  const paperShare = random.range(0.62, 0.78);
  const paperKind = random.pick(["plain", "squared", "lined"] as const);
  const penShape = {
    width: random.range(2, 6),
    darkness: random.range(0.55, 0.9),
    wobble: random.range(0, 4),
  };
  const dimensions = random.chance(0.4);
  const texture = seededRandom(seed ^ 0x5bd1e995);
  const width = options.width ?? 4000;
  const height = options.height ?? 3000;
  // the paper: A-series proportion, landscape or portrait, about 70 % of the photo's height
  const long = Math.round(height * paperShare * (landscape ? Math.SQRT2 : 1));
  const paperSize = landscape
    ? { width: long, height: Math.round(long / Math.SQRT2) }
    : { width: Math.round(long / Math.SQRT2), height: long };
  const paper = makePaper(texture, paperSize.width, paperSize.height, paperKind);
  const scale = Math.min(paperSize.width, paperSize.height) / 1000;
  const pen: Pen = {
    width: scale * penShape.width,
    darkness: penShape.darkness,
    wobble: scale * penShape.wobble,
  };
  // the window: 50–75 % of the paper, its proportion 0.6–1.6
  const aspect = random.range(0.6, 1.6);
  // (smaller and to the lower right when dimension lines go above and left of it)
  const room = dimensions ? 0.75 : 1;
  const fw = Math.min(paperSize.width * random.range(0.5, 0.75), paperSize.height * 0.75 * aspect) * room;
  const fh = fw / aspect;
  const fx = (paperSize.width - fw) * (dimensions ? random.range(0.65, 0.8) : random.range(0.3, 0.7));
  const fy = (paperSize.height - fh) * (dimensions ? random.range(0.65, 0.8) : random.range(0.3, 0.7));
  const frame: Box = { x0: fx, y0: fy, x1: fx + fw, y1: fy + fh };
  const truth = placeStructure(unit, frame);
  handLine(paper, pen, random, frame.x0, frame.y0, frame.x1, frame.y0);
  handLine(paper, pen, random, frame.x1, frame.y0, frame.x1, frame.y1);
  handLine(paper, pen, random, frame.x1, frame.y1, frame.x0, frame.y1);
  handLine(paper, pen, random, frame.x0, frame.y1, frame.x0, frame.y0);
  const fixedWritten: FixedWritten = { F: 0, 固定: 0 };
  drawStructure(paper, pen, random, truth, fixedWritten);
  // the numbers in a hand of their own (a stream of their own: how they are written moves nothing else)
  const hand = seededRandom(seed ^ 0x2545f491);
  const written = dimensions ? drawDimensions(paper, pen, random, hand, frame, aspect) : undefined;

  // the photo: the paper turned, in perspective, on a table
  const rotation = random.range(-15, 15);
  const cx = width / 2 + random.range(-0.05, 0.05) * width;
  const cy = height / 2 + random.range(-0.05, 0.05) * height;
  const cos = Math.cos((rotation * Math.PI) / 180);
  const sin = Math.sin((rotation * Math.PI) / 180);
  const jitter = 0.05 * Math.min(paperSize.width, paperSize.height);
  const paperCorners = [
    [-1, -1],
    [1, -1],
    [1, 1],
    [-1, 1],
  ].map(([sx, sy]) => {
    const x = ((sx as number) * paperSize.width) / 2 + random.range(-jitter, jitter);
    const y = ((sy as number) * paperSize.height) / 2 + random.range(-jitter, jitter);
    return { x: cx + x * cos - y * sin, y: cy + x * sin + y * cos };
  });
  const toPaper = homographyFromCorners(
    paperCorners,
    rectangleCorners(paperSize.width - 1, paperSize.height - 1),
  );
  if (!toPaper) throw new Error("corpus: degenerate paper");
  const rgba = new Uint8ClampedArray(width * height * 4);
  // light: a gradient across the photo and a soft shadow
  const [lx, ly] = [random.range(-1, 1), random.range(-1, 1)];
  const lightLow = random.range(0.55, 0.85);
  const shadow = {
    x: random.range(0, width),
    y: random.range(0, height),
    r: random.range(0.2, 0.5) * height,
    depth: random.range(0, 0.3),
  };
  const table = [random.range(70, 130), random.range(55, 100), random.range(40, 80)];
  const [h0, h1, h2, h3, h4, h5, h6, h7, h8] = toPaper;
  const pd = paper.data;
  const pw = paperSize.width;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const nx = (x / width) * 2 - 1;
      const ny = (y / height) * 2 - 1;
      let light = 1 - ((1 - lightLow) * (1 + (nx * lx + ny * ly) / Math.SQRT2)) / 2;
      const sd = Math.hypot(x - shadow.x, y - shadow.y) / shadow.r;
      if (sd < 1) light *= 1 - shadow.depth * (1 - sd * sd);
      const w = h6 * x + h7 * y + h8;
      const u = (h0 * x + h1 * y + h2) / w;
      const v = (h3 * x + h4 * y + h5) / w;
      const i = (y * width + x) * 4;
      const noise = (texture.next() - 0.5) * 10;
      if (u >= 0 && v >= 0 && u < pw - 1 && v < paperSize.height - 1) {
        const ix = u | 0;
        const iy = v | 0;
        const fxu = u - ix;
        const fyv = v - iy;
        const j = iy * pw + ix;
        const g =
          (pd[j]! * (1 - fxu) + pd[j + 1]! * fxu) * (1 - fyv) +
          (pd[j + pw]! * (1 - fxu) + pd[j + pw + 1]! * fxu) * fyv;
        const value = g * 255 * light + noise;
        rgba[i] = value;
        rgba[i + 1] = value * 0.98;
        rgba[i + 2] = value * 0.93;
      } else {
        rgba[i] = table[0]! * light + noise;
        rgba[i + 1] = table[1]! * light + noise;
        rgba[i + 2] = table[2]! * light + noise;
      }
      rgba[i + 3] = 255;
    }
  }
  return {
    seed,
    rgba,
    width,
    height,
    truth,
    paperSize,
    paperCorners,
    features: { paper: paperKind, pen, rotation, cells: countCells(truth), dimensions, fixedWritten },
    ...(written ? { written } : {}),
  };
}

/**
 * Dimension lines above and left of the frame, as a fitter draws them: extension lines from the
 * corners past the line, ticks at its ends, the size written over its middle. Answers the sizes.
 */
function drawDimensions(p: Paper, pen: Pen, random: Random, hand: Random, frame: Box, aspect: number) {
  const width = Math.round(random.range(600, 2400) / 10) * 10;
  const height = Math.round(width / aspect / 10) * 10;
  const fw = frame.x1 - frame.x0;
  const fh = frame.y1 - frame.y0;
  const gap = Math.max(fw, fh) * random.range(0.08, 0.12);
  const tick = gap * 0.25;
  const line = (ax: number, ay: number, bx: number, by: number) => handLine(p, pen, random, ax, ay, bx, by);
  const digit = Math.min(fw, fh) * 0.07;
  // across the top
  const y = frame.y0 - gap;
  line(frame.x0, frame.y0 - gap * 0.6, frame.x0, y - tick);
  line(frame.x1, frame.y0 - gap * 0.6, frame.x1, y - tick);
  line(frame.x0, y, frame.x1, y);
  line(frame.x0 - tick, y + tick, frame.x0 + tick, y - tick);
  line(frame.x1 - tick, y + tick, frame.x1 + tick, y - tick);
  writeNumber(p, pen, hand, String(width), (frame.x0 + frame.x1) / 2, y - tick - digit * 0.8, digit);
  // down the left
  const x = frame.x0 - gap;
  line(frame.x0 - gap * 0.6, frame.y0, x - tick, frame.y0);
  line(frame.x0 - gap * 0.6, frame.y1, x - tick, frame.y1);
  line(x, frame.y0, x, frame.y1);
  line(x - tick, frame.y0 + tick, x + tick, frame.y0 - tick);
  line(x - tick, frame.y1 + tick, x + tick, frame.y1 - tick);
  writeNumber(p, pen, hand, String(height), x - tick - digit * 0.8, (frame.y0 + frame.y1) / 2, digit, true);
  return { width, height };
}

function countCells(n: SketchNode): number {
  return n.kind === "cell" ? 1 : n.children.reduce((s, c) => s + countCells(c), 0);
}

/** Where a point of the paper lands in the photo (for checks and overlays). */
export function paperToPhoto(photo: CorpusPhoto, p: Point2): Point2 | undefined {
  const { width: w, height: h } = photo.paperSize;
  const hm = homographyFromCorners(rectangleCorners(w - 1, h - 1), photo.paperCorners);
  return hm ? applyHomography(hm, p) : undefined;
}
