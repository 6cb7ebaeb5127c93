import type { Handle, Hinge, HingeSide, Lock, SashOpenType } from "../design/model.ts";
import { hingeSides, sashOpenTypes } from "../design/model.ts";
import { handleSchema, hingeSchema, lockSchema } from "../design/schema.ts";
import { findRegion, idSource, replaceRegion } from "../design/tree.ts";
import { DEFAULT_HANDLE, DEFAULT_HINGE } from "./defaults.ts";
import { type Command, fail } from "./types.ts";
import { validateDesign } from "./validate.ts";

export type SetSashInput = {
  regionId: string;
  openType: SashOpenType;
  hingeSide: HingeSide;
  opening?: "inward" | "outward";
  hinge?: Hinge;
  handle?: Handle;
  lock?: Lock;
};

/** Puts a sash into a cell (its content becomes the sash's content), or changes an existing sash. */
export const setSash: Command<SetSashInput> = {
  name: "setSash",
  history: "record",
  run(design, input, env) {
    const hit = findRegion(design, input.regionId);
    if (!hit) return fail("design.not_found", { id: input.regionId });
    if (hit.region.kind === "split") return fail("design.wrong_kind", { expected: "cell" });
    const opening = [undefined, "inward", "outward"].includes(input.opening);
    if (!sashOpenTypes.includes(input.openType) || !hingeSides.includes(input.hingeSide) || !opening)
      return fail("design.invalid", { field: "openType" });
    const hardware = [
      input.hinge === undefined || hingeSchema.safeParse(input.hinge).success,
      input.handle === undefined || handleSchema.safeParse(input.handle).success,
      input.lock === undefined || lockSchema.safeParse(input.lock).success,
    ];
    if (hardware.includes(false)) return fail("design.invalid", { field: "hardware" });
    const next = idSource(design);
    const updated = replaceRegion(design, input.regionId, (r) => {
      const base = r.kind === "sash" ? r : null;
      return {
        kind: "sash",
        id: base ? base.id : next("S"),
        openType: input.openType,
        hingeSide: input.hingeSide,
        opening: input.opening ?? base?.opening ?? "inward",
        hinge: input.hinge ?? base?.hinge ?? DEFAULT_HINGE,
        handle: input.handle ?? base?.handle ?? DEFAULT_HANDLE,
        lock: input.lock !== undefined ? input.lock : (base?.lock ?? null),
        inner: base ? base.inner : r,
      };
    });
    return validateDesign(updated, env, hit.frame.id);
  },
};
