import { isCoord } from "../design/limits.ts";
import { replaceFrame } from "../design/tree.ts";
import { type Command, fail, ok } from "./types.ts";

export type MoveFrameInput = { frameId: string /** Canvas mm */; x: number; y: number };

/** Moves a frame on the canvas. */
export const moveFrame: Command<MoveFrameInput> = {
  name: "moveFrame",
  history: "record",
  run(design, input) {
    if (!design.frames.some((f) => f.id === input.frameId))
      return fail("design.not_found", { id: input.frameId });
    if (!isCoord(input.x) || !isCoord(input.y)) return fail("design.invalid", { field: "position" });
    return ok(replaceFrame(design, input.frameId, (f) => ({ ...f, x: input.x, y: input.y })));
  },
};
