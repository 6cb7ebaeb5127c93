import type { Design, FoldRegion, Region, SlideRegion } from "../design/model.ts";
import { idSource, replaceRegion } from "../design/tree.ts";
import { cellFill, glassRegion } from "./defaults.ts";

type Group = SlideRegion | FoldRegion;

/**
 * `design` with the cell `cell` (region `regionId`) made a sliding or folding group of `kind`, or
 * the group it is reshaped: the group keeps its id (a new one of `prefix` for a cell) and `make`
 * gives the rest, from the group being reshaped (null for a cell), an id source and `glazed`,
 * which glazes a new panel or leaf with the cell's fill (cellFill).
 */
export function groupCell<K extends Group["kind"]>(
  design: Design,
  regionId: string,
  cell: Region,
  kind: K,
  prefix: string,
  make: (
    old: Extract<Group, { kind: K }> | null,
    next: (prefix: string) => string,
    glazed: () => Region,
  ) => Omit<Extract<Group, { kind: K }>, "kind" | "id">,
): Design {
  const fill = cellFill(cell);
  const next = idSource(design);
  const glazed = () => glassRegion(next("G"), fill);
  return replaceRegion(design, regionId, (r) => {
    const old = r.kind === kind ? (r as Extract<Group, { kind: K }>) : null;
    return { kind, id: old ? old.id : next(prefix), ...make(old, next, glazed) } as unknown as Region;
  });
}
