import { replaceFrame } from "../design/tree.ts";
import { frameCommand } from "./types.ts";
import { validateDesign } from "./validate.ts";

export type SetSillExtensionInput = { frameId: string; sillExtension: boolean };

/**
 * Orders a sill extension with the frame, or stops ordering it (docs/series.md "Sash bars and sill
 * extensions"): refused in a series with no sill extension profile (`design.series_no_sill_extension`).
 */
export const setSillExtension = frameCommand<SetSillExtensionInput>(
  "setSillExtension",
  (design, input, env) => {
    const updated = replaceFrame(design, input.frameId, ({ sillExtension: _, ...f }) =>
      input.sillExtension ? { ...f, sillExtension: true } : f,
    );
    return validateDesign(updated, env, input.frameId);
  },
);
