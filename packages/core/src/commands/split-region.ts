import { idSource, replaceRegion, withFreshIds } from "../design/tree.ts";
import { barWidth, equalPositions, placedRegionCommand, spanAcross } from "./place.ts";
import { cellSpans, remapAxis } from "./remap.ts";
import { fail, outOfRange } from "./types.ts";
import { validateDesign } from "./validate.ts";

export type SplitRegionInput = {
  regionId: string;
  direction: "vertical" | "horizontal";
  /** Number of cells (2–20) when positions are not given: equal cells. */
  parts?: number;
  /** Mullion centre lines, frame mm, ascending. */
  positions?: number[];
};

/** Divides a region by mullions; each new cell is a copy of the region (fresh ids). */
export const splitRegion = placedRegionCommand<SplitRegionInput>(
  "splitRegion",
  (design, input, env, { hit, place }) => {
    const w = barWidth(env, hit.frame.seriesId, place);
    const [lo, hi] = spanAcross(place.box, input.direction);
    const parts = input.parts ?? 2;
    const refused = input.positions ? null : outOfRange(parts, 2, 20);
    if (refused) return refused;
    const positions = input.positions ?? equalPositions(lo, hi, parts, w);
    for (let i = 0; i < positions.length; i++) {
      const p = positions[i]!;
      const prev = i === 0 ? lo : positions[i - 1]!;
      if (!(p > prev && p < hi)) return fail("design.mullion_outside_region", { position: p });
    }
    if (positions.length === 0) return fail("design.count_out_of_range", { min: 2, max: 20 });
    const axis = input.direction === "vertical" ? 0 : 1;
    const spans = cellSpans(positions, lo, hi, w);
    const next = idSource(design);
    const updated = replaceRegion(design, input.regionId, (r) => ({
      kind: "split",
      id: next("R"),
      direction: input.direction,
      mullions: positions.map((position) => ({ id: next("M"), position })),
      // each cell starts as a copy of the region, its inner lines fitted to the cell's span
      children: [r, ...positions.map(() => withFreshIds(r, next))].map((c, i) =>
        remapAxis(c, axis, [lo, hi], spans[i]!),
      ),
    }));
    return validateDesign(updated, env, hit.frame.id);
  },
);
