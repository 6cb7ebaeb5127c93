// Parses every expression of a series once and checks it, reporting SPEC §8 codes per
// row and field. The BOM engine evaluates the compiled rows; the editor shows the issues.
import type { Ast } from "../formula/ast.ts";
import { type FormulaError, type FormulaErrorCode, formulaError } from "../formula/errors.ts";
import { findUnknownName } from "../formula/names.ts";
import { parse } from "../formula/parser.ts";
import { evaluateParameters } from "./parameters.ts";
import {
  type FormulaKind,
  type FormulaRow,
  type FormulaTab,
  formulaTabs,
  moneyTabs,
  type RowScope,
  type Series,
  sashTabs,
} from "./schema.ts";
import { textField } from "./text-field.ts";
import { SCOPE_VARIABLES } from "./variables.ts";

export const exprFields = [
  "condition",
  "length",
  "width",
  "height",
  "count",
  "angleA",
  "angleB",
  "quantity",
  "price",
  "value",
] as const;
export const textFields = ["code", "name", "colour", "spec"] as const;
export type ExprField = (typeof exprFields)[number];
export type TextField = (typeof textFields)[number];
export type RowField = ExprField | TextField | "kind" | "calc" | "sashWidth" | "sashHeight" | "parameter";

/** A text field is literal text, or an expression when it starts with "=". */
export type CompiledText = { literal: string } | { ast: Ast };

export interface CompiledRow {
  readonly tab: FormulaTab;
  readonly row: FormulaRow;
  readonly kind: FormulaKind;
  readonly scope: RowScope;
  readonly exprs: Partial<Record<ExprField, Ast>>;
  readonly texts: Partial<Record<TextField, CompiledText>>;
}

export interface SeriesIssue {
  readonly tab?: FormulaTab;
  readonly rowId?: string;
  readonly parameter?: string;
  readonly field: RowField;
  readonly error: FormulaError;
}

export interface CompiledSeries {
  readonly series: Series;
  readonly rows: readonly CompiledRow[];
  /** Sash tab → sash size formulas (SW, SH). */
  readonly sashSize: Partial<Record<FormulaTab, { width?: Ast; height?: Ast }>>;
  readonly parameters: Readonly<Record<string, number | string>>;
  readonly issues: readonly SeriesIssue[];
}

export const DEFAULT_SCOPE: Readonly<Record<FormulaTab, RowScope>> = {
  frame: "frame",
  sash: "sash",
  doubleSash: "sash",
  slideSash: "sash",
  foldSash: "sash",
  glass: "fill",
  quote: "frame",
  cost: "frame",
  drilling: "frame",
  drainage: "frame",
  milling: "frame",
  wage: "frame",
  retailQuote: "frame",
  hardware: "sash",
};

/** Syntax errors in these fields are reported with the field's own code. */
const SYNTAX_CODE: Partial<Record<ExprField, FormulaErrorCode>> = { condition: "err_23", price: "err_22" };

const REQUIRED: Readonly<
  Record<FormulaKind, ReadonlyArray<readonly [ExprField | TextField, FormulaErrorCode]>>
> = {
  profile: [
    ["code", "err_3"],
    ["length", "err_24"],
    ["count", "err_4"],
  ],
  glass: [
    ["width", "err_5"],
    ["height", "err_6"],
    ["spec", "err_9"],
  ],
  addon: [
    ["code", "err_0"],
    ["quantity", "err_4"],
  ],
  cost: [],
  hole: [
    ["code", "err_0"],
    ["count", "err_4"],
  ],
};

interface Ctx {
  issues: SeriesIssue[];
  known: Set<string>;
  paramNames: Set<string>;
  catalogue: Readonly<Record<FormulaKind, ReadonlySet<string> | undefined>>;
}

/** What every row of `series` is compiled against: its parameters (and their issues) and catalogues. */
function seriesContext(series: Series) {
  const params = evaluateParameters(series.parameters);
  const issues: SeriesIssue[] = params.issues.map((i) => ({
    parameter: i.name,
    field: "parameter",
    error: i.error,
  }));
  const paramNames = new Set(series.parameters.map((p) => p.name.toUpperCase()));
  const catalogue = {
    profile: new Set(series.profiles.map((p) => p.code)),
    glass: undefined, // glass rows name a spec, which may be any make-up
    addon: new Set(series.accessories.map((a) => a.code)),
    cost: undefined,
    hole: undefined,
  };
  return { params, issues, paramNames, catalogue };
}

