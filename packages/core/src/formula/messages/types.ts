import type { FormulaErrorCode } from "../errors.ts";

/** One language's formula texts; a code without its text is a compile error. */
export interface FormulaMessages {
  /** Shown above a list of formula errors ("the calculation formula has errors"). */
  readonly hasErrors: string;
  readonly errors: Readonly<Record<FormulaErrorCode, string>>;
}
