// Whether a recognized structure is the true one (issue 32's measure): the same tree of splits,
// the same cell kinds, and every split within `tolerance` (a share of the frame's size along its
// axis) of the true one. Positions are compared as shares of each frame, so the two trees may be
// in different pixels (straightened paper against the drawn paper). Pure.
import type { CellKind, SketchNode } from "./sketch-types.ts";

export type Mismatch = "splits" | "positions" | "kinds" | null;

const sameKind = (a: CellKind, b: CellKind) => JSON.stringify(a) === JSON.stringify(b);

/** The first way `found` differs from `truth` (splits before positions before kinds), or null when it is the same. */
export function compareStructure(found: SketchNode, truth: SketchNode, tolerance = 0.03): Mismatch {
  const fx = (v: number, dir: "vertical" | "horizontal", root: SketchNode) =>
    dir === "vertical"
      ? (v - root.box.x0) / (root.box.x1 - root.box.x0)
      : (v - root.box.y0) / (root.box.y1 - root.box.y0);
  let worst: Mismatch = null;
  const rank = { splits: 3, positions: 2, kinds: 1 };
  const note = (m: Exclude<Mismatch, null>) => {
    if (worst === null || rank[m] > rank[worst]) worst = m;
  };
  const walk = (a: SketchNode, b: SketchNode) => {
    if (a.kind !== b.kind) return note("splits");
    if (a.kind === "cell" && b.kind === "cell") {
      if (!sameKind(a.cell, b.cell)) note("kinds");
      return;
    }
    if (a.kind !== "split" || b.kind !== "split") return;
    if (a.direction !== b.direction || a.positions.length !== b.positions.length) return note("splits");
    a.positions.forEach((p, i) => {
      if (Math.abs(fx(p, a.direction, found) - fx(b.positions[i]!, b.direction, truth)) > tolerance)
        note("positions");
    });
    a.children.forEach((c, i) => {
      walk(c, b.children[i]!);
    });
  };
  walk(found, truth);
  return worst;
}
