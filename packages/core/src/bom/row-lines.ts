// Evaluates one formula row for one element into a BOM line (or an error, or nothing when
// its condition is false or its count is zero).
import type { GlassTemplate } from "../design/layout-types.ts";
import type { Value } from "../formula/ast.ts";
import { type FormulaError, type FormulaErrorCode, formulaError, isFormulaError } from "../formula/errors.ts";
import { evaluate, lookup, type Scope } from "../formula/evaluate.ts";
import { truthy } from "../formula/functions/logic.ts";
import type { CompiledRow, CompiledSeries, ExprField, TextField } from "../series/compile.ts";
import { holeTabs, moneyTabs } from "../series/schema.ts";
import type { MemberAcute } from "./elements.ts";
import { type LineMerger, profileTail } from "./merge.ts";
import { applyRounding, roundFen } from "./rounding.ts";
import { flattenScope } from "./scopes.ts";
import type { AcuteEnd, BomLine, GlassLine, LineSource } from "./types.ts";

/** The row's line was added to its twin already in the site's merger (no line built). */
export const MERGED: unique symbol = Symbol("merged");

export type RowOutcome =
  | { line: BomLine }
  | { field: string; error: FormulaError }
  | typeof MERGED
  | undefined;

class RowFailure {
  constructor(
    readonly field: string,
    readonly error: FormulaError,
  ) {}
}

/** Where a row is evaluated: which window of the order (index, how many) and which element. */
export interface RowSite {
  readonly window: number;
  readonly windowCount: number;
  element: string;
  /** Record the variables in the line's source (product-test screen). */
  readonly trace: boolean;
  /** The element's glass template when it is a shaped fill. */
  template?: GlassTemplate | undefined;
  /** The element's safety build-up, when it replaces an annealed make-up (glass rows say so). */
  replaces?: { readonly drawn: string; readonly ordered: string } | undefined;
  /** A member with an end too acute to mitre (profile rows say which of their ends it is). */
  acute?: MemberAcute | undefined;
  /**
   * Lines merged so far: a profile or hardware line whose twin is there is added to it in
   * place (most of an order's lines are: ~28,000 evaluations make ~4,400 lines).
   */
  readonly merger?: LineMerger;
}

/** Context of one evaluation: the row, the element's variables, and where. */
interface Eval {
  readonly row: CompiledRow;
  readonly scope: Scope;
  readonly series: CompiledSeries;
  readonly windowCount: number;
  readonly site: RowSite;
}

/** Built only for rows that produce a line: most evaluations produce none. */
function sourceOf(e: Eval): LineSource {
  const { site, row } = e;
  const base = { window: site.window, element: site.element, tab: row.tab, rowId: row.row.id };
  return site.trace ? { ...base, vars: flattenScope(e.scope) } : base;
}

function num(
  e: Eval,
  field: ExprField,
  fallback: number | undefined,
  code: FormulaErrorCode = "err_20",
): number {
  const ast = e.row.exprs[field];
  if (!ast) {
    if (fallback === undefined) throw new RowFailure(field, formulaError("err_0", 0, 0));
    return fallback;
  }
  const v = evaluate(ast, e.scope);
  if (isFormulaError(v)) throw new RowFailure(field, v);
  if (typeof v !== "number") throw new RowFailure(field, formulaError(code, ast.start, ast.end - ast.start));
  return v;
}

function text(e: Eval, field: TextField, fallback: string): string {
  const t = e.row.texts[field];
  if (!t) return fallback;
  if ("literal" in t) return t.literal;
  const v: Value | FormulaError = evaluate(t.ast, e.scope);
  if (isFormulaError(v)) throw new RowFailure(field, { ...v, position: v.position + 1 });
  return String(v);
}

/** Price expressions are in yuan per unit; lines keep fen. */
function priceFen(e: Eval, catalogueFen: number): number {
  const ast = e.row.exprs.price;
  if (!ast) return catalogueFen;
  return num(e, "price", 0, "err_22") * 100;
}

export function evaluateRow(
  row: CompiledRow,
  scope: Scope,
  series: CompiledSeries,
  site: RowSite,
): RowOutcome {
  // most evaluations stop at the condition: nothing is allocated before it holds
  const cond = row.exprs.condition;
  if (cond) {
    const c = evaluate(cond, scope);
    if (isFormulaError(c)) return { field: "condition", error: c };
    if (!truthy(c)) return undefined;
  }
  const e: Eval = { row, scope, series, windowCount: site.windowCount, site };
  try {
    const line = buildLine(e);
    if (line === MERGED) return MERGED;
    return line && line.count > 0 ? { line } : undefined;
  } catch (err) {
    if (err instanceof RowFailure) return { field: err.field, error: err.error };
    throw err;
  }
}

