import { isCode, isFaceColour } from "../design/limits.ts";
import { replaceFrame } from "../design/tree.ts";
import { type CommandResult, fail, frameCommand, ok } from "./types.ts";

export type SetColorsInput = { frameId: string; a: string; b: string };

/**
 * Why a frame cannot take the face colours `colors`: one too long to store (design.invalid), or
 * one empty or blank (SPEC §5 "face A and B colour cannot be empty": design.colour_required,
 * naming the side); null when it can. Every command that sets colours asks it, so no edit, the
 * web picker's or any other caller's, leaves a frame without one.
 */
export function faceColoursRefusal(colors: { a: string; b: string }): CommandResult | null {
  if (!isCode(colors.a) || !isCode(colors.b)) return fail("design.invalid", { field: "colors" });
  for (const side of ["a", "b"] as const)
    if (!isFaceColour(colors[side])) return fail("design.colour_required", { side });
  return null;
}

/** Sets a frame's face colours A (outside) and B (inside). */
export const setColors = frameCommand<SetColorsInput>("setColors", (design, input) => {
  const refused = faceColoursRefusal(input);
  if (refused) return refused;
  return ok(replaceFrame(design, input.frameId, (f) => ({ ...f, colors: { a: input.a, b: input.b } })));
});
