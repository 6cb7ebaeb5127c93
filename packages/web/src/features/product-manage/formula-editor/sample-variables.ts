import type { Value } from "@fenestra/core/formula/index";
import { evaluateText, isFormulaError } from "@fenestra/core/formula/index";
import {
  DEFAULT_SCOPE,
  evaluateParameters,
  type FormulaRow,
  type FormulaTab,
  type RowScope,
  SCOPE_VARIABLES,
  type Series,
} from "@fenestra/core/series/index";
import { KIND_FIELDS, TEXT_FIELDS } from "./row-fields.ts";

// The editor's test panel: sample variables for each row scope (a 1500 × 1400 casement, the
// worked example of docs/bom.md), the series' custom variables, and a row evaluated with them.

const SAMPLE: Readonly<Record<string, Value>> = {
  W: 1500,
  H: 1400,
  AREA: 2.1,
  PERIMETER: 5.8,
  MULLIONS: 1,
  SASHES: 1,
  TRACKS: 0,
  PANELS: 0,
  FILLS: 2,
  FIXED: 1,
  COLOUR: "white",
  COLOUR_B: "white",
  L: 1500,
  A1: 45,
  A2: 45,
  ROLE: "frame",
  PART: "frame",
  SIDE: "top",
  PCODE: "F001",
  CURVED: 0,
  INSASH: 0,
  LI: 1380,
  LC: 1440,
  RADIUS: 0,
  SWEEP: 0,
  FACE: 60,
  SW: 668,
  SH: 1298,
  LSW: 668,
  LSH: 1298,
  OPENTYPE: "casement",
  HINGE: "left",
  TRACK: -1,
  SASHKIND: "sash",
  ACTIVE: 1,
  INTERLOCKS: 0,
  MEETINGS: 0,
  GW: 672,
  GH: 1302,
  GAREA: 0.875,
  DW: 650,
  DH: 1280,
  DAREA: 0.832,
  SPEC: "5+12A+5",
  FILLTYPE: "glass",
  SHAPED: 0,
  OW: 650,
  OH: 1280,
  BOTTOM: "frame",
};

/** The scope's variables with sample values (upper-case names). */
export function sampleVariables(scope: RowScope): Record<string, Value> {
  const out: Record<string, Value> = {};
  for (const name of SCOPE_VARIABLES[scope]) out[name] = SAMPLE[name] ?? 0;
  return out;
}

/** The series' custom variables as evaluated once per series (broken ones are left out). */
export function parameterValues(series: Series): Record<string, Value> {
  return { ...evaluateParameters(series.parameters).values };
}

export function rowScope(tab: FormulaTab, row: FormulaRow): RowScope {
  return row.scope ?? DEFAULT_SCOPE[tab];
}

export interface FieldResult {
  field: string;
  text: string;
  /** The value, or the error code of a failed evaluation. */
  value?: Value;
  error?: string;
}

/** Evaluates one field: text fields are literal unless they start with "=". */
export function evaluateField(
  field: string,
  text: string,
  vars: Readonly<Record<string, Value>>,
): FieldResult {
  if (TEXT_FIELDS.has(field as "code") && !text.startsWith("=")) return { field, text, value: text.trim() };
  const source = text.startsWith("=") ? text.slice(1) : text;
  const result = evaluateText(source, vars);
  return isFormulaError(result) ? { field, text, error: result.code } : { field, text, value: result };
}

/** Every non-empty field of a row evaluated with the given variables, condition first. */
export function evaluateRow(row: FormulaRow, vars: Readonly<Record<string, Value>>): FieldResult[] {
  const fields = ["condition", ...(row.kind ? KIND_FIELDS[row.kind] : [])];
  const out: FieldResult[] = [];
  for (const field of fields) {
    const text = (row as Record<string, unknown>)[field];
    if (typeof text !== "string" || text.trim() === "") continue;
    out.push(evaluateField(field, text, vars));
  }
  return out;
}
