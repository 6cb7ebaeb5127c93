// Which layout elements a row is evaluated for: its scope, narrowed by a sash tab to the
// sashes of that tab's kind (sash, double sash leaf, slide panel, fold leaf).
import type { GlassTemplate } from "../design/layout-types.ts";
import type { Scope } from "../formula/evaluate.ts";
import type { CompiledRow } from "../series/compile.ts";
import { type FormulaTab, sashTabs } from "../series/schema.ts";
import type { FrameElements } from "./scopes.ts";

export interface Element {
  readonly id: string;
  readonly scope: Scope;
  /** A shaped fill's cut template (glass rows carry it on their lines); rectangles have none. */
  readonly template?: GlassTemplate;
}

function isSashTab(tab: FormulaTab): boolean {
  return (sashTabs as readonly string[]).includes(tab);
}

/** The elements `row` is evaluated for in `frame` (the same list for rows of one tab and scope). */
export function elementsFor(row: CompiledRow, frame: FrameElements): readonly Element[] {
  const key = `${row.tab}|${row.scope}`;
  let list = frame.memo.get(key) as Element[] | undefined;
  if (!list) {
    list = collect(row, frame);
    frame.memo.set(key, list);
  }
  return list;
}

function collect(row: CompiledRow, frame: FrameElements): Element[] {
  const sashTab = isSashTab(row.tab);
  const ownSashes = sashTab ? frame.sashes.filter((s) => s.tab === row.tab) : frame.sashes;
  const sashIds = sashTab ? new Set(ownSashes.map((s) => s.sash.id)) : undefined;
  const inTab = (sashId: string | null) => !sashIds || (sashId !== null && sashIds.has(sashId));
  switch (row.scope) {
    case "frame":
      return sashTab && ownSashes.length === 0 ? [] : [{ id: frame.frame.id, scope: frame.frameScope }];
    case "sash":
      return ownSashes.map((s) => ({ id: s.sash.id, scope: s.scope }));
    case "member":
      return frame.members
        .filter((m) => inTab(m.member.sashId))
        .map((m) => ({ id: m.member.id, scope: m.scope }));
    case "fill":
      return frame.fills
        .filter((f) => inTab(f.fill.sashId))
        .map((f) =>
          f.fill.shaped
            ? { id: f.fill.id, scope: f.scope, template: f.fill.template }
            : { id: f.fill.id, scope: f.scope },
        );
    case "opening":
      return frame.openings.filter((o) => inTab(o.sashId)).map((o) => ({ id: o.id, scope: o.scope }));
  }
}
