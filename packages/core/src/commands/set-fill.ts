import type { Fill, Region } from "../design/model.ts";
import { fillSchema } from "../design/schema.ts";
import { findRegion, mapChildren, replaceRegion } from "../design/tree.ts";
import { type Command, fail, ok } from "./types.ts";

export type SetFillInput = { regionId: string; fill: Fill };

function fillAll(r: Region, fill: Fill): Region {
  return r.kind === "fill" ? { ...r, fill } : mapChildren(r, (c) => fillAll(c, fill));
}

/** Sets the fill of a cell; on a sash, split or group it sets every cell inside. */
export const setFill: Command<SetFillInput> = {
  name: "setFill",
  history: "record",
  run(design, input) {
    if (!findRegion(design, input.regionId)) return fail("design.not_found", { id: input.regionId });
    // the fill comes from a form: store only what the schema allows (spec length, gap range…)
    const fill = fillSchema.safeParse(input.fill);
    if (!fill.success) return fail("design.invalid", { field: "fill" });
    return ok(replaceRegion(design, input.regionId, (r) => fillAll(r, fill.data as Fill)));
  },
};
