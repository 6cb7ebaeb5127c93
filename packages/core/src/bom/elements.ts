// Which layout elements a row is evaluated for: its scope, narrowed by a sash tab to the
// sashes of that tab's kind (sash, double sash leaf, slide panel, fold leaf).
import type {
  GlassTemplate,
  LayoutFill,
  LayoutFrame,
  LayoutMember,
  LayoutSash,
} from "../design/layout-types.ts";
import type { Ast } from "../formula/ast.ts";
import { evaluate, type Scope } from "../formula/evaluate.ts";
import { truthy } from "../formula/functions/logic.ts";
import { print } from "../formula/printer.ts";
import type { SafetyZonePane } from "../glass/safety-zones.ts";
import type { CompiledRow, CompiledSeries } from "../series/compile.ts";
import { type FormulaTab, sashTabs } from "../series/schema.ts";

export interface Element {
  readonly id: string;
  readonly scope: Scope;
  /** A shaped fill's cut template (glass rows carry it on their lines); rectangles have none. */
  readonly template?: GlassTemplate;
  /** A pane in a safety zone whose annealed make-up the series' safety build-up replaces. */
  readonly replaces?: { readonly drawn: string; readonly ordered: string };
  /** A member with an end too acute to mitre: its variables as laid out, and the joint's style. */
  readonly acute?: MemberAcute;
}

/**
 * A member's variables with its ends as laid out (A1, A2 before the acute ends were squared), the
 * laid-out angles of its acute ends, and the series' joint style for them.
 */
export interface MemberAcute {
  readonly laidOut: Scope;
  readonly joints: readonly number[];
  readonly style: "butt" | "coped";
}

/** The layout elements of one frame and their scopes, built once and shared by all rows. */
export interface FrameElements {
  readonly frame: LayoutFrame;
  readonly frameScope: Scope;
  readonly members: ReadonlyArray<{ member: LayoutMember; scope: Scope; acute?: MemberAcute }>;
  readonly sashes: ReadonlyArray<{ sash: LayoutSash; tab: FormulaTab; scope: Scope }>;
  readonly fills: ReadonlyArray<{
    fill: LayoutFill;
    scope: Scope;
    replaces?: { readonly drawn: string; readonly ordered: string };
    /** The safety zone an annealed pane lies in (none for safety glass or outside the zones). */
    zone?: SafetyZonePane;
  }>;
  readonly openings: ReadonlyArray<{ id: string; sashId: string | null; scope: Scope }>;
  /** elementsFor() results by the rows' plan slot (tab, scope and guard), filled on first use. */
  readonly memo: Array<readonly Element[] | undefined>;
}

function isSashTab(tab: FormulaTab): boolean {
  return (sashTabs as readonly string[]).includes(tab);
}

/**
 * How a row finds its elements: the tab and scope's list, narrowed by the condition's guard
 * (its leftmost `and` operand). `and` stops at a false left operand, so an element whose guard
 * is false (not an error) can only give "no line": dropping it changes nothing. Rows sharing a
 * guard (`ROLE = 'frame'`, `PART = 'mullion'`…) share the narrowed list, so a frame's ~20
 * members are tested once per guard instead of once per row (most member rows are for one role).
 */
export interface RowPlan {
  readonly row: CompiledRow;
  /** Slot in a frame's memo of the tab and scope's whole list. */
  readonly all: number;
  /** Slot of the list narrowed by the guard (or `all` when there is none). */
  readonly slot: number;
  readonly guard?: Ast;
}

const plans = new WeakMap<CompiledSeries, readonly RowPlan[]>();

/** One plan per row of `series`, in row order, made once per compiled series. */
export function rowPlans(series: CompiledSeries): readonly RowPlan[] {
  let list = plans.get(series);
  if (list) return list;
  const slots = new Map<string, number>();
  const slotOf = (key: string) => {
    let n = slots.get(key);
    if (n === undefined) {
      n = slots.size;
      slots.set(key, n);
    }
    return n;
  };
  list = series.rows.map((row) => {
    const all = `${row.tab}|${row.scope}`;
    let guard = row.exprs.condition;
    while (guard?.type === "binary" && guard.op === "and") guard = guard.left;
    // a frame-scope row has one element: a guard would only test it twice
    return guard && row.scope !== "frame"
      ? { row, all: slotOf(all), slot: slotOf(`${all}|${print(guard)}`), guard }
      : { row, all: slotOf(all), slot: slotOf(all) };
  });
  plans.set(series, list);
  return list;
}

/** The elements `plan`'s row is evaluated for in `frame` (shared by rows of one slot). */
export function elementsFor(plan: RowPlan, frame: FrameElements): readonly Element[] {
  const memo = frame.memo;
  let list = memo[plan.slot];
  if (list) return list;
  let all = memo[plan.all];
  if (!all) {
    all = collect(plan.row, frame);
    memo[plan.all] = all;
  }
  const guard = plan.guard;
  list = guard
    ? all.filter((el) => {
        const v = evaluate(guard, el.scope);
        return typeof v === "object" || truthy(v); // an error stays: the row reports it
      })
    : all;
  memo[plan.slot] = list;
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
        .map((m) => ({ id: m.member.id, scope: m.scope, ...(m.acute && { acute: m.acute }) }));
    case "fill":
      return frame.fills
        .filter((f) => inTab(f.fill.sashId))
        .map((f) => ({
          id: f.fill.id,
          scope: f.scope,
          ...(f.fill.shaped && { template: f.fill.template }),
          ...(f.replaces && { replaces: f.replaces }),
        }));
    case "opening":
      return frame.openings.filter((o) => inTab(o.sashId)).map((o) => ({ id: o.id, scope: o.scope }));
  }
}
