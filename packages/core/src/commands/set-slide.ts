import { layoutWithPlaces } from "../design/layout/layout.ts";
import type { SlideRegion } from "../design/model.ts";
import { clipBox, isRectangle } from "../geometry/outline.ts";
import { groupCell } from "./group-cell.ts";
import { frameOnly, seriesOf } from "./place.ts";
import { type Command, fail, findCell, outOfRange } from "./types.ts";
import { validateDesign } from "./validate.ts";

export type SetSlideInput = {
  regionId: string;
  /** 1 to 8 (SPEC §9). */
  tracks: number;
  /** Number of panels, 1 to 16; panel i runs on track i mod tracks unless `panelTracks` says. */
  panels: number;
  direction: SlideRegion["direction"];
  /** The track of each panel, left to right (0 = outermost, below `tracks`): an OXXO on 2 tracks is 0, 1, 1, 0. */
  panelTracks?: readonly number[];
  /** Which panels are fixed (stand on brackets, do not slide), left to right; none when left out. */
  fixed?: readonly boolean[];
};

/**
 * Replaces a cell with a sliding group. The cell must be a rectangle: sliding panels run in
 * straight head and sill tracks and are square-cut (docs/series.md, SL90), so a sliding group
 * in an arch, a trapezoid or under a slope is refused (`design.slide_not_rectangular`); a
 * shaped window slides in a rectangular cell below a transom. Run on a sliding group itself it changes the tracks,
 * panel count or direction and keeps the group's id and the first panel's fill.
 */
export const setSlide: Command<SetSlideInput> = {
  name: "setSlide",
  history: "record",
  run(design, input, env) {
    const refused =
      outOfRange(input.tracks, 1, 8, "design.tracks_out_of_range") ?? outOfRange(input.panels, 1, 16);
    if (refused) return refused;
    if (!["left", "right", "both"].includes(input.direction))
      return fail("design.invalid", { field: "direction" });
    const { panelTracks, fixed } = input;
    if (panelTracks !== undefined) {
      if (!Array.isArray(panelTracks) || panelTracks.length !== input.panels)
        return fail("design.invalid", { field: "panelTracks" });
      if (!panelTracks.every((t) => Number.isInteger(t) && t >= 0 && t < input.tracks))
        return fail("design.count_out_of_range", { min: 0, max: input.tracks - 1 });
    }
    if (
      fixed !== undefined &&
      (!Array.isArray(fixed) || fixed.length !== input.panels || !fixed.every((f) => typeof f === "boolean"))
    )
      return fail("design.invalid", { field: "fixed" });
    const hit = findCell(design, input.regionId);
    if ("ok" in hit) return hit;
    const place = layoutWithPlaces(
      frameOnly(design, hit.frame.id),
      env.geometry,
      env.layoutCache,
    ).regions.get(input.regionId);
    // a region's place is its parent's outline and its own box: the cell is their overlap
    const cell = place ? clipBox(place.outline, place.box) : null;
    if (cell && !isRectangle(cell))
      // a transom below the shaped part makes a rectangle, if the series has one to cut
      return fail(
        seriesOf(env, hit.frame.seriesId).profileCodes.mullion === ""
          ? "design.series_no_mullion"
          : "design.slide_not_rectangular",
      );
    const updated = groupCell(design, input.regionId, hit.region, "slide", "SL", (_old, next, glazed) => ({
      tracks: input.tracks,
      direction: input.direction,
      panels: Array.from({ length: input.panels }, (_, i) => ({
        id: next("P"),
        track: panelTracks?.[i] ?? i % input.tracks,
        fixed: fixed?.[i] ?? false,
        inner: glazed(),
      })),
    }));
    return validateDesign(updated, env, hit.frame.id, { kinds: true });
  },
};