export function compileSeries(series: Series): CompiledSeries {
  const { params, issues, paramNames, catalogue } = seriesContext(series);
  const rows: CompiledRow[] = [];
  const sashSize: CompiledSeries["sashSize"] = {};
  for (const tab of formulaTabs) {
    const set = series.formulas[tab];
    if (!set) continue;
    if ((sashTabs as readonly string[]).includes(tab) && set.rows.length > 0) {
      const known = new Set([...SCOPE_VARIABLES.sash, ...paramNames]);
      const ctx: Ctx = { issues, known, paramNames, catalogue };
      sashSize[tab] = {
        width: compileRequired(ctx, tab, undefined, "sashWidth", set.sashWidth, "err_10"),
        height: compileRequired(ctx, tab, undefined, "sashHeight", set.sashHeight, "err_11"),
      };
    }
    const glassConditions = new Set<string>();
    for (const row of set.rows) {
      const compiled = compileRow(tab, row, { issues, paramNames, catalogue, known: new Set() });
      if (!compiled) continue;
      rows.push(compiled);
      if (compiled.kind === "glass") checkRepeatedGlass(issues, tab, row, glassConditions);
    }
  }
  const cleats = acuteCleatRow(series);
  if (cleats) {
    const compiled = compileRow("frame", cleats, { issues, paramNames, catalogue, known: new Set() });
    if (compiled) rows.push(compiled);
  }
  return { series, rows, sashSize, parameters: params.values, issues };
}

/** The row id of the angle cleats the series' acute joints take (its issues name it). */
export const ACUTE_CLEAT_ROW = "acute-joint-cleat";

/**
 * The series' acute-joint cleats as a row of its frame tab (docs/series.md "Acute joints"): one
 * cleat per member end cut square at a joint too acute to mitre (`ACUTE`), so no series has to
 * write the rule its `acuteJoint` already states.
 */
function acuteCleatRow(series: Series): FormulaRow | undefined {
  if (!series.acuteJoint) return undefined;
  return {
    id: ACUTE_CLEAT_ROW,
    kind: "addon",
    scope: "member",
    condition: "ACUTE > 0",
    code: series.acuteJoint.cleat,
    quantity: "ACUTE",
    optimize: true,
  };
}

function checkRepeatedGlass(issues: SeriesIssue[], tab: FormulaTab, row: FormulaRow, seen: Set<string>) {
  // Two glass rows with the same condition would both size the same fills.
  const key = (row.condition ?? "").replace(/\s+/g, "").toLowerCase();
  if (!seen.has(key)) {
    seen.add(key);
    return;
  }
  issues.push({
    tab,
    rowId: row.id,
    field: "width",
    error: formulaError("err_7", 0, (row.width ?? "").length),
  });
  issues.push({
    tab,
    rowId: row.id,
    field: "height",
    error: formulaError("err_8", 0, (row.height ?? "").length),
  });
}

/**
 * Rows of another kind of series written in the same language (the sunroom series,
 * docs/sunroom.md "Sunroom series"), compiled as rows of `tab` against `series`' catalogues and
 * parameters, each row knowing the variables `variables(row)` names (upper-case).
 */
export function compileRowsWith(
  series: Series,
  tab: FormulaTab,
  rows: readonly FormulaRow[],
  variables: (row: FormulaRow) => readonly string[],
): CompiledSeries {
  const { params, issues, paramNames, catalogue } = seriesContext(series);
  const compiled: CompiledRow[] = [];
  for (const row of rows) {
    const c = compileRow(tab, row, { issues, paramNames, catalogue, known: new Set() }, variables(row));
    if (c) compiled.push(c);
  }
  return { series, rows: compiled, sashSize: {}, parameters: params.values, issues };
}

