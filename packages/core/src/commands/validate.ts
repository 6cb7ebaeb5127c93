// Checks a design after an edit: every cell (frame cell, sash glass, slide panel…) must keep
// at least the series' minimum clear opening, so no profile is cut shorter than it can be, and
// a frame is divided, or shaped, only when its series has a mullion profile (SL90 has none: a
// sliding window is one rectangular group), a sash only when it has a sash-bar profile, and a sash, pair, sliding or folding group only of a
// kind its series builds (series/kinds.ts).

import { layoutWithPlaces } from "../design/layout/layout.ts";
import type { Design, Region } from "../design/model.ts";
import type { SeriesGeometry } from "../design/series-geometry.ts";
import { shapeOutline } from "../design/shapes.ts";
import { childrenOf, regionOpeningKind } from "../design/tree.ts";
import { isRectangle } from "../geometry/outline.ts";
import { frameOnly } from "./place.ts";
import { type CommandEnv, type CommandResult, fail, ok } from "./types.ts";

function geometryOf(env: CommandEnv, seriesId: string): SeriesGeometry {
  return typeof env.geometry === "function" ? env.geometry(seriesId) : env.geometry;
}

/**
 * The design if every non-split region got an opening of at least minClear mm each way, else a
 * coded error. With `frameId` only that frame is laid out and checked: an edit of one frame
 * cannot shrink another, and a drag on a large drawing stays cheap. With `kinds` (the edits that
 * make a sash, pair, sliding or folding group, or change a frame's series), each of them must be
 * of a kind the frame's series builds; other edits leave what a drawing already has (an older
 * order, a template) to the save, which the server refuses with the same message.
 */
export function validateDesign(
  design: Design,
  env: CommandEnv,
  frameId?: string,
  checks: { kinds?: boolean } = {},
): CommandResult {
  const checked = frameId === undefined ? design : frameOnly(design, frameId);
  const l = layoutWithPlaces(checked, env.geometry, env.layoutCache);
  const openings = new Map(l.openings.map((o) => [o.id, o]));
  for (const frame of checked.frames) {
    const g = geometryOf(env, frame.seriesId);
    const min = g.minClear;
    // A series without a mullion profile (SL90: a sliding window is one rectangular group) has
    // nothing to cut a mullion, transom or glazing bar from: its BOM would leave them out.
    const divisible = g.profileCodes.mullion !== "";
    // The same series are sliding systems: straight square-cut tracks, no bent or sloped head,
    // and no rows for shaped glass, so an arched or sloped frame would get a BOM without them.
    if (!divisible && !isRectangle(shapeOutline(frame.shape))) return fail("design.series_rectangular_only");
    // a sill extension is cut from the series' own profile, never another in its place
    if (frame.sillExtension && g.sillExtension === "") return fail("design.series_no_sill_extension");
    // A glazing bar inside a sash is cut from the series' sash-bar profile: without one the
    // sash cannot be divided (never a frame mullion in its place).
    const sashDivisible = g.profileCodes.sashBar !== "";
    const stack: { r: Region; inSash: boolean }[] = [{ r: frame.root, inSash: false }];
    while (stack.length) {
      const { r, inSash } = stack.pop()!;
      const ring = r.kind !== "split" && r.kind !== "fill";
      for (const c of childrenOf(r)) stack.push({ r: c, inSash: inSash || ring });
      if (r.kind === "split") {
        if (!inSash && !divisible) return fail("design.series_no_mullion");
        if (inSash && !sashDivisible) return fail("design.series_no_sash_bar");
        continue;
      }
      const kind = regionOpeningKind(r);
      if (checks.kinds && kind && g.builds && !g.builds.includes(kind)) {
        return fail("design.series_cannot_build", { regionId: r.id, kind });
      }
      const o = openings.get(r.id);
      if (!o || o.clearWidth < min - 1e-6 || o.clearHeight < min - 1e-6) {
        return fail("design.cell_too_small", { regionId: r.id, min });
      }
    }
  }
  return ok(design);
}
