// The sketch recognizer: photo → paper found and straightened → ink → strokes → region tree →
// opening marks → the tree with each cell's kind → the numbers written beside it, read (ocr/). Pure TypeScript over an RGBA buffer (no canvas,
// no native code), so the same code runs in a Web Worker and in Node (the CLI and the bench).
import type { Point2 } from "../../scene/homography.ts";
import { withMarks } from "../cell-kinds.ts";
import { type SketchSizes, sketchSizes } from "../ocr/dimensions.ts";
import { findNumbers } from "../ocr/find-numbers.ts";
import { regionTree } from "../region-tree.ts";
import type { Segment, SketchNode } from "../sketch-types.ts";
import { type Gray, grayDownscaled, type Rgba } from "./gray.ts";
import { inkMask } from "./ink.ts";
import { axisSegments } from "./lines.ts";
import { findMarks } from "./marks.ts";
import { findPaper, rectify } from "./paper.ts";

export type RecognizeStep =
  | "gray"
  | "paper"
  | "straighten"
  | "ink"
  | "lines"
  | "structure"
  | "marks"
  | "numbers";
export const RECOGNIZE_STEPS: readonly RecognizeStep[] = [
  "gray",
  "paper",
  "straighten",
  "ink",
  "lines",
  "structure",
  "marks",
  "numbers",
];

export type SketchReading =
  | {
      ok: true;
      /** The structure with every cell's kind, in pixels of the straightened paper (`paper`). */
      tree: SketchNode;
      /** The straightened paper's size in pixels. */
      paper: { width: number; height: number };
      /** The paper's corners in the photo's pixels (top-left, top-right, bottom-right, bottom-left). */
      corners: Point2[];
      /** The strokes found, straightened-paper pixels. */
      segments: Segment[];
      /** The sizes written on the sketch and read (overall, parts placing mullions), with their confidence. */
      sizes: SketchSizes;
    }
  | { ok: false; reason: "no_paper" | "no_frame" };

/** Working size: the straightened paper's long side, pixels. */
const PAPER_SIDE = 1200;

/** Reads a photo of a hand sketch; `onStep` is told each step as it starts (progress). */
export function recognizeSketch(photo: Rgba, onStep?: (step: RecognizeStep) => void): SketchReading {
  onStep?.("gray");
  const factor = Math.max(1, Math.floor(Math.max(photo.width, photo.height) / 2000));
  const gray = grayDownscaled(photo, factor);
  onStep?.("paper");
  const small = shrink(gray, Math.max(1, Math.round(Math.max(gray.width, gray.height) / 500)));
  const found = findPaper(small.image);
  if (!found) return { ok: false, reason: "no_paper" };
  const corners = found.map((p) => ({ x: p.x * small.factor, y: p.y * small.factor }));
  onStep?.("straighten");
  const straight = rectify(gray, corners, PAPER_SIDE);
  if (!straight) return { ok: false, reason: "no_paper" };
  const image = straight.image;
  onStep?.("ink");
  const mask = inkMask(image, Math.round(PAPER_SIDE / 40));
  onStep?.("lines");
  // runs ≥ 12 px; pieces of a line join across gaps ≤ 10 px (a dimension's extension line, drawn in
  // line with a frame side a little off its corner, stays apart); lines ≥ 40 px
  const segments = axisSegments(
    mask,
    Math.round(PAPER_SIDE / 100),
    Math.round(PAPER_SIDE / 120),
    Math.round(PAPER_SIDE / 30),
  );
  onStep?.("structure");
  const tree = regionTree(segments);
  if (!tree) return { ok: false, reason: "no_frame" };
  onStep?.("marks");
  const marked = withMarks(tree, findMarks(mask, tree));
  onStep?.("numbers");
  const numbers = findNumbers(mask, marked.box, segments);
  const sizes = sketchSizes(numbers, segments, marked);
  return {
    ok: true,
    tree: marked,
    paper: { width: image.width, height: image.height },
    corners: corners.map((p) => ({ x: p.x * factor, y: p.y * factor })),
    segments,
    sizes,
  };
}

/** The gray image with each `f` × `f` block averaged. */
function shrink(gray: Gray, f: number): { image: Gray; factor: number } {
  const width = Math.floor(gray.width / f);
  const height = Math.floor(gray.height / f);
  const data = new Float32Array(width * height);
  for (let y = 0; y < height * f; y++)
    for (let x = 0; x < width * f; x++)
      data[((y / f) | 0) * width + ((x / f) | 0)]! += gray.data[y * gray.width + x]! / (f * f);
  return { image: { width, height, data }, factor: f };
}
