import { findMullion, replaceRegion } from "../design/tree.ts";
import { barWidth, regionPlace } from "./place.ts";
import { withPositions } from "./remap.ts";
import { type Command, fail } from "./types.ts";
import { validateDesign } from "./validate.ts";

export type MoveMullionInput = { mullionId: string /** New centre line, frame mm. */; position: number };

/** Moves a mullion within its region, between its neighbours; cells must keep their minimum size. */
export const moveMullion: Command<MoveMullionInput> = {
  name: "moveMullion",
  history: "record",
  run(design, input, env) {
    const hit = findMullion(design, input.mullionId);
    if (!hit) return fail("design.not_found", { id: input.mullionId });
    const place = regionPlace(design, hit.split.id, env);
    if (!place) return fail("design.not_found", { id: hit.split.id });
    const { box } = place;
    const vertical = hit.split.direction === "vertical";
    const lo = hit.index === 0 ? (vertical ? box.x0 : box.y0) : hit.split.mullions[hit.index - 1]!.position;
    const last = hit.index === hit.split.mullions.length - 1;
    const hi = last ? (vertical ? box.x1 : box.y1) : hit.split.mullions[hit.index + 1]!.position;
    if (!(input.position > lo && input.position < hi)) {
      return fail("design.mullion_outside_region", { position: input.position });
    }
    const w = barWidth(env, hit.frame.seriesId, place);
    const [from, to] = vertical ? [box.x0, box.x1] : [box.y0, box.y1];
    const positions = hit.split.mullions.map((m, i) => (i === hit.index ? input.position : m.position));
    // the two cells beside the mullion carry their inner lines (a meeting line, sub-mullions) along
    const updated = replaceRegion(design, hit.split.id, (r) =>
      r.kind === "split" ? withPositions(r, positions, from, to, w) : r,
    );
    return validateDesign(updated, env, hit.frame.id);
  },
};
