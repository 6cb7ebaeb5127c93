import { isCode } from "../design/limits.ts";
import { replaceFrame } from "../design/tree.ts";
import { type Command, fail, ok } from "./types.ts";

export type SetColorsInput = { frameId: string; a: string; b: string };

/** Sets a frame's face colours A (outside) and B (inside). */
export const setColors: Command<SetColorsInput> = {
  name: "setColors",
  history: "record",
  run(design, input) {
    if (!design.frames.some((f) => f.id === input.frameId))
      return fail("design.not_found", { id: input.frameId });
    if (!isCode(input.a) || !isCode(input.b)) return fail("design.invalid", { field: "colors" });
    return ok(replaceFrame(design, input.frameId, (f) => ({ ...f, colors: { a: input.a, b: input.b } })));
  },
};
