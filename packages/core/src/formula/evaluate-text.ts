// One-shot helper for callers holding only text (the CLI, the editor's test panel).
import type { Result, Value } from "./ast.ts";
import { evaluate, makeScope } from "./evaluate.ts";
import { parse } from "./parser.ts";

export function evaluateText(source: string, vars: Readonly<Record<string, Value>> = {}): Result {
  const parsed = parse(source);
  return parsed.ok ? evaluate(parsed.ast, makeScope(vars)) : parsed.error;
}
