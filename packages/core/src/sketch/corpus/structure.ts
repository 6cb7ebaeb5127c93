// Random window structures for the sketch corpus: 1 to 12 cells in nested splits (a part is
// split across its parent's direction, as a drawing shows it), each cell fixed, a sash of one of
// the drawn kinds, or — for a row of panels — a slider. In fractions of the frame (0..1).
import type { Box, CellKind, SketchNode } from "../sketch-types.ts";
import type { Random } from "./random.ts";

const MIN_CELL = 0.14;

function randomKind(random: Random): CellKind {
  const r = random.next();
  if (r < 0.4) return { kind: "fixed" };
  if (r < 0.7)
    return { kind: "sash", openType: "casement", hingeSide: random.pick(["left", "right"] as const) };
  if (r < 0.82)
    return { kind: "sash", openType: "tiltTurn", hingeSide: random.pick(["left", "right"] as const) };
  if (r < 0.93) return { kind: "sash", openType: "awning", hingeSide: "top" };
  return { kind: "sash", openType: "hopper", hingeSide: "bottom" };
}

/**
 * Mullions of different parts closer than this (a share of the frame) are not drawn: on paper they
 * are one line with a kink, which no reader (nor the 3 % measure) tells from one mullion.
 */
const MIN_APART = 0.04;

/**
 * Splits `box` into 2–3 parts across `direction`, or returns null when it is too small to, or the
 * lines would fall in line with one of `taken` (the lines of that direction already drawn).
 */
function splitBox(
  box: Box,
  direction: "vertical" | "horizontal",
  random: Random,
  taken: number[],
): number[] | null {
  for (let attempt = 0; attempt < 4; attempt++) {
    const positions = splitOnce(box, direction, random);
    if (!positions) return null;
    if (positions.every((p) => taken.every((t) => Math.abs(p - t) >= MIN_APART))) {
      taken.push(...positions);
      return positions;
    }
  }
  return null;
}

function splitOnce(box: Box, direction: "vertical" | "horizontal", random: Random): number[] | null {
  const [lo, hi] = direction === "vertical" ? [box.x0, box.x1] : [box.y0, box.y1];
  const parts = random.int(2, 3);
  if ((hi - lo) / parts < MIN_CELL * 1.2)
    return parts === 3 && (hi - lo) / 2 >= MIN_CELL * 1.2 ? [lo + (hi - lo) * random.range(0.4, 0.6)] : null;
  const positions: number[] = [];
  for (let i = 1; i < parts; i++) positions.push(lo + ((hi - lo) * (i + random.range(-0.2, 0.2))) / parts);
  return positions;
}

const children = (box: Box, direction: "vertical" | "horizontal", positions: readonly number[]): Box[] => {
  const edges = direction === "vertical" ? [box.x0, ...positions, box.x1] : [box.y0, ...positions, box.y1];
  return edges
    .slice(1)
    .map((e, i) =>
      direction === "vertical" ? { ...box, x0: edges[i]!, x1: e } : { ...box, y0: edges[i]!, y1: e },
    );
};

/** A random structure in the unit box, with about `cells` cells (1–12). */
export function randomStructure(random: Random, cells: number): SketchNode {
  const unit: Box = { x0: 0, y0: 0, x1: 1, y1: 1 };
  if (cells > 1 && random.chance(0.12)) {
    // a sliding window: 2–3 panels in a row, the arrows on the panels that slide
    const n = random.int(2, 3);
    const positions = Array.from({ length: n - 1 }, (_, i) => (i + 1) / n + random.range(-0.03, 0.03));
    const boxes = children(unit, "vertical", positions);
    const moving = boxes.map(() => random.chance(0.7));
    if (!moving.includes(true)) moving[0] = true;
    return {
      kind: "split",
      box: unit,
      direction: "vertical",
      positions,
      children: boxes.map((box, i) => ({
        kind: "cell",
        box,
        cell: moving[i] ? { kind: "slide", direction: i < n / 2 ? "right" : "left" } : { kind: "fixed" },
      })),
    };
  }
  let count = 1;
  const taken = { vertical: [] as number[], horizontal: [] as number[] };
  const grow = (box: Box, across: "vertical" | "horizontal" | null, depth: number): SketchNode => {
    const direction =
      across === null
        ? random.pick(["vertical", "horizontal"] as const)
        : across === "vertical"
          ? "horizontal"
          : "vertical";
    const positions =
      count < cells && depth < 3 && (depth === 0 || random.chance(0.6))
        ? splitBox(box, direction, random, taken[direction])
        : null;
    if (!positions || count + positions.length > 12) return { kind: "cell", box, cell: randomKind(random) };
    count += positions.length;
    const parts = children(box, direction, positions);
    return {
      kind: "split",
      box,
      direction,
      positions,
      children: parts.map((b) => grow(b, direction, depth + 1)),
    };
  };
  return grow(unit, null, 0);
}

/** The structure mapped from the unit box onto `box` (paper pixels). */
export function placeStructure(node: SketchNode, box: Box): SketchNode {
  const mx = (x: number) => box.x0 + x * (box.x1 - box.x0);
  const my = (y: number) => box.y0 + y * (box.y1 - box.y0);
  const b = { x0: mx(node.box.x0), x1: mx(node.box.x1), y0: my(node.box.y0), y1: my(node.box.y1) };
  if (node.kind === "cell") return { ...node, box: b };
  return {
    ...node,
    box: b,
    positions: node.positions.map(node.direction === "vertical" ? mx : my),
    children: node.children.map((c) => placeStructure(c, box)),
  };
}
