import { isCoord } from "../design/limits.ts";
import type { Region } from "../design/model.ts";
import { shapeSize } from "../design/shapes.ts";
import { childrenOf, idSource, withFreshIds } from "../design/tree.ts";
import { type Command, fail, ok } from "./types.ts";

export type CloneFrameInput = {
  frameId: string /** Gap to the right of the rightmost frame, mm. */;
  gap?: number;
};

/** Region ids in drawing order (a copy made by withFreshIds has the same shape, so the same order). */
function regionIds(r: Region, out: string[] = []): string[] {
  out.push(r.id);
  for (const c of childrenOf(r)) regionIds(c, out);
  return out;
}

/** Copies a frame (fresh ids) and its decoration bars to the right of everything on the canvas. */
export const cloneFrame: Command<CloneFrameInput> = {
  name: "cloneFrame",
  history: "record",
  run(design, input) {
    const frame = design.frames.find((f) => f.id === input.frameId);
    if (!frame) return fail("design.not_found", { id: input.frameId });
    const right = Math.max(...design.frames.map((f) => f.x + shapeSize(f.shape).width));
    const x = right + (input.gap ?? 200);
    if (!isCoord(x)) return fail("design.invalid", { field: "gap" });
    const next = idSource(design);
    const copy = {
      ...frame,
      id: next("F"),
      x,
      root: withFreshIds(frame.root, next),
    };
    // mullion positions are frame-local, so the copy needs no shifting
    const copyIds = regionIds(copy.root);
    const newIdOf = new Map(regionIds(frame.root).map((id, i) => [id, copyIds[i]!]));
    const decorations = design.decorations
      .filter((d) => d.frameId === frame.id && newIdOf.has(d.regionId))
      .map((d) => ({ ...d, id: next("DEC"), frameId: copy.id, regionId: newIdOf.get(d.regionId)! }));
    return ok({
      ...design,
      frames: [...design.frames, copy],
      decorations: [...design.decorations, ...decorations],
    });
  },
};
