import type { FoldRegion } from "../design/model.ts";
import { groupCell } from "./group-cell.ts";
import { type Command, fail, findCell, outOfRange } from "./types.ts";
import { validateDesign } from "./validate.ts";

export type SetFoldInput = {
  regionId: string;
  /** 2 to 12 leaves. */
  leaves: number;
  foldType: FoldRegion["foldType"];
  opening?: "inward" | "outward";
};

/**
 * Replaces a cell with a folding group of equal leaves. Run on a folding group itself it changes
 * the leaf count or fold type and keeps the group's id, opening and the first leaf's fill.
 */
export const setFold: Command<SetFoldInput> = {
  name: "setFold",
  history: "record",
  run(design, input, env) {
    const refused = outOfRange(input.leaves, 2, 12);
    if (refused) return refused;
    const known =
      ["stackLeft", "stackRight", "split"].includes(input.foldType) &&
      [undefined, "inward", "outward"].includes(input.opening);
    if (!known) return fail("design.invalid", { field: "foldType" });
    const hit = findCell(design, input.regionId);
    if ("ok" in hit) return hit;
    const updated = groupCell(design, input.regionId, hit.region, "fold", "FO", (old, next, glazed) => ({
      foldType: input.foldType,
      opening: input.opening ?? old?.opening ?? "outward",
      leaves: Array.from({ length: input.leaves }, () => ({ id: next("L"), inner: glazed() })),
    }));
    return validateDesign(updated, env, hit.frame.id, { kinds: true });
  },
};
