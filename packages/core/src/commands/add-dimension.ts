import { isCoord } from "../design/limits.ts";
import { idSource } from "../design/tree.ts";
import { type Command, fail, ok } from "./types.ts";

export type AddDimensionInput = { from: [number, number]; to: [number, number]; offset?: number };

/** Adds a free dimension between two canvas points (mm). */
export const addDimension: Command<AddDimensionInput> = {
  name: "addDimension",
  history: "record",
  run(design, input) {
    const offset = input.offset ?? 100;
    if (![...input.from, ...input.to, offset].every(isCoord))
      return fail("design.invalid", { field: "position" });
    if (Math.hypot(input.to[0] - input.from[0], input.to[1] - input.from[1]) <= 0) {
      return fail("design.size_not_positive");
    }
    const dim = { id: idSource(design)("DIM"), from: input.from, to: input.to, offset };
    return ok({ ...design, dimensions: [...design.dimensions, dim] });
  },
};
