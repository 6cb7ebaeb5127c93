import type { Design, Region } from "../design/model.ts";
import { childrenOf, findMullion, findRegion, idSource, replaceRegion } from "../design/tree.ts";
import { glassRegion } from "./defaults.ts";
import { type Command, type CommandResult, fail, ok } from "./types.ts";
import { validateDesign } from "./validate.ts";

export type DeleteItemInput = { id: string };

function firstFill(r: Region): Region | null {
  if (r.kind === "fill") return r;
  for (const c of childrenOf(r)) {
    const f = firstFill(c);
    if (f) return f;
  }
  return null;
}

const listKeys = ["walls", "joiners", "decorations", "dimensions", "notes"] as const;

/**
 * Deletes by id: a frame (with its joiners and decorations), a canvas item, a mullion (the
 * cell after it merges into the cell before it), or a sash / group (the cell keeps a fill).
 */
export const deleteItem: Command<DeleteItemInput> = {
  name: "deleteItem",
  history: "record",
  run(design, { id }, env): CommandResult {
    if (design.frames.some((f) => f.id === id)) {
      return ok({
        ...design,
        frames: design.frames.filter((f) => f.id !== id),
        joiners: design.joiners.filter((j) => !j.frames.includes(id)),
        decorations: design.decorations.filter((d) => d.frameId !== id),
      });
    }
    for (const key of listKeys) {
      const list = design[key] as { id: string }[];
      if (list.some((x) => x.id === id))
        return ok({ ...design, [key]: list.filter((x) => x.id !== id) } as Design);
    }
    const m = findMullion(design, id);
    if (m) {
      const updated = replaceRegion(design, m.split.id, (r) => {
        if (r.kind !== "split") return r;
        if (r.mullions.length === 1) return r.children[0]!;
        return {
          ...r,
          mullions: r.mullions.filter((x) => x.id !== id),
          children: r.children.filter((_, i) => i !== m.index + 1),
        };
      });
      return validateDesign(updated, env, m.frame.id);
    }
    const hit = findRegion(design, id);
    if (!hit || hit.region.kind === "fill" || hit.region.kind === "split")
      return fail("design.not_found", { id });
    const keep = hit.region.kind === "sash" ? hit.region.inner : firstFill(hit.region);
    const next = idSource(design);
    return validateDesign(
      replaceRegion(design, id, () => keep ?? glassRegion(next("G"))),
      env,
      hit.frame.id,
    );
  },
};
