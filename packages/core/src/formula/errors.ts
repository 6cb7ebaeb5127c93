// Formula errors are values, never thrown text: a stable code from SPEC §8 (err_0 … err_26)
// plus the character position (0-based, UTF-16 units) where the editor underlines.
// The meaning of each code is documented in docs/formula-language.md; the words for each code,
// in the four languages, are in ./messages.

export const FORMULA_ERROR_CODES = [
  "err_0", // missing formula (a required expression is empty)
  "err_1", // missing formula type (row kind)
  "err_2", // missing calculation type (quote/cost/wage calc basis)
  "err_3", // missing profile type (profile row without a known profile code)
  "err_4", // missing quantity (count) formula
  "err_5", // missing glass width formula
  "err_6", // missing glass height formula
  "err_7", // repeated glass width formula
  "err_8", // repeated glass height formula
  "err_9", // missing glass type (spec)
  "err_10", // missing sash width formula
  "err_11", // missing sash height formula
  "err_12", // unknown keyword (variable) in an expression
  "err_13", // unknown keyword in a custom variable (series parameter)
  "err_14", // unknown keyword in a quote formula
  "err_15", // bad expression: unexpected character
  "err_16", // bad expression: unexpected token or end of formula
  "err_17", // bad expression: unbalanced parentheses
  "err_18", // bad expression: unknown function
  "err_19", // bad expression: wrong number of arguments
  "err_20", // bad expression: text used where a number is needed
  "err_21", // bad expression: not a finite number (division by zero, sqrt of negative…)
  "err_22", // bad price formula
  "err_23", // bad condition formula
  "err_24", // profile needs a calculation result (length missing, not a number or ≤ 0)
  "err_25", // custom variables refer to each other in a circle
  "err_26", // code not found in the series catalogue (profile, glass or accessory)
] as const;

export type FormulaErrorCode = (typeof FORMULA_ERROR_CODES)[number];

export interface FormulaError {
  readonly kind: "error";
  readonly code: FormulaErrorCode;
  /** 0-based character offset into the expression text. */
  readonly position: number;
  /** Length of the underlined span (at least 1 when the formula is not empty). */
  readonly length: number;
  /** Untranslated detail such as the unknown name; never a sentence. */
  readonly detail?: string;
}

export function formulaError(
  code: FormulaErrorCode,
  position: number,
  length = 1,
  detail?: string,
): FormulaError {
  return detail === undefined
    ? { kind: "error", code, position, length }
    : { kind: "error", code, position, length, detail };
}

export function isFormulaError(value: unknown): value is FormulaError {
  return typeof value === "object" && value !== null && (value as FormulaError).kind === "error";
}
