// Walking and rewriting the region tree immutably. Ids are unique across a design; new ids
// come from freshId (a counter over the ids already present), so commands stay pure.
import type { Design, Frame, Region } from "./model.ts";
import type { OpeningKind } from "./sash-kinds/kinds.ts";

/** Child regions of a region, in drawing order. */
export function childrenOf(r: Region): Region[] {
  switch (r.kind) {
    case "split":
      return r.children;
    case "sash":
      return [r.inner];
    case "doubleSash":
      return [r.left.inner, r.right.inner];
    case "slide":
      return r.panels.map((p) => p.inner);
    case "fold":
      return r.leaves.map((l) => l.inner);
    case "fill":
      return [];
  }
}

/** The opening kind a region makes (its open type, a sliding or folding group), or null. */
export function regionOpeningKind(r: Region): OpeningKind | null {
  switch (r.kind) {
    case "sash":
    case "doubleSash":
      return r.openType;
    case "slide":
      return "slide";
    case "fold":
      return "fold";
    default:
      return null;
  }
}

/** A copy of `r` with each child replaced by `fn(child)`; the same object when nothing changed. */
export function mapChildren(r: Region, fn: (child: Region) => Region): Region {
  switch (r.kind) {
    case "split": {
      const children = r.children.map(fn);
      return children.every((c, i) => c === r.children[i]) ? r : { ...r, children };
    }
    case "sash": {
      const inner = fn(r.inner);
      return inner === r.inner ? r : { ...r, inner };
    }
    case "doubleSash": {
      const l = fn(r.left.inner);
      const rr = fn(r.right.inner);
      return l === r.left.inner && rr === r.right.inner
        ? r
        : { ...r, left: { ...r.left, inner: l }, right: { ...r.right, inner: rr } };
    }
    case "slide": {
      const panels = r.panels.map((p) => {
        const inner = fn(p.inner);
        return inner === p.inner ? p : { ...p, inner };
      });
      return panels.every((p, i) => p === r.panels[i]) ? r : { ...r, panels };
    }
    case "fold": {
      const leaves = r.leaves.map((l) => {
        const inner = fn(l.inner);
        return inner === l.inner ? l : { ...l, inner };
      });
      return leaves.every((l, i) => l === r.leaves[i]) ? r : { ...r, leaves };
    }
    case "fill":
      return r;
  }
}

export type RegionHit = { frame: Frame; region: Region; parent: Region | null };

/** Finds a region (by its id) anywhere in the design. */
export function findRegion(design: Design, regionId: string): RegionHit | null {
  for (const frame of design.frames) {
    const stack: [Region, Region | null][] = [[frame.root, null]];
    while (stack.length) {
      const [region, parent] = stack.pop()!;
      if (region.id === regionId) return { frame, region, parent };
      for (const c of childrenOf(region)) stack.push([c, region]);
    }
  }
  return null;
}

/** Finds the split region holding a mullion, and the mullion's index in it. */
export function findMullion(
  design: Design,
  mullionId: string,
): { frame: Frame; split: Extract<Region, { kind: "split" }>; index: number } | null {
  for (const frame of design.frames) {
    const stack: Region[] = [frame.root];
    while (stack.length) {
      const r = stack.pop()!;
      if (r.kind === "split") {
        const index = r.mullions.findIndex((m) => m.id === mullionId);
        if (index >= 0) return { frame, split: r, index };
      }
      stack.push(...childrenOf(r));
    }
  }
  return null;
}

/** Replaces the region with id `regionId` by `fn(region)` wherever it is; the design is unchanged if not found. */
export function replaceRegion(design: Design, regionId: string, fn: (r: Region) => Region): Design {
  const visit = (r: Region): Region => (r.id === regionId ? fn(r) : mapChildren(r, visit));
  let changed = false;
  const frames = design.frames.map((f) => {
    const root = visit(f.root);
    if (root === f.root) return f;
    changed = true;
    return { ...f, root };
  });
  return changed ? { ...design, frames } : design;
}

/** Replaces a frame by id. */
export function replaceFrame(design: Design, frameId: string, fn: (f: Frame) => Frame): Design {
  return { ...design, frames: design.frames.map((f) => (f.id === frameId ? fn(f) : f)) };
}

/** Every id used in the design (frames, regions, mullions, leaves, items). */
export function allIds(design: Design): Set<string> {
  const ids = new Set<string>();
  const visit = (r: Region) => {
    ids.add(r.id);
    if (r.kind === "split") for (const m of r.mullions) ids.add(m.id);
    if (r.kind === "doubleSash") ids.add(r.left.id).add(r.right.id);
    if (r.kind === "slide") for (const p of r.panels) ids.add(p.id);
    if (r.kind === "fold") for (const l of r.leaves) ids.add(l.id);
    for (const c of childrenOf(r)) visit(c);
  };
  for (const f of design.frames) {
    ids.add(f.id);
    visit(f.root);
  }
  for (const list of [design.walls, design.joiners, design.decorations, design.dimensions, design.notes]) {
    for (const item of list) ids.add(item.id);
  }
  return ids;
}

/** A generator of ids not yet used in the design: prefix + the next free number. Deterministic. */
export function idSource(design: Design): (prefix: string) => string {
  const used = allIds(design);
  let n = 0;
  for (const id of used) {
    const m = /(\d+)$/.exec(id);
    if (m) n = Math.max(n, Number(m[1]));
  }
  return (prefix) => {
    let id: string;
    do {
      n++;
      id = `${prefix}${n}`;
    } while (used.has(id));
    used.add(id);
    return id;
  };
}

/** A deep copy of a region with every id replaced from `next`. */
export function withFreshIds(r: Region, next: (prefix: string) => string): Region {
  const copy = mapChildren(r, (c) => withFreshIds(c, next));
  const base = { ...(copy === r ? r : copy) } as Region;
  switch (base.kind) {
    case "split":
      return { ...base, id: next("R"), mullions: base.mullions.map((m) => ({ ...m, id: next("M") })) };
    case "sash":
      return { ...base, id: next("S") };
    case "doubleSash":
      return {
        ...base,
        id: next("D"),
        left: { ...base.left, id: next("S") },
        right: { ...base.right, id: next("S") },
      };
    case "slide":
      return { ...base, id: next("SL"), panels: base.panels.map((p) => ({ ...p, id: next("P") })) };
    case "fold":
      return { ...base, id: next("FO"), leaves: base.leaves.map((l) => ({ ...l, id: next("L") })) };
    case "fill":
      return { ...base, id: next("G") };
  }
}
