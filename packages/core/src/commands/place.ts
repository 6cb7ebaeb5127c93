// Where a region sits, for commands that need its extent (frame mm).

import type { RegionPlace } from "../design/layout/context.ts";
import { layoutWithPlaces } from "../design/layout/layout.ts";
import type { Design } from "../design/model.ts";
import { barPart, type SeriesGeometry } from "../design/series-geometry.ts";
import { findRegion, type RegionHit } from "../design/tree.ts";
import type { Box } from "../geometry/outline.ts";
import { type Command, type CommandEnv, type CommandResult, fail } from "./types.ts";

/** The design reduced to one frame (no canvas items), for laying out just that frame. */
export function frameOnly(design: Design, frameId: string): Design {
  return {
    ...design,
    frames: design.frames.filter((f) => f.id === frameId),
    joiners: [],
    decorations: [],
  };
}

/** Where a region is laid out (its box, frame mm, and the sash it is in); only its own frame is laid out. */
export function regionPlace(design: Design, regionId: string, env: CommandEnv): RegionPlace | null {
  const hit = findRegion(design, regionId);
  if (!hit) return null;
  return (
    layoutWithPlaces(frameOnly(design, hit.frame.id), env.geometry, env.layoutCache).regions.get(regionId) ??
    null
  );
}

/** The region `regionId`, its frame and where it is laid out; null when the design has none. */
export function placedRegion(
  design: Design,
  regionId: string,
  env: CommandEnv,
): { hit: RegionHit; place: RegionPlace } | null {
  const hit = findRegion(design, regionId);
  const place = regionPlace(design, regionId, env);
  return hit && place ? { hit, place } : null;
}

/**
 * A recorded command on region `input.regionId` where it is laid out: refused `design.not_found`
 * when the design has no such region, else `run` with the region, its frame and its place.
 */
export function placedRegionCommand<I extends { regionId: string }>(
  name: string,
  run: (
    design: Design,
    input: I,
    env: CommandEnv,
    at: { hit: RegionHit; place: RegionPlace },
  ) => CommandResult,
): Command<I> {
  return {
    name,
    history: "record",
    run(design, input, env) {
      const at = placedRegion(design, input.regionId, env);
      if (!at) return fail("design.not_found", { id: input.regionId });
      return run(design, input, env, at);
    },
  };
}

/** The span (frame mm, lo and hi) a box has across bars of `direction`: x for vertical bars, y for horizontal. */
export function spanAcross(box: Box, direction: "vertical" | "horizontal"): [number, number] {
  return direction === "vertical" ? [box.x0, box.x1] : [box.y0, box.y1];
}

/** The box (frame mm) a region is laid out in; only its own frame is laid out. */
export function regionBox(design: Design, regionId: string, env: CommandEnv): Box | null {
  return regionPlace(design, regionId, env)?.box ?? null;
}

/**
 * Face width (mm) of the bars dividing a region laid out at `place`: the series' mullion in the
 * frame, its sash bar inside a sash (the layout draws them so).
 */
export function barWidth(env: CommandEnv, seriesId: string, place: RegionPlace): number {
  return seriesOf(env, seriesId).faceWidths[barPart(place.sashId)];
}

export function seriesOf(env: CommandEnv, seriesId: string): SeriesGeometry {
  return typeof env.geometry === "function" ? env.geometry(seriesId) : env.geometry;
}

/** Centre lines of n − 1 mullions of width w (mm) that divide [lo, hi] into n equal clear cells. */
export function equalPositions(lo: number, hi: number, n: number, w: number): number[] {
  const cell = (hi - lo - (n - 1) * w) / n;
  return Array.from({ length: n - 1 }, (_, k) => lo + (k + 1) * cell + (k + 0.5) * w);
}
