import { daylightBox, decorationFractions } from "../design/layout/layout.ts";
import type { Design, Region } from "../design/model.ts";
import { childrenOf, findMullion, findRegion, idSource, replaceRegion } from "../design/tree.ts";
import { seriesOf } from "./place.ts";
import { splitRegion } from "./split-region.ts";
import { type Command, type CommandEnv, type CommandResult, fail, ok } from "./types.ts";

export type SetGlazingBarInput = {
  /** A mullion id (a bar that divides the glass) or a decoration id (bars laid on the glass). */
  id: string;
  /**
   * `dividing`: true divided lites, the bars split the glass (a split of the cell, one pane per
   * lite); `decorative`: one pane with the bars laid on it (docs/bom.md "Glazing bars").
   */
  kind: "dividing" | "decorative";
};

/** Whether region `id` lies inside a sash, leaf, panel or fold leaf of its frame. */
function insideSash(design: Design, id: string): boolean {
  for (const frame of design.frames) {
    const walk = (r: Region, inSash: boolean): boolean | null => {
      if (r.id === id) return inSash;
      const sashLike =
        r.kind === "sash" || r.kind === "doubleSash" || r.kind === "slide" || r.kind === "fold";
      for (const c of childrenOf(r)) {
        const found = walk(c, inSash || sashLike);
        if (found !== null) return found;
      }
      return null;
    };
    const found = walk(frame.root, false);
    if (found !== null) return found;
  }
  return false;
}

/**
 * Turns a glazing bar across a sash from dividing to decorative or back, keeping where the bars
 * are in the cell: a split of N lites (all glass or panel cells) becomes one pane with N − 1
 * decoration bars of the series' decoration face width on the mullions' centre lines; a
 * decoration of C × R panes becomes C columns of R lites each, split by the series' mullion on
 * the bars' centre lines (evenly spaced bars give equal lites).
 * Already of that kind: the design is returned unchanged.
 */
export const setGlazingBar: Command<SetGlazingBarInput> = {
  name: "setGlazingBar",
  history: "record",
  run(design, input, env) {
    if (input.kind !== "dividing" && input.kind !== "decorative")
      return fail("design.invalid", { field: "kind" });
    const deco = design.decorations.find((d) => d.id === input.id);
    if (deco) return input.kind === "decorative" ? ok(design) : divide(design, deco.id, env);
    const m = findMullion(design, input.id);
    if (!m) return fail("design.not_found", { id: input.id });
    if (input.kind === "dividing") return ok(design);
    const { split, frame } = m;
    if (!insideSash(design, split.id)) return fail("design.wrong_kind", { expected: "sash" });
    const first = split.children[0];
    if (!first || split.children.some((c) => c.kind !== "fill")) {
      return fail("design.wrong_kind", { expected: "fill" });
    }
    const lites = split.children.length;
    const gone = new Set(split.children.map((c) => c.id));
    const g = seriesOf(env, frame.seriesId);
    const next = idSource(design);
    const updated = replaceRegion(design, split.id, () => first);
    // each bar stays where its mullion was: its centre line as a fraction of the pane's daylight
    const vertical = split.direction === "vertical";
    const box = daylightBox(updated, env.geometry, first.id);
    if (!box) return fail("design.not_found", { id: first.id });
    const [lo, hi] = vertical ? [box.x0, box.x1] : [box.y0, box.y1];
    const places = split.mullions.map((m) => (m.position - lo) / (hi - lo));
    if (places.some((f) => !(f > 0 && f < 1))) return fail("design.wrong_kind", { expected: "fill" });
    return ok({
      ...updated,
      decorations: [
        ...updated.decorations.filter((d) => !gone.has(d.regionId)),
        {
          id: next("DEC"),
          frameId: frame.id,
          regionId: first.id,
          columns: vertical ? lites : 1,
          rows: vertical ? 1 : lites,
          width: g.faceWidths.decoration > 0 ? g.faceWidths.decoration : 25,
          ...(vertical ? { xs: places } : { ys: places }),
        },
      ],
    });
  },
};

function divide(design: Design, decoId: string, env: CommandEnv): CommandResult {
  const deco = design.decorations.find((d) => d.id === decoId)!;
  const hit = findRegion(design, deco.regionId);
  if (hit?.region.kind !== "fill") return fail("design.wrong_kind", { expected: "fill" });
  if (deco.columns < 2 && deco.rows < 2) return fail("design.count_out_of_range", { min: 2, max: 20 });
  // each mullion goes where its bar was (the bars' places across the pane's daylight)
  const box = daylightBox(design, env.geometry, deco.regionId);
  if (!box) return fail("design.not_found", { id: deco.regionId });
  const xs = decorationFractions(deco.columns, deco.xs).map((f) => box.x0 + (box.x1 - box.x0) * f);
  const ys = decorationFractions(deco.rows, deco.ys).map((f) => box.y0 + (box.y1 - box.y0) * f);
  let current: Design = { ...design, decorations: design.decorations.filter((d) => d.id !== decoId) };
  let cells = [deco.regionId];
  if (deco.columns > 1) {
    const r = splitAt(current, deco.regionId, "vertical", xs, env);
    if (!r.ok) return r;
    current = r.design;
    // the first column keeps the cell's id; its parent is the new split
    const parent = findRegion(current, deco.regionId)?.parent;
    cells = parent ? childrenOf(parent).map((c) => c.id) : [deco.regionId];
  }
  if (deco.rows > 1) {
    for (const cell of cells) {
      const r = splitAt(current, cell, "horizontal", ys, env);
      if (!r.ok) return r;
      current = r.design;
    }
  }
  return ok(current);
}

/** Splits a cell into `positions.length + 1` lites with its mullions' centre lines at `positions`. */
function splitAt(
  design: Design,
  regionId: string,
  direction: "vertical" | "horizontal",
  positions: number[],
  env: CommandEnv,
): CommandResult {
  const r = splitRegion.run(design, { regionId, direction, parts: positions.length + 1 }, env);
  if (!r.ok) return r;
  const parent = findRegion(r.design, regionId)?.parent;
  if (parent?.kind !== "split") return r;
  return ok(
    replaceRegion(r.design, parent.id, (s) =>
      s.kind === "split"
        ? { ...s, mullions: s.mullions.map((m, i) => ({ ...m, position: positions[i]! })) }
        : s,
    ),
  );
}
