import { isCoord } from "../design/limits.ts";
import { replaceFrame } from "../design/tree.ts";
import { fail, frameCommand, ok } from "./types.ts";

export type MoveFrameInput = { frameId: string /** Canvas mm */; x: number; y: number };

/** Moves a frame on the canvas. */
export const moveFrame = frameCommand<MoveFrameInput>("moveFrame", (design, input) => {
  if (!isCoord(input.x) || !isCoord(input.y)) return fail("design.invalid", { field: "position" });
  return ok(replaceFrame(design, input.frameId, (f) => ({ ...f, x: input.x, y: input.y })));
});
