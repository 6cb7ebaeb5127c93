import type { FoldRegion } from "../design/model.ts";
import { findRegion, idSource, replaceRegion } from "../design/tree.ts";
import { cellFill, glassRegion } from "./defaults.ts";
import { type Command, fail } from "./types.ts";
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
    if (!Number.isInteger(input.leaves) || input.leaves < 2 || input.leaves > 12) {
      return fail("design.count_out_of_range", { min: 2, max: 12 });
    }
    const known =
      ["stackLeft", "stackRight", "split"].includes(input.foldType) &&
      [undefined, "inward", "outward"].includes(input.opening);
    if (!known) return fail("design.invalid", { field: "foldType" });
    const hit = findRegion(design, input.regionId);
    if (!hit) return fail("design.not_found", { id: input.regionId });
    if (hit.region.kind === "split") return fail("design.wrong_kind", { expected: "cell" });
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
