// How a folding group's leaves hang together (docs/scene.md "Motion" and "Fold hardware"): the
// chains they fold in, each counted from the side it stacks on. The fold motion and the fold
// hardware both read them.
import type { Layout, LayoutSash } from "../design/layout-types.ts";
import type { Design } from "../design/model.ts";
import { findRegion } from "../design/tree.ts";
import { pointsBox } from "../geometry/outline.ts";

/**
 * One chain of a folding group: its leaves from the side they stack on (`stackLeft`: the left
 * jamb) outward; each leaf hangs on the free edge of the one before.
 */
export type FoldChain = { leaves: readonly LayoutSash[]; stackLeft: boolean };

/**
 * The chains of the folding group `regionId` (its fold type: a split group stacks its first half
 * left and the rest right, in two chains; else one chain), the leaves as the layout has them.
 */
export function foldChains(design: Design, layout: Layout, regionId: string): FoldChain[] {
  const region = findRegion(design, regionId)?.region;
  const byId = new Map(layout.sashes.map((o) => [o.id, o]));
  const ids =
    region?.kind === "fold"
      ? region.leaves.map((l) => l.id)
      : layout.sashes.filter((s) => s.regionId === regionId).map((s) => s.id);
  const group = ids.flatMap((id) => byId.get(id) ?? []);
  const foldType = region?.kind === "fold" ? region.foldType : "stackLeft";
  if (foldType === "stackLeft") return [{ leaves: group, stackLeft: true }];
  if (foldType === "stackRight") return [{ leaves: [...group].reverse(), stackLeft: false }];
  const half = Math.ceil(group.length / 2);
  return [
    { leaves: group.slice(0, half), stackLeft: true },
    { leaves: group.slice(half).reverse(), stackLeft: false },
  ];
}

/** A leaf's edge on the side its chain stacks on, and its free edge (x, mm). */
export function foldEdges(leaf: LayoutSash, stackLeft: boolean): { stack: number; free: number } {
  const { x0, x1 } = pointsBox(leaf.polygon);
  return stackLeft ? { stack: x0, free: x1 } : { stack: x1, free: x0 };
}
