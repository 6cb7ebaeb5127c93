import { isCode } from "../design/limits.ts";
import { replaceFrame } from "../design/tree.ts";
import { faceColoursRefusal } from "./set-colors.ts";
import { fail, frameCommand } from "./types.ts";
import { validateDesign } from "./validate.ts";

export type SetSeriesInput = {
  frameId: string;
  seriesId: string;
  /**
   * The frame's face colours in the new series, when the user agreed to change them with it (the
   * new series does not offer the old ones); omitted, the colours are kept.
   */
  colors?: { a: string; b: string };
};

/** Changes a frame's product series (its profile widths may change, so cells are re-checked). */
export const setSeries = frameCommand<SetSeriesInput>("setSeries", (design, input, env) => {
  if (!isCode(input.seriesId)) return fail("design.invalid", { field: "seriesId" });
  const colors = input.colors;
  const refused = colors && faceColoursRefusal(colors);
  if (refused) return refused;
  return validateDesign(
    replaceFrame(design, input.frameId, (f) => ({
      ...f,
      seriesId: input.seriesId,
      colors: colors ? { a: colors.a, b: colors.b } : f.colors,
    })),
    env,
    input.frameId,
    { kinds: true },
  );
});
