import { findRegion, idSource, replaceRegion } from "../design/tree.ts";
import { DEFAULT_HANDLE, DEFAULT_HINGE, glassRegion } from "./defaults.ts";
import { regionBox } from "./place.ts";
import { type Command, fail } from "./types.ts";
import { validateDesign } from "./validate.ts";

export type SetDoubleSashInput = {
  regionId: string;
  openType: "casement" | "tiltTurn" | "door";
  active?: "left" | "right";
  opening?: "inward" | "outward";
};

/** Replaces a cell with a pair of leaves meeting in the middle without a mullion (French window/door). */
export const setDoubleSash: Command<SetDoubleSashInput> = {
  name: "setDoubleSash",
  history: "record",
  run(design, input, env) {
    const hit = findRegion(design, input.regionId);
    const box = regionBox(design, input.regionId, env);
    if (!hit || !box) return fail("design.not_found", { id: input.regionId });
    if (hit.region.kind === "split") return fail("design.wrong_kind", { expected: "cell" });
    const known =
      ["casement", "tiltTurn", "door"].includes(input.openType) &&
      [undefined, "left", "right"].includes(input.active) &&
      [undefined, "inward", "outward"].includes(input.opening);
    if (!known) return fail("design.invalid", { field: "openType" });
    const fill = hit.region.kind === "fill" ? hit.region.fill : undefined;
    const next = idSource(design);
    const updated = replaceRegion(design, input.regionId, () => ({
      kind: "doubleSash",
      id: next("D"),
      openType: input.openType,
      opening: input.opening ?? "inward",
      meeting: (box.x0 + box.x1) / 2,
      active: input.active ?? "right",
      hinge: DEFAULT_HINGE,
      handle: DEFAULT_HANDLE,
      lock: null,
      left: { id: next("S"), inner: glassRegion(next("G"), fill) },
      right: { id: next("S"), inner: glassRegion(next("G"), fill) },
    }));
    return validateDesign(updated, env, hit.frame.id);
  },
};
