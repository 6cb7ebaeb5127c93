// Functions are declared by metadata (name, arity, how they evaluate), like HyperFormula's
// function plugins, so the parser can check arity and the editor can list them.
import type { Ast, Result, Value } from "../ast.ts";
import type { FormulaErrorCode } from "../errors.ts";

/** Evaluates arguments that were already reduced to numbers; NaN/±∞ results become err_21. */
export interface NumericFunction {
  readonly kind: "numeric";
  readonly name: string;
  readonly minArgs: number;
  readonly maxArgs: number;
  readonly evaluate: (args: readonly number[]) => number;
}

/** Receives its arguments unevaluated (for short-circuiting such as `if`). */
export interface LazyFunction {
  readonly kind: "lazy";
  readonly name: string;
  readonly minArgs: number;
  readonly maxArgs: number;
  readonly evaluate: (args: readonly Ast[], evalArg: (node: Ast) => Result) => Result;
}

/** Evaluates any values (text allowed), may return an error code. */
export interface ValueFunction {
  readonly kind: "value";
  readonly name: string;
  readonly minArgs: number;
  readonly maxArgs: number;
  readonly evaluate: (args: readonly Value[]) => Value | FormulaErrorCode;
}

export type FunctionSpec = NumericFunction | LazyFunction | ValueFunction;
