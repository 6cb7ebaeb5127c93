// The folding-door hardware a series fits (docs/scene.md "Fold hardware"): the rows of its fold
// tab that order hinges, rollers, locks and handles, and cut its tracks. The 3D scene evaluates
// them per frame through the BOM engine (scene/fold-hardware.ts), so it draws what the BOM lists.
import type { Series } from "./schema.ts";

/** The accessory categories of a fold kit the scene draws. */
export const FOLD_KIT_CATEGORIES = ["hinge", "roller", "lock", "handle"] as const;

/**
 * The series cut down to its fold kit: the fold tab's accessory rows of a kit category and its
 * profile rows of a track profile, in the tab's order (nothing else: no other tab, no acute-joint
 * cleats). None when the fold tab has no such row.
 */
export function foldKitOf(series: Series): Series | undefined {
  const tab = series.formulas.foldSash;
  if (!tab) return undefined;
  const categories = new Map(series.accessories.map((a) => [a.code, a.category]));
  const tracks = new Set(series.profiles.filter((p) => p.partType === "track").map((p) => p.code));
  const kit = new Set<string>(FOLD_KIT_CATEGORIES);
  const rows = tab.rows.filter((row) => {
    const code = row.code ?? "";
    if (row.kind === "addon") return kit.has(categories.get(code) ?? "");
    return row.kind === "profile" && tracks.has(code);
  });
  if (rows.length === 0) return undefined;
  const { acuteJoint: _, ...rest } = series;
  return { ...rest, formulas: { foldSash: { ...tab, rows } } };
}
