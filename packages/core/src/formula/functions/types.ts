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

/**
 * A function's refusal: an object, so no text a function returns (concat('err_', 1) is the
 * text "err_1") can be taken for an error. The evaluator turns it into a FormulaError at the
 * call's span.
 */
export interface FunctionFailure {
  readonly kind: "failure";
  readonly code: FormulaErrorCode;
}

/** Evaluates any values (text allowed), may refuse with a FunctionFailure. */
export interface ValueFunction {
  readonly kind: "value";
  readonly name: string;
  readonly minArgs: number;
  readonly maxArgs: number;
  readonly evaluate: (args: readonly Value[]) => Value | FunctionFailure;
}

export type FunctionSpec = NumericFunction | LazyFunction | ValueFunction;
