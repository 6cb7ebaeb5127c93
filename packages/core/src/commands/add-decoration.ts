import { isLength } from "../design/limits.ts";
import { findRegion, idSource } from "../design/tree.ts";
import { type Command, fail, ok } from "./types.ts";

export type AddDecorationInput = { regionId: string; columns: number; rows: number /** mm */; width: number };

/** Lays decoration (Georgian) bars over a glass cell: columns × rows panes. */
export const addDecoration: Command<AddDecorationInput> = {
  name: "addDecoration",
  history: "record",
  run(design, input) {
    const hit = findRegion(design, input.regionId);
    if (!hit) return fail("design.not_found", { id: input.regionId });
    if (hit.region.kind !== "fill") return fail("design.wrong_kind", { expected: "fill" });
    const okCount = (n: number) => Number.isInteger(n) && n >= 1 && n <= 20;
    if (!okCount(input.columns) || !okCount(input.rows))
      return fail("design.count_out_of_range", { min: 1, max: 20 });
    if (!(input.width > 0)) return fail("design.size_not_positive");
    if (!isLength(input.width)) return fail("design.invalid", { field: "width" });
    const deco = {
      id: idSource(design)("DEC"),
      frameId: hit.frame.id,
      regionId: input.regionId,
      columns: input.columns,
      rows: input.rows,
      width: input.width,
    };
    return ok({ ...design, decorations: [...design.decorations, deco] });
  },
};
