import { replaceRegion } from "../design/tree.ts";
import { barWidth, equalPositions, placedRegionCommand, spanAcross } from "./place.ts";
import { withPositions } from "./remap.ts";
import { fail } from "./types.ts";
import { validateDesign } from "./validate.ts";

export type EqualizeInput = { regionId: string };

/** Moves the mullions of a split so all its cells have the same clear size. */
export const equalize = placedRegionCommand<EqualizeInput>(
  "equalize",
  (design, _input, env, { hit, place }) => {
    if (hit.region.kind !== "split") return fail("design.wrong_kind", { expected: "split" });
    const split = hit.region;
    const w = barWidth(env, hit.frame.seriesId, place);
    const [lo, hi] = spanAcross(place.box, split.direction);
    const positions = equalPositions(lo, hi, split.mullions.length + 1, w);
    const updated = replaceRegion(design, split.id, (r) =>
      r.kind === "split" ? withPositions(r, positions, lo, hi, w) : r,
    );
    return validateDesign(updated, env, hit.frame.id);
  },
);
