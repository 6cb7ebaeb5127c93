import { isCoord, isLength } from "../design/limits.ts";
import { idSource } from "../design/tree.ts";
import { type Command, fail, ok } from "./types.ts";

export type AddWallInput = { x: number; y: number; width: number; height: number };

/** Adds a wall rectangle on the canvas (mm). */
export const addWall: Command<AddWallInput> = {
  name: "addWall",
  history: "record",
  run(design, input) {
    if (!(input.width > 0 && input.height > 0)) return fail("design.size_not_positive");
    if (!isLength(input.width) || !isLength(input.height)) return fail("design.invalid", { field: "size" });
    if (!isCoord(input.x) || !isCoord(input.y)) return fail("design.invalid", { field: "position" });
    return ok({
      ...design,
      walls: [
        ...design.walls,
        { id: idSource(design)("W"), x: input.x, y: input.y, width: input.width, height: input.height },
      ],
    });
  },
};