function compileRow(
  tab: FormulaTab,
  row: FormulaRow,
  base: Ctx,
  variables?: readonly string[],
): CompiledRow | undefined {
  const { issues } = base;
  if (!row.kind) {
    issues.push({ tab, rowId: row.id, field: "kind", error: formulaError("err_1", 0, 0) });
    return undefined;
  }
  const scope = row.scope ?? DEFAULT_SCOPE[tab];
  const ctx: Ctx = {
    ...base,
    known: new Set([...(variables ?? SCOPE_VARIABLES[scope]), ...base.paramNames]),
  };
  const isMoney = (moneyTabs as readonly string[]).includes(tab);
  const exprs: Partial<Record<ExprField, Ast>> = {};
  for (const field of exprFields) {
    const text = row[field];
    if (text === undefined || text.trim() === "") continue;
    const unknownCode = isMoney && field !== "condition" ? "err_14" : "err_12";
    const ast = compileExpr(ctx, tab, row.id, field, text, SYNTAX_CODE[field], unknownCode);
    if (ast) exprs[field] = ast;
  }
  const texts: Partial<Record<TextField, CompiledText>> = {};
  for (const field of textFields) {
    const text = row[field];
    if (text === undefined || text.trim() === "") continue;
    const compiled = textField(text);
    if ("error" in compiled) {
      issues.push({ tab, rowId: row.id, field, error: compiled.error });
      continue;
    }
    if ("ast" in compiled) {
      const unknown = findUnknownName(compiled.ast, ctx.known, "err_12");
      if (unknown) issues.push({ tab, rowId: row.id, field, error: shift(unknown, 1) });
    }
    texts[field] = compiled;
  }
  for (const [field, code] of REQUIRED[row.kind]) {
    if (exprs[field as ExprField] === undefined && texts[field as TextField] === undefined) {
      if (row[field] === undefined || row[field]?.trim() === "") {
        issues.push({ tab, rowId: row.id, field, error: formulaError(code, 0, 0) });
      }
    }
  }
  checkCatalogue(ctx, tab, row, row.kind, texts.code);
  if (row.kind === "cost") checkMoneyRow(issues, tab, row, exprs);
  return { tab, row, kind: row.kind, scope, exprs, texts };
}

function checkMoneyRow(issues: SeriesIssue[], tab: FormulaTab, row: FormulaRow, exprs: CompiledRow["exprs"]) {
  if (!row.calc) issues.push({ tab, rowId: row.id, field: "calc", error: formulaError("err_2", 0, 0) });
  else if (row.calc === "fixed" && !exprs.value && !row.value?.trim()) {
    issues.push({ tab, rowId: row.id, field: "value", error: formulaError("err_0", 0, 0) });
  } else if (row.calc !== "fixed" && !exprs.price && !row.price?.trim()) {
    issues.push({ tab, rowId: row.id, field: "price", error: formulaError("err_22", 0, 0) });
  }
}

function checkCatalogue(ctx: Ctx, tab: FormulaTab, row: FormulaRow, kind: FormulaKind, code?: CompiledText) {
  const known = ctx.catalogue[kind];
  if (!known || !code || !("literal" in code) || known.has(code.literal)) return;
  ctx.issues.push({
    tab,
    rowId: row.id,
    field: "code",
    error: formulaError("err_26", 0, code.literal.length, code.literal),
  });
}

/** Moves an error found in the expression after a text field's "=" back onto the field text. */
function shift(error: FormulaError, by: number): FormulaError {
  return { ...error, position: error.position + by };
}

function compileExpr(
  ctx: Ctx,
  tab: FormulaTab | undefined,
  rowId: string | undefined,
  field: RowField,
  text: string,
  syntaxCode: FormulaErrorCode | undefined,
  unknownCode: FormulaErrorCode,
): Ast | undefined {
  const parsed = parse(text);
  const where = { ...(tab ? { tab } : {}), ...(rowId ? { rowId } : {}), field };
  if (!parsed.ok) {
    const error = syntaxCode ? { ...parsed.error, code: syntaxCode } : parsed.error;
    ctx.issues.push({ ...where, error });
    return undefined;
  }
  const unknown = findUnknownName(parsed.ast, ctx.known, unknownCode);
  if (unknown) {
    ctx.issues.push({ ...where, error: unknown });
    return undefined;
  }
  return parsed.ast;
}

function compileRequired(
  ctx: Ctx,
  tab: FormulaTab,
  rowId: string | undefined,
  field: RowField,
  text: string | undefined,
  missing: FormulaErrorCode,
): Ast | undefined {
  if (text === undefined || text.trim() === "") {
    ctx.issues.push({ tab, field, error: formulaError(missing, 0, 0) });
    return undefined;
  }
  return compileExpr(ctx, tab, rowId, field, text, undefined, "err_12");
}
