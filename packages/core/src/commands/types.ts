// Every edit of a design is a command: a pure function from (design, input) to a new design
// or a coded error (never thrown text). `history` says whether the edit enters undo history
// (excalidraw capture modes idea): "record" for edits, "ignore" for transient previews.
import type { LayoutCache } from "../design/layout/layout.ts";
import type { Design, Frame } from "../design/model.ts";
import type { SeriesGeometrySource } from "../design/series-geometry.ts";
import { findRegion, type RegionHit } from "../design/tree.ts";

export const commandErrorCodes = [
  "design.not_found",
  "design.wrong_kind",
  "design.size_not_positive",
  "design.mullion_outside_region",
  "design.cell_too_small",
  "design.tracks_out_of_range",
  "design.count_out_of_range",
  "design.shape_invalid",
  "design.invalid",
  "design.nothing_to_join",
  "design.already_joined",
  "design.slide_not_rectangular",
  "design.series_no_mullion",
  "design.series_no_sash_bar",
  "design.series_no_sill_extension",
  "design.series_rectangular_only",
  "design.series_cannot_build",
  "design.sill_height_range",
  "design.colour_required",
] as const;
export type CommandErrorCode = (typeof commandErrorCodes)[number];
export type CommandError = { code: CommandErrorCode; params?: Record<string, string | number> };
export type CommandResult = { ok: true; design: Design } | { ok: false; error: CommandError };

export type CommandEnv = {
  geometry: SeriesGeometrySource;
  /**
   * Per-frame layouts to reuse (the editor's): a drag step lays out the frame it moved once,
   * for the command's check and the drawing alike. Without it every layout starts afresh.
   */
  layoutCache?: LayoutCache;
};

export type Command<I> = {
  /** Stable name, used in history entries and logs. */
  name: string;
  history: "record" | "ignore";
  run(design: Design, input: I, env: CommandEnv): CommandResult;
};

export const ok = (design: Design): CommandResult => ({ ok: true, design });
export const fail = (code: CommandErrorCode, params?: CommandError["params"]): CommandResult => ({
  ok: false,
  error: params ? { code, params } : { code },
});

/**
 * A recorded command on one frame of the design (`input.frameId`): refused `design.not_found`
 * when the design has no such frame, else `run` with the frame.
 */
export function frameCommand<I extends { frameId: string }>(
  name: string,
  run: (design: Design, input: I, env: CommandEnv, frame: Frame) => CommandResult,
): Command<I> {
  return {
    name,
    history: "record",
    run(design, input, env) {
      const frame = design.frames.find((f) => f.id === input.frameId);
      if (!frame) return fail("design.not_found", { id: input.frameId });
      return run(design, input, env, frame);
    },
  };
}

/** Refused with `code` naming the range unless `n` is a whole number from `min` to `max`; else null. */
export function outOfRange(
  n: number,
  min: number,
  max: number,
  code: CommandErrorCode = "design.count_out_of_range",
): CommandResult | null {
  return Number.isInteger(n) && n >= min && n <= max ? null : fail(code, { min, max });
}

/** The cell `regionId` (a region but a split) with its frame, or the refusal: not found, or a split. */
export function findCell(
  design: Design,
  regionId: string,
): RegionHit | Extract<CommandResult, { ok: false }> {
  const hit = findRegion(design, regionId);
  if (!hit) return { ok: false, error: { code: "design.not_found", params: { id: regionId } } };
  if (hit.region.kind === "split")
    return { ok: false, error: { code: "design.wrong_kind", params: { expected: "cell" } } };
  return hit;
}
