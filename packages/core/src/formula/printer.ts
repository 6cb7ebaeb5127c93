// Prints an Ast back to canonical formula text with the fewest parentheses that keep its
// meaning: parse(print(ast)) has the same structure as ast.
import { type Ast, BINARY_PRECEDENCE, NEGATE_PRECEDENCE, NOT_PRECEDENCE } from "./ast.ts";

const ATOM = 100;

function precedenceOf(node: Ast): number {
  if (node.type === "binary") return BINARY_PRECEDENCE[node.op];
  if (node.type === "unary") return node.op === "not" ? NOT_PRECEDENCE : NEGATE_PRECEDENCE;
  return ATOM;
}

function printAt(node: Ast, minPrecedence: number): string {
  const text = printNode(node);
  return precedenceOf(node) < minPrecedence ? `(${text})` : text;
}

function quote(value: string): string {
  return value.includes("'") ? `"${value}"` : `'${value}'`;
}

function printNode(node: Ast): string {
  switch (node.type) {
    case "number":
      return String(node.value);
    case "string":
      return quote(node.value);
    case "variable":
      return node.name;
    case "unary":
      return node.op === "not"
        ? `not ${printAt(node.operand, NOT_PRECEDENCE)}`
        : `${node.op}${printAt(node.operand, NEGATE_PRECEDENCE)}`;
    case "binary": {
      const p = BINARY_PRECEDENCE[node.op];
      // Left-associative: the right operand needs parentheses at equal precedence.
      return `${printAt(node.left, p)} ${node.op} ${printAt(node.right, p + 1)}`;
    }
    case "call":
      return `${node.name}(${node.args.map((a) => printAt(a, 0)).join(", ")})`;
  }
}

export function print(node: Ast): string {
  return printNode(node);
}
