// Code, name, colour and spec are usually plain text ("F001", "白色"); a factory that needs
// them to vary writes an expression after "=" like a spreadsheet: =if(W > 1800, 'F002', 'F001').
import type { Ast } from "../formula/ast.ts";
import type { FormulaError } from "../formula/errors.ts";
import { parse } from "../formula/parser.ts";

export function textField(text: string): { literal: string } | { ast: Ast } | { error: FormulaError } {
  if (!text.startsWith("=")) return { literal: text.trim() };
  const parsed = parse(text.slice(1));
  if (!parsed.ok) return { error: { ...parsed.error, position: parsed.error.position + 1 } };
  return { ast: parsed.ast };
}
