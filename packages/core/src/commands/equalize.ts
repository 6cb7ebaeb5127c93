import { findRegion, replaceRegion } from "../design/tree.ts";
import { barWidth, equalPositions, regionPlace } from "./place.ts";
import { withPositions } from "./remap.ts";
import { type Command, fail } from "./types.ts";
import { validateDesign } from "./validate.ts";

export type EqualizeInput = { regionId: string };

/** Moves the mullions of a split so all its cells have the same clear size. */
export const equalize: Command<EqualizeInput> = {
  name: "equalize",
  history: "record",
  run(design, input, env) {
    const hit = findRegion(design, input.regionId);
    const place = regionPlace(design, input.regionId, env);
    if (!hit || !place) return fail("design.not_found", { id: input.regionId });
    const { box } = place;
    if (hit.region.kind !== "split") return fail("design.wrong_kind", { expected: "split" });
    const split = hit.region;
    const w = barWidth(env, hit.frame.seriesId, place);
    const [lo, hi] = split.direction === "vertical" ? [box.x0, box.x1] : [box.y0, box.y1];
    const positions = equalPositions(lo, hi, split.mullions.length + 1, w);
    const updated = replaceRegion(design, split.id, (r) =>
      r.kind === "split" ? withPositions(r, positions, lo, hi, w) : r,
    );
    return validateDesign(updated, env, hit.frame.id);
  },
};
