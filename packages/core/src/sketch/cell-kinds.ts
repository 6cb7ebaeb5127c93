// A cell's kind from the opening marks found in it, as the app itself draws them (DIN 1356 / GB):
// the two lines of a casement meet at the hinge side; a tilt-turn adds tilt lines meeting at the
// bottom; lines meeting only at the top are a top-hung (awning), only at the bottom a bottom-hung
// (hopper); an arrow is a sliding panel; nothing (or an "F", or 固定) is a fixed pane. Pure.
import { type Box, type CellKind, FIXED, type Mark, type SketchNode } from "./sketch-types.ts";

/** The kind the marks of one cell say; marks that contradict each other (hinged left and right) say fixed. */
export function cellKindOf(marks: readonly Mark[]): CellKind {
  const sides = new Set(marks.flatMap((m) => (m.kind === "apex" ? [m.side] : [])));
  const left = sides.has("left");
  const right = sides.has("right");
  // a casement's two long lines are the stronger sign: a mark's line in a flat cell can pass for
  // an arrow's shaft, never the other way round
  if (left && right) return FIXED;
  if (left || right) {
    const hingeSide = left ? "left" : "right";
    return { kind: "sash", openType: sides.has("bottom") ? "tiltTurn" : "casement", hingeSide };
  }
  if (sides.has("top") && sides.has("bottom")) return FIXED;
  if (sides.has("top")) return { kind: "sash", openType: "awning", hingeSide: "top" };
  if (sides.has("bottom")) return { kind: "sash", openType: "hopper", hingeSide: "bottom" };
  const arrows = marks.filter((m) => m.kind === "arrow");
  if (arrows.length > 0) {
    const direction = arrows[0]!.direction;
    return arrows.every((a) => a.direction === direction) ? { kind: "slide", direction } : FIXED;
  }
  return FIXED;
}

const inside = (b: Box, p: { x: number; y: number }) =>
  p.x >= b.x0 && p.x <= b.x1 && p.y >= b.y0 && p.y <= b.y1;

/** The tree with each cell's kind read from the marks that lie in it. */
export function withMarks(node: SketchNode, marks: readonly Mark[]): SketchNode {
  if (node.kind === "cell") return { ...node, cell: cellKindOf(marks.filter((m) => inside(node.box, m.at))) };
  return { ...node, children: node.children.map((c) => withMarks(c, marks)) };
}

/** The cells of a tree, in reading order (depth first, left to right, top to bottom). */
export function cellsOf(node: SketchNode): Extract<SketchNode, { kind: "cell" }>[] {
  return node.kind === "cell" ? [node] : node.children.flatMap(cellsOf);
}
