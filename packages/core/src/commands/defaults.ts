import type { Fill, GlassFill, Handle, Hinge, Region } from "../design/model.ts";

/** The glass a new cell gets until the user picks another. */
export const DEFAULT_GLASS: GlassFill = {
  type: "glass",
  spec: "5+12A+5",
  frosted: false,
  gap: 12,
  shade: "none",
  holeType: "none",
};
export const DEFAULT_HINGE: Hinge = { type: "standard", count: 2 };
export const DEFAULT_HANDLE: Handle = { type: "standard", offset: 0 };

export function glassRegion(id: string, fill: Fill = DEFAULT_GLASS): Region {
  return { kind: "fill", id, fill };
}

/**
 * The fill a cell keeps when it becomes a sliding or folding group: the cell's own fill, or
 * the first panel's / leaf's fill when a group is reshaped (undefined = the default glass).
 */
export function cellFill(region: Region): Fill | undefined {
  if (region.kind === "fill") return region.fill;
  const first =
    region.kind === "slide"
      ? region.panels[0]?.inner
      : region.kind === "fold"
        ? region.leaves[0]?.inner
        : null;
  return first?.kind === "fill" ? first.fill : undefined;
}
