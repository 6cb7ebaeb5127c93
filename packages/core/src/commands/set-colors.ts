import { isCode } from "../design/limits.ts";
import { replaceFrame } from "../design/tree.ts";
import { fail, frameCommand, ok } from "./types.ts";

export type SetColorsInput = { frameId: string; a: string; b: string };

/** Sets a frame's face colours A (outside) and B (inside). */
export const setColors = frameCommand<SetColorsInput>("setColors", (design, input) => {
  if (!isCode(input.a) || !isCode(input.b)) return fail("design.invalid", { field: "colors" });
  return ok(replaceFrame(design, input.frameId, (f) => ({ ...f, colors: { a: input.a, b: input.b } })));
});
