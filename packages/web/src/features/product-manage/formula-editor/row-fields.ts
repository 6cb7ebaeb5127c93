import type { FormulaKind, FormulaRow, FormulaTab } from "@fenestra/core/series/index";
import { holeTabs, moneyTabs } from "@fenestra/core/series/index";

// Which fields a formula row of each kind shows (docs/bom.md "Row kinds and fields"), in order.

export type ExpressionFieldName =
  | "condition"
  | "code"
  | "name"
  | "colour"
  | "spec"
  | "length"
  | "width"
  | "height"
  | "count"
  | "angleA"
  | "angleB"
  | "quantity"
  | "price"
  | "value";

export const KIND_FIELDS: Readonly<Record<FormulaKind, readonly ExpressionFieldName[]>> = {
  profile: ["code", "name", "colour", "length", "count", "angleA", "angleB", "price"],
  glass: ["spec", "name", "width", "height", "count", "price"],
  addon: ["code", "name", "colour", "quantity", "price"],
  hole: ["code", "name", "count"],
  cost: ["name", "quantity", "price", "value"],
};

/** Plain text unless it starts with "=" (docs/formula-language.md "Text fields"). */
export const TEXT_FIELDS: ReadonlySet<ExpressionFieldName> = new Set(["code", "name", "colour", "spec"]);

/** The kind a new row of a tab starts as. */
export function defaultKind(tab: FormulaTab): FormulaKind {
  if ((moneyTabs as readonly string[]).includes(tab)) return "cost";
  if ((holeTabs as readonly string[]).includes(tab)) return "hole";
  if (tab === "glass") return "glass";
  if (tab === "hardware") return "addon";
  return "profile";
}

let counter = 0;
/** A row id unique within the series (the editor never reuses one). */
export function newRowId(tab: FormulaTab, taken: ReadonlySet<string>): string {
  for (;;) {
    counter += 1;
    const id = `${tab}-${Date.now().toString(36)}-${counter}`;
    if (!taken.has(id)) return id;
  }
}

export function newRow(tab: FormulaTab, taken: ReadonlySet<string>): FormulaRow {
  const kind = defaultKind(tab);
  const base: FormulaRow = { id: newRowId(tab, taken), kind, optimize: true, condition: "" };
  if (kind === "cost") return { ...base, calc: "area" };
  return base;
}
