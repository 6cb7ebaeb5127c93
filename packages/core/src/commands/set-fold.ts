import type { FoldRegion } from "../design/model.ts";
import { idSource, replaceRegion } from "../design/tree.ts";
import { cellFill, glassRegion } from "./defaults.ts";
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
    const fill = cellFill(hit.region);
    const next = idSource(design);
    const updated = replaceRegion(design, input.regionId, (r) => ({
      kind: "fold",
      id: r.kind === "fold" ? r.id : next("FO"),
      foldType: input.foldType,
      opening: input.opening ?? (r.kind === "fold" ? r.opening : "outward"),
      leaves: Array.from({ length: input.leaves }, () => ({
        id: next("L"),
        inner: glassRegion(next("G"), fill),
      })),
    }));
    return validateDesign(updated, env, hit.frame.id, { kinds: true });
  },
};
