// Custom variables (series parameters): expressions over other parameters, evaluated once
// per series in dependency order. Unknown names are err_13, circles err_25.
import type { Ast, Value } from "../formula/ast.ts";
import { type FormulaError, formulaError, isFormulaError } from "../formula/errors.ts";
import { evaluate } from "../formula/evaluate.ts";
import { variablesOf } from "../formula/names.ts";
import { parse } from "../formula/parser.ts";
import type { Parameter } from "./schema.ts";

export interface ParameterIssue {
  readonly name: string;
  readonly error: FormulaError;
}

export interface EvaluatedParameters {
  /** Upper-case name → value. */
  readonly values: Readonly<Record<string, Value>>;
  readonly issues: readonly ParameterIssue[];
}

export function evaluateParameters(parameters: readonly Parameter[]): EvaluatedParameters {
  const asts = new Map<string, Ast>();
  const issues: ParameterIssue[] = [];
  const originalName = new Map<string, string>();
  for (const p of parameters) {
    const key = p.name.toUpperCase();
    originalName.set(key, p.name);
    const parsed = parse(p.value);
    if (parsed.ok) asts.set(key, parsed.ast);
    else issues.push({ name: p.name, error: parsed.error });
  }
  const values: Record<string, Value> = {};
  const state = new Map<string, "visiting" | "done">();

  const visit = (key: string): FormulaError | undefined => {
    if (state.get(key) === "done") return undefined;
    if (state.get(key) === "visiting") return formulaError("err_25", 0, 1, originalName.get(key) ?? key);
    const ast = asts.get(key);
    if (!ast) return formulaError("err_13", 0, 1, key);
    state.set(key, "visiting");
    for (const dep of variablesOf(ast)) {
      if (!originalName.has(dep)) {
        state.set(key, "done");
        return findPosition(ast, dep);
      }
      const err = visit(dep);
      if (err) {
        state.set(key, "done");
        return err.code === "err_25"
          ? err
          : findPosition(ast, dep, err.code === "err_13" ? "err_13" : err.code);
      }
    }
    const v = evaluate(ast, values);
    state.set(key, "done");
    if (isFormulaError(v)) return v;
    values[key] = v;
    return undefined;
  };

  for (const [key] of asts) {
    const err = visit(key);
    if (err) issues.push({ name: originalName.get(key) ?? key, error: err });
  }
  return { values, issues };
}

function findPosition(ast: Ast, name: string, code: FormulaError["code"] = "err_13"): FormulaError {
  let found: FormulaError = formulaError(code, 0, 1, name);
  const stack: Ast[] = [ast];
  while (stack.length > 0) {
    const n = stack.pop() as Ast;
    if (n.type === "variable" && n.name === name) {
      found = formulaError(code, n.start, n.end - n.start, name);
      break;
    }
    if (n.type === "unary") stack.push(n.operand);
    else if (n.type === "binary") stack.push(n.right, n.left);
    else if (n.type === "call") stack.push(...n.args);
  }
  return found;
}
