import { findRegion, replaceRegion } from "../design/tree.ts";
import { regionBox } from "./place.ts";
import { type Command, fail } from "./types.ts";
import { validateDesign } from "./validate.ts";

export type MoveMeetingInput = { regionId: string /** New meeting line x, frame mm. */; position: number };

/** Moves the meeting line of a double sash (an unequal French pair); both leaves keep their minimum. */
export const moveMeeting: Command<MoveMeetingInput> = {
  name: "moveMeeting",
  history: "record",
  run(design, input, env) {
    const hit = findRegion(design, input.regionId);
    if (!hit) return fail("design.not_found", { id: input.regionId });
    if (hit.region.kind !== "doubleSash") return fail("design.wrong_kind", { expected: "doubleSash" });
    const box = regionBox(design, input.regionId, env);
    if (!box) return fail("design.not_found", { id: input.regionId });
    if (!(input.position > box.x0 && input.position < box.x1)) {
      return fail("design.mullion_outside_region", { position: input.position });
    }
    const updated = replaceRegion(design, input.regionId, (r) =>
      r.kind === "doubleSash" ? { ...r, meeting: input.position } : r,
    );
    return validateDesign(updated, env, hit.frame.id);
  },
};