function buildLine(e: Eval): BomLine | typeof MERGED | undefined {
  switch (e.row.kind) {
    case "profile":
      return profileLine(e);
    case "glass":
      return glassLine(e);
    case "addon":
      return addonLine(e);
    case "hole":
      return holeLine(e);
    case "cost":
      return moneyLine(e);
  }
}

function profileLine(e: Eval): BomLine | typeof MERGED | undefined {
  const { rounding } = e.series.series;
  const code = text(e, "code", "");
  const profile = e.series.series.profiles.find((p) => p.code === code);
  if (!profile) throw new RowFailure("code", formulaError("err_26", 0, code.length, code));
  const rawLength = num(e, "length", undefined, "err_24");
  if (!(rawLength > 0)) throw new RowFailure("length", formulaError("err_24", 0, 1));
  const length = applyRounding(rawLength, rounding.length);
  const perWindow = num(e, "count", 1, "err_4");
  if (perWindow <= 0) return undefined;
  const count = perWindow * e.windowCount;
  const metres = (length / 1000) * count;
  // Money is rounded per window, then multiplied, so 3 windows cost 3 × one window.
  const amount = roundFen((length / 1000) * perWindow * priceFen(e, profile.pricePerMetre), rounding.money);
  const colour = text(e, "colour", String(lookup(e.scope, "COLOUR") ?? profile.colours[0]));
  // a profile is ordered only in a colour its catalogue offers (the frame colour is typed freely)
  if (!offers(profile.colours, colour))
    throw new RowFailure("colour", formulaError("err_26", 0, colour.length, `${code} ${colour}`));
  const name = text(e, "name", profile.name);
  const angleA = num(e, "angleA", 90);
  const angleB = num(e, "angleB", 90);
  const optimize = e.row.row.optimize;
  const weight = metres * profile.weightPerMetre;
  const acuteEnds = e.site.acute && acuteEndsOf(e, e.site.acute, angleA, angleB);
  const twin = e.site.merger?.find(
    "p",
    code,
    name,
    colour,
    length,
    angleA,
    angleB,
    profileTail(optimize, acuteEnds),
  );
  if (twin?.category === "profile") {
    // what LineMerger.add would add, in the same order
    twin.count += count;
    twin.sources.push(sourceOf(e));
    twin.amount += amount * e.windowCount;
    twin.weight += weight;
    return MERGED;
  }
  return {
    category: "profile",
    code,
    name,
    colour,
    length,
    angleA,
    angleB,
    ...(acuteEnds && { acuteEnds }),
    optimize,
    stockLength: profile.stockLength,
    count,
    weight,
    amount: amount * e.windowCount,
    sources: [sourceOf(e)],
  };
}

/**
 * The ends of a profile line that are an acute joint cut square (90°), when the row cuts the
 * member's ends (its angles change when evaluated with the ends as laid out; a row cutting every
 * piece square, like PVC steel, has none): each acute joint on a square end, angleB first as
 * "min(A1, A2)" / "max(A1, A2)" put the square end there. Undefined when there are none.
 */
function acuteEndsOf(e: Eval, acute: MemberAcute, angleA: number, angleB: number): AcuteEnd[] | undefined {
  const laidOut: Eval = { ...e, scope: acute.laidOut };
  const laidA = num(laidOut, "angleA", 90);
  const laidB = num(laidOut, "angleB", 90);
  const follows = !((laidA === angleA && laidB === angleB) || (laidA === angleB && laidB === angleA));
  if (!follows) return undefined;
  const square = [angleB === 90 ? ("B" as const) : null, angleA === 90 ? ("A" as const) : null].filter(
    (end) => end !== null,
  );
  const ends = acute.joints
    .slice(0, square.length)
    .map((joint, i) => ({ end: square[i]!, joint, style: acute.style }))
    .sort((a, b) => a.end.localeCompare(b.end));
  return ends.length > 0 ? ends : undefined;
}

/** Whether `colours` holds `colour`, in any case (the same string first: no lower-casing). */
function offers(colours: readonly string[], colour: string): boolean {
  if (colours.includes(colour)) return true;
  const lower = colour.toLowerCase();
  return colours.some((c) => c.toLowerCase() === lower);
}

