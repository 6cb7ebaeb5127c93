import { isCoord } from "../design/limits.ts";
import type { DecorationBar as Decoration, Design, Frame, Region } from "../design/model.ts";
import { shapeSize } from "../design/shapes.ts";
import { childrenOf, idSource, withFreshIds } from "../design/tree.ts";
import { type Command, type CommandResult, fail, frameCommand, ok } from "./types.ts";

export type CloneFrameInput = {
  frameId: string /** Gap to the right of the rightmost frame, mm. */;
  gap?: number;
};

/** Frames copied (Ctrl+C) with their decoration bars, as pasted by pasteFrames. */
export type FrameClip = { frames: readonly Frame[]; decorations: readonly Decoration[] };
export type PasteFramesInput = FrameClip & {
  /** Gap to the right of the rightmost frame, mm. */ gap?: number;
};

/** Region ids in drawing order (a copy made by withFreshIds has the same shape, so the same order). */
function regionIds(r: Region, out: string[] = []): string[] {
  out.push(r.id);
  for (const c of childrenOf(r)) regionIds(c, out);
  return out;
}

/**
 * Copies frames (fresh ids) and their decoration bars beside everything on the canvas: the
 * group keeps its own arrangement, its left edge `gap` mm right of the rightmost frame, at the
 * copied frames' own height.
 */
export function placeCopies(design: Design, clip: FrameClip, gap = 200): CommandResult {
  if (clip.frames.length === 0) return fail("design.not_found", { id: "frames" });
  const rightOf = (frames: readonly Frame[]) =>
    Math.max(...frames.map((f) => f.x + shapeSize(f.shape).width));
  const left = Math.min(...clip.frames.map((f) => f.x));
  const right = design.frames.length ? rightOf(design.frames) : left - gap;
  const dx = right + gap - left;
  if (!clip.frames.every((f) => isCoord(f.x + dx) && isCoord(f.x + dx + shapeSize(f.shape).width)))
    return fail("design.invalid", { field: "gap" });
  const next = idSource(design);
  const frames: Frame[] = [];
  const decorations: Decoration[] = [];
  for (const frame of clip.frames) {
    // mullion positions are frame-local, so the copy needs no shifting inside
    const copy = { ...frame, id: next("F"), x: frame.x + dx, root: withFreshIds(frame.root, next) };
    const copyIds = regionIds(copy.root);
    const newIdOf = new Map(regionIds(frame.root).map((id, i) => [id, copyIds[i]!]));
    for (const d of clip.decorations) {
      if (d.frameId === frame.id && newIdOf.has(d.regionId))
        decorations.push({ ...d, id: next("DEC"), frameId: copy.id, regionId: newIdOf.get(d.regionId)! });
    }
    frames.push(copy);
  }
  return ok({
    ...design,
    frames: [...design.frames, ...frames],
    decorations: [...design.decorations, ...decorations],
  });
}

/** Copies a frame (fresh ids) and its decoration bars to the right of everything on the canvas. */
export const cloneFrame = frameCommand<CloneFrameInput>("cloneFrame", (design, input, _env, frame) =>
  placeCopies(design, { frames: [frame], decorations: design.decorations }, input.gap ?? 200),
);

/** Pastes copied frames (from this drawing or another) beside everything on the canvas. */
export const pasteFrames: Command<PasteFramesInput> = {
  name: "pasteFrames",
  history: "record",
  run(design, input) {
    return placeCopies(design, input, input.gap ?? 200);
  },
};
