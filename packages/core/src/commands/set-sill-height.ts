import { isSillHeight, MAX_SILL_HEIGHT_MM } from "../design/limits.ts";
import { replaceFrame } from "../design/tree.ts";
import { fail, frameCommand, ok } from "./types.ts";

export type SetSillHeightInput = { frameId: string; sillHeight: number };

/**
 * Sets how high the frame's bottom stands above the finished floor, mm (what the safety-glass
 * zones measure from). Outside 0…10,000 mm it is refused, never clamped.
 */
export const setSillHeight = frameCommand<SetSillHeightInput>("setSillHeight", (design, input) => {
  if (!isSillHeight(input.sillHeight))
    return fail("design.sill_height_range", { min: 0, max: MAX_SILL_HEIGHT_MM });
  return ok(replaceFrame(design, input.frameId, (f) => ({ ...f, sillHeight: input.sillHeight })));
});
