import type { Handle, Hinge, Lock } from "../design/model.ts";
import { handleSchema, hingeSchema, lockSchema } from "../design/schema.ts";
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
  hinge?: Hinge;
  handle?: Handle;
  lock?: Lock;
};

/**
 * Replaces a cell with a pair of leaves meeting in the middle without a mullion (French
 * window/door). Run on a pair it changes the pair in place: its id, meeting line, leaves and
 * their glass stay; only what the input names (type, active leaf, opening, hardware) changes.
 */
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
    const hardware = [
      input.hinge === undefined || hingeSchema.safeParse(input.hinge).success,
      input.handle === undefined || handleSchema.safeParse(input.handle).success,
      input.lock === undefined || lockSchema.safeParse(input.lock).success,
    ];
    if (hardware.includes(false)) return fail("design.invalid", { field: "hardware" });
    const fill = hit.region.kind === "fill" ? hit.region.fill : undefined;
    const next = idSource(design);
    const updated = replaceRegion(design, input.regionId, (r) => {
      const base = r.kind === "doubleSash" ? r : null;
      return {
        kind: "doubleSash",
        id: base ? base.id : next("D"),
        openType: input.openType,
        opening: input.opening ?? base?.opening ?? "inward",
        meeting: base ? base.meeting : (box.x0 + box.x1) / 2,
        active: input.active ?? base?.active ?? "right",
        hinge: input.hinge ?? base?.hinge ?? DEFAULT_HINGE,
        handle: input.handle ?? base?.handle ?? DEFAULT_HANDLE,
        lock: input.lock !== undefined ? input.lock : (base?.lock ?? null),
        left: base ? base.left : { id: next("S"), inner: glassRegion(next("G"), fill) },
        right: base ? base.right : { id: next("S"), inner: glassRegion(next("G"), fill) },
      };
    });
    return validateDesign(updated, env, hit.frame.id);
  },
};
