import { replaceFrame } from "../design/tree.ts";
import { type Command, fail } from "./types.ts";
import { validateDesign } from "./validate.ts";

export type SetSillExtensionInput = { frameId: string; sillExtension: boolean };

/**
 * Orders a sill extension with the frame, or stops ordering it (docs/series.md "Sash bars and sill
 * extensions"): refused in a series with no sill extension profile (`design.series_no_sill_extension`).
 */
export const setSillExtension: Command<SetSillExtensionInput> = {
  name: "setSillExtension",
  history: "record",
  run(design, input, env) {
    if (!design.frames.some((f) => f.id === input.frameId))
      return fail("design.not_found", { id: input.frameId });
    const updated = replaceFrame(design, input.frameId, ({ sillExtension: _, ...f }) =>
      input.sillExtension ? { ...f, sillExtension: true } : f,
    );
    return validateDesign(updated, env, input.frameId);
  },
};
