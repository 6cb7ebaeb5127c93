// Static checks over a parsed formula: which variables it reads, and which are unknown.
import type { Ast } from "./ast.ts";
import { type FormulaError, type FormulaErrorCode, formulaError } from "./errors.ts";

/** Calls `visit` on every node, parents before children. */
export function walk(node: Ast, visit: (n: Ast) => void): void {
  visit(node);
  if (node.type === "unary") walk(node.operand, visit);
  else if (node.type === "binary") {
    walk(node.left, visit);
    walk(node.right, visit);
  } else if (node.type === "call") for (const a of node.args) walk(a, visit);
}

/** Upper-case names of the variables the formula reads, in order of first use. */
export function variablesOf(node: Ast): string[] {
  const seen = new Set<string>();
  walk(node, (n) => {
    if (n.type === "variable") seen.add(n.name);
  });
  return [...seen];
}

/**
 * The first variable not in `known` (upper-case names), reported with `code`:
 * err_12 in row formulas, err_13 in custom variables, err_14 in quote formulas.
 */
export function findUnknownName(
  node: Ast,
  known: ReadonlySet<string>,
  code: FormulaErrorCode = "err_12",
): FormulaError | undefined {
  let found: FormulaError | undefined;
  walk(node, (n) => {
    if (!found && n.type === "variable" && !known.has(n.name)) {
      found = formulaError(code, n.start, n.end - n.start, n.name);
    }
  });
  return found;
}
