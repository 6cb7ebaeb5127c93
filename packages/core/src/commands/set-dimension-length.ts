import { isCoord, isLength } from "../design/limits.ts";
import { type Command, fail, ok } from "./types.ts";

export type SetDimensionLengthInput = { id: string /** mm */; length: number };

/**
 * Gives a free dimension a typed length: its start stays, its end moves along the line (a free
 * dimension is an annotation; no geometry changes). Typed on the canvas through typeDimension.
 */
export const setDimensionLength: Command<SetDimensionLengthInput> = {
  name: "setDimensionLength",
  history: "record",
  run(design, input) {
    const d = design.dimensions.find((x) => x.id === input.id);
    if (!d) return fail("design.not_found", { id: input.id });
    if (!(input.length > 0)) return fail("design.size_not_positive");
    if (!isLength(input.length)) return fail("design.invalid", { field: "length" });
    const dx = d.to[0] - d.from[0];
    const dy = d.to[1] - d.from[1];
    const len = Math.hypot(dx, dy);
    const to: [number, number] =
      len > 0
        ? [d.from[0] + (dx / len) * input.length, d.from[1] + (dy / len) * input.length]
        : [d.from[0] + input.length, d.from[1]];
    if (!to.every(isCoord)) return fail("design.invalid", { field: "position" });
    return ok({
      ...design,
      dimensions: design.dimensions.map((x) => (x.id === input.id ? { ...x, to } : x)),
    });
  },
};
