// The expression tree: a discriminated union on `type`, in the manner of HyperFormula's Ast.
// Every node keeps its source span so errors found later still point at the text.
import type { FormulaError } from "./errors.ts";

/** A runtime value: numbers (true = 1, false = 0) and text for codes, colours and open types. */
export type Value = number | string;
export type Result = Value | FormulaError;

export type UnaryOp = "-" | "+" | "not";
export type BinaryOp = "+" | "-" | "*" | "/" | "<" | "<=" | ">" | ">=" | "=" | "<>" | "and" | "or";

interface Span {
  readonly start: number;
  readonly end: number;
}

export interface NumberNode extends Span {
  readonly type: "number";
  readonly value: number;
}
export interface StringNode extends Span {
  readonly type: "string";
  readonly value: string;
}
export interface VariableNode extends Span {
  readonly type: "variable";
  /** Upper-cased name: variables are case-insensitive. */
  readonly name: string;
}
export interface UnaryNode extends Span {
  readonly type: "unary";
  readonly op: UnaryOp;
  readonly operand: Ast;
}
export interface BinaryNode extends Span {
  readonly type: "binary";
  readonly op: BinaryOp;
  readonly left: Ast;
  readonly right: Ast;
}
export interface CallNode extends Span {
  readonly type: "call";
  /** Lower-cased function name. */
  readonly name: string;
  readonly args: readonly Ast[];
}

export type Ast = NumberNode | StringNode | VariableNode | UnaryNode | BinaryNode | CallNode;

/** Binding strength of each binary operator; higher binds tighter. */
export const BINARY_PRECEDENCE: Readonly<Record<BinaryOp, number>> = {
  or: 1,
  and: 2,
  "=": 4,
  "<>": 4,
  "<": 4,
  "<=": 4,
  ">": 4,
  ">=": 4,
  "+": 5,
  "-": 5,
  "*": 6,
  "/": 6,
};
/** `not` sits between `and` and the comparisons; unary minus binds tighter than `*`. */
export const NOT_PRECEDENCE = 3;
export const NEGATE_PRECEDENCE = 7;