function glassLine(e: Eval): BomLine | undefined {
  const { rounding, glass } = e.series.series;
  const spec = text(e, "spec", "");
  const item = glass.find((g) => g.spec === spec || g.code === spec);
  const width = applyRounding(num(e, "width", undefined, "err_5"), rounding.length);
  const height = applyRounding(num(e, "height", undefined, "err_6"), rounding.length);
  if (!(width > 0)) throw new RowFailure("width", formulaError("err_5", 0, 1));
  if (!(height > 0)) throw new RowFailure("height", formulaError("err_6", 0, 1));
  const perWindow = num(e, "count", 1, "err_4");
  if (perWindow <= 0) return undefined;
  const count = perWindow * e.windowCount;
  const pieceArea = applyRounding((width * height) / 1e6, rounding.area);
  const area = pieceArea * count;
  const amount = roundFen(pieceArea * perWindow * priceFen(e, item?.pricePerM2 ?? 0), rounding.money);
  const line: GlassLine = {
    category: "glass",
    spec,
    name: text(e, "name", item?.name ?? spec),
    width,
    height,
    count,
    area,
    weight: area * (item?.weightPerM2 ?? 0),
    amount: amount * e.windowCount,
    sources: [sourceOf(e)],
  };
  // a pane in a safety zone ordered as the series' safety build-up says what it replaces
  const replaces = e.site.replaces;
  const safe = replaces && replaces.ordered === spec ? { ...line, replaces: replaces.drawn } : line;
  // a shaped pane is ordered by its template (the cut shape), not only its bounding box
  const template = e.site.template;
  return template ? { ...safe, template } : safe;
}

function addonLine(e: Eval): BomLine | typeof MERGED | undefined {
  const code = text(e, "code", "");
  const item = e.series.series.accessories.find((a) => a.code === code);
  if (!item) throw new RowFailure("code", formulaError("err_26", 0, code.length, code));
  // a co-extruded gasket comes rolled into the profile it is ordered with: no line of its own
  if (item.coExtruded) return undefined;
  const perWindow = num(e, "quantity", undefined, "err_4");
  if (perWindow <= 0) return undefined;
  const count = perWindow * e.windowCount;
  const unitPrice = priceFen(e, item.price);
  const name = text(e, "name", item.name);
  const colour = text(e, "colour", "");
  const amount = roundFen(unitPrice * perWindow, e.series.series.rounding.money) * e.windowCount;
  const twin = e.site.merger?.find("a", code, name, colour, unitPrice, "", "", "");
  if (twin?.category === "addon") {
    twin.count += count;
    twin.sources.push(sourceOf(e));
    twin.amount += amount;
    return MERGED;
  }
  return {
    category: "addon",
    code,
    name,
    colour,
    unit: item.unit,
    unitPrice,
    count,
    amount,
    sources: [sourceOf(e)],
  };
}

function holeLine(e: Eval): BomLine | undefined {
  const count = num(e, "count", undefined, "err_4") * e.windowCount;
  if (count <= 0) return undefined;
  const tab = e.row.tab;
  const process = (holeTabs as readonly string[]).includes(tab) ? (tab as "drilling") : "drilling";
  const code = text(e, "code", "");
  return { category: "hole", process, code, name: text(e, "name", code), count, sources: [sourceOf(e)] };
}

function moneyLine(e: Eval): BomLine | undefined {
  const tab = e.row.tab;
  const category = (moneyTabs as readonly string[]).includes(tab) ? (tab as "cost") : "cost";
  const name = text(e, "name", e.row.row.id);
  const link = tab === "wage" && e.row.row.link ? { link: e.row.row.link } : {};
  const money = e.series.series.rounding.money;
  const calc = e.row.row.calc ?? "piece";
  if (calc === "fixed") {
    const amount = roundFen(num(e, "value", undefined, "err_22") * 100, money) * e.windowCount;
    return {
      category,
      name,
      ...link,
      quantity: e.windowCount,
      unitPrice: 0,
      count: e.windowCount,
      amount,
      sources: [sourceOf(e)],
    };
  }
  const basis =
    calc === "area" ? lookup(e.scope, "AREA") : calc === "perimeter" ? lookup(e.scope, "PERIMETER") : 1;
  const perWindow = num(e, "quantity", typeof basis === "number" ? basis : 0);
  if (perWindow <= 0) return undefined;
  const quantity = perWindow * e.windowCount;
  const unitPrice = num(e, "price", undefined, "err_22") * 100;
  const amount = roundFen(unitPrice * perWindow, money) * e.windowCount;
  return {
    category,
    name,
    ...link,
    quantity,
    unitPrice,
    count: e.windowCount,
    amount,
    sources: [sourceOf(e)],
  };
}
