// The expression language of series formulas: parse once, evaluate many.
export type { Ast, BinaryOp, Result, UnaryOp, Value } from "./ast.ts";
export {
  FORMULA_ERROR_CODES,
  type FormulaError,
  type FormulaErrorCode,
  formulaError,
  isFormulaError,
} from "./errors.ts";
export { evaluate, lookup, makeScope, PARENT, type Scope } from "./evaluate.ts";
export { evaluateText } from "./evaluate-text.ts";
export { FUNCTIONS, type FunctionSpec, roundTo, truthy } from "./functions/index.ts";
export { tokenize } from "./lexer.ts";
export {
  FORMULA_MESSAGES,
  type FormulaMessages,
  formulaHasErrorsMessage,
  formulaMessage,
} from "./messages/index.ts";
export { findUnknownName, variablesOf, walk } from "./names.ts";
export { type ParseResult, parse } from "./parser.ts";
export { print } from "./printer.ts";
