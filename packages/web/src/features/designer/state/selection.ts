import type { Design, Frame, Layout, Region } from "@fenestra/core";
import { childrenOf, findMullion, findRegion } from "@fenestra/core/design/tree";

// What the right-hand panels edit: the selection (member or opening ids from the core's hit
// test) resolved to model objects. Pure, so the panels stay plain forms.

export type SelectionContext = {
  frame: Frame | null;
  mullion: { id: string; position: number; direction: "vertical" | "horizontal"; splitId: string } | null;
  /** The sash-like region holding the selection (sash or double sash), if any. */
  sash: Extract<Region, { kind: "sash" | "doubleSash" }> | null;
  /** The sliding or folding group holding the selection (a panel, leaf, rail…), if any. */
  group: Extract<Region, { kind: "slide" | "fold" }> | null;
  /** The fill cell selected (glass, panel…), if any. */
  fill: Extract<Region, { kind: "fill" }> | null;
  /**
   * A glazing bar across a sash: a mullion inside a sash (dividing: it splits the glass) or a
   * decoration bar (decorative: laid on one pane); `id` is the mullion or the decoration.
   */
  bar: { kind: "dividing" | "decorative"; id: string } | null;
  /** The note selected on the canvas, if any (its text is edited in the info tab). */
  note: Design["notes"][number] | null;
  /** The region the selection sits in (for splitting, equalizing). */
  regionId: string | null;
};

const EMPTY: SelectionContext = {
  frame: null,
  mullion: null,
  sash: null,
  group: null,
  fill: null,
  bar: null,
  note: null,
  regionId: null,
};

/** The innermost slide or fold group that is, or holds a panel or leaf with, one of the ids. */
function groupOf(design: Design, ids: readonly (string | null)[]): SelectionContext["group"] {
  const wanted = new Set(ids.filter((x): x is string => x !== null));
  let found: SelectionContext["group"] = null;
  for (const f of design.frames) {
    const stack: Region[] = [f.root];
    while (stack.length) {
      const r = stack.pop()!;
      if (r.kind === "slide" && (wanted.has(r.id) || r.panels.some((p) => wanted.has(p.id)))) found = r;
      if (r.kind === "fold" && (wanted.has(r.id) || r.leaves.some((l) => wanted.has(l.id)))) found = r;
      stack.push(...childrenOf(r));
    }
  }
  return found;
}

function regionOfSash(design: Design, sashId: string | null): SelectionContext["sash"] {
  if (!sashId) return null;
  const hit = findRegion(design, sashId);
  if (hit && (hit.region.kind === "sash" || hit.region.kind === "doubleSash")) return hit.region;
  // double sash leaves carry their own ids; find the double sash that owns the leaf
  for (const f of design.frames) {
    const stack: Region[] = [f.root];
    while (stack.length) {
      const r = stack.pop()!;
      if (r.kind === "doubleSash" && (r.left.id === sashId || r.right.id === sashId)) return r;
      stack.push(...childrenOf(r));
    }
  }
  return null;
}

export function resolveSelection(
  design: Design,
  layout: Layout,
  selection: readonly string[],
): SelectionContext {
  const id = selection[selection.length - 1];
  if (!id) return EMPTY;
  const note = design.notes.find((n) => n.id === id);
  if (note) return { ...EMPTY, note };
  const member = layout.members.find((m) => m.id === id);
  if (member) {
    const frame = design.frames.find((f) => f.id === member.frameId) ?? null;
    const m = member.role === "mullion" ? findMullion(design, member.id) : null;
    const sash = regionOfSash(design, member.sashId);
    const bar: SelectionContext["bar"] =
      member.role === "decoration"
        ? { kind: "decorative", id: member.id.replace(/:[vh]:\d+$/, "") }
        : m && member.sashId !== null
          ? { kind: "dividing", id: member.id }
          : null;
    return {
      frame,
      mullion: m
        ? {
            id: member.id,
            position: m.split.mullions[m.index]!.position,
            direction: m.split.direction,
            splitId: m.split.id,
          }
        : null,
      sash,
      group: groupOf(design, [member.regionId, member.sashId]),
      fill: null,
      bar,
      note: null,
      regionId: m ? m.split.id : member.regionId,
    };
  }
  const opening = layout.openings.find((o) => o.id === id);
  if (!opening) return EMPTY;
  const hit = findRegion(design, opening.id);
  return {
    frame: design.frames.find((f) => f.id === opening.frameId) ?? null,
    mullion: null,
    sash: regionOfSash(design, opening.sashId),
    group: groupOf(design, [opening.sashId, opening.id]),
    fill: hit?.region.kind === "fill" ? hit.region : null,
    bar: null,
    note: null,
    regionId: opening.id,
  };
}
