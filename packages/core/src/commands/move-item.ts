import { isCoord } from "../design/limits.ts";
import { type Command, fail, ok } from "./types.ts";

export type MoveItemInput = { id: string /** Canvas mm */; dx: number; dy: number };

/** Moves a note, a wall or a free dimension (both its ends) by a distance on the canvas. */
export const moveItem: Command<MoveItemInput> = {
  name: "moveItem",
  history: "record",
  run(design, input) {
    const { id, dx, dy } = input;
    if (!Number.isFinite(dx) || !Number.isFinite(dy)) return fail("design.invalid", { field: "position" });
    const shift = (p: [number, number]): [number, number] => [p[0] + dx, p[1] + dy];
    const note = design.notes.find((n) => n.id === id);
    const wall = design.walls.find((w) => w.id === id);
    const dimension = design.dimensions.find((d) => d.id === id);
    const points = note
      ? [shift(note.at)]
      : wall
        ? [shift([wall.x, wall.y])]
        : dimension
          ? [shift(dimension.from), shift(dimension.to)]
          : null;
    if (!points) return fail("design.not_found", { id });
    if (!points.every(([x, y]) => isCoord(x) && isCoord(y)))
      return fail("design.invalid", { field: "position" });
    return ok({
      ...design,
      notes: design.notes.map((n) => (n.id === id ? { ...n, at: shift(n.at) } : n)),
      walls: design.walls.map((w) => (w.id === id ? { ...w, x: w.x + dx, y: w.y + dy } : w)),
      dimensions: design.dimensions.map((d) =>
        d.id === id ? { ...d, from: shift(d.from), to: shift(d.to) } : d,
      ),
    });
  },
};
