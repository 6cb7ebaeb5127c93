// A Pratt parser from tokens to the Ast union. Parse errors come back as values with the
// position of the offending token; function names and arities are checked here, once,
// so evaluation never meets an unknown function.
import { type Ast, BINARY_PRECEDENCE, type BinaryOp, NEGATE_PRECEDENCE, NOT_PRECEDENCE } from "./ast.ts";
import { type FormulaError, formulaError, isFormulaError } from "./errors.ts";
import { FUNCTIONS } from "./functions/index.ts";
import { type Token, tokenize } from "./lexer.ts";

export type ParseResult = { ok: true; ast: Ast } | { ok: false; error: FormulaError };

class ParseFailure {
  constructor(readonly error: FormulaError) {}
}

class Parser {
  private index = 0;
  /** Positions of the parentheses still open, to blame when the formula ends early. */
  private readonly open: number[] = [];
  constructor(private readonly tokens: readonly Token[]) {}

  private peek(): Token {
    return this.tokens[this.index] as Token;
  }
  private next(): Token {
    const t = this.peek();
    if (t.type !== "eof") this.index += 1;
    return t;
  }
  private fail(error: FormulaError): never {
    throw new ParseFailure(error);
  }
  private unexpected(t: Token): never {
    if (t.type === ")") this.fail(formulaError("err_17", t.start, 1));
    const unclosed = this.open.at(-1);
    if (t.type === "eof" && unclosed !== undefined) this.fail(formulaError("err_17", unclosed, 1));
    this.fail(formulaError("err_16", t.start, Math.max(1, t.end - t.start), t.text));
  }

  parseAll(): Ast {
    const ast = this.expression(0);
    const t = this.peek();
    if (t.type !== "eof") this.unexpected(t);
    return ast;
  }

  private expression(minPrecedence: number): Ast {
    let left = this.prefix();
    for (;;) {
      const t = this.peek();
      if (t.type !== "op" || t.text === "not") return left;
      const op = t.text as BinaryOp;
      const precedence = BINARY_PRECEDENCE[op];
      if (precedence < minPrecedence) return left;
      this.next();
      const right = this.expression(precedence + 1);
      left = { type: "binary", op, left, right, start: left.start, end: right.end };
    }
  }

  private prefix(): Ast {
    const t = this.next();
    switch (t.type) {
      case "number":
        return { type: "number", value: t.value, start: t.start, end: t.end };
      case "string":
        return { type: "string", value: t.text, start: t.start, end: t.end };
      case "name":
        return this.peek().type === "(" ? this.call(t) : this.variable(t);
      case "(": {
        this.open.push(t.start);
        const inner = this.expression(0);
        this.open.pop();
        const close = this.next();
        if (close.type !== ")") {
          if (close.type === "eof") this.fail(formulaError("err_17", t.start, 1));
          this.unexpected(close);
        }
        return { ...inner, start: t.start, end: close.end };
      }
      case "op": {
        if (t.text === "-" || t.text === "+") {
          const operand = this.expression(NEGATE_PRECEDENCE);
          return { type: "unary", op: t.text, operand, start: t.start, end: operand.end };
        }
        if (t.text === "not") {
          const operand = this.expression(NOT_PRECEDENCE);
          return { type: "unary", op: "not", operand, start: t.start, end: operand.end };
        }
        return this.unexpected(t);
      }
      default:
        return this.unexpected(t);
    }
  }

  private variable(t: Token): Ast {
    return { type: "variable", name: t.text.toUpperCase(), start: t.start, end: t.end };
  }

  private call(nameToken: Token): Ast {
    const name = nameToken.text.toLowerCase();
    const spec = FUNCTIONS.get(name);
    const nameLength = nameToken.end - nameToken.start;
    if (!spec) this.fail(formulaError("err_18", nameToken.start, nameLength, nameToken.text));
    const open = this.next();
    this.open.push(open.start);
    const args: Ast[] = [];
    if (this.peek().type !== ")") {
      for (;;) {
        args.push(this.expression(0));
        const sep = this.peek();
        if (sep.type === ",") {
          this.next();
          continue;
        }
        if (sep.type === ")") break;
        if (sep.type === "eof") this.fail(formulaError("err_17", open.start, 1));
        this.unexpected(sep);
      }
    }
    this.open.pop();
    const close = this.next();
    if (args.length < spec.minArgs || args.length > spec.maxArgs) {
      this.fail(formulaError("err_19", nameToken.start, close.end - nameToken.start, spec.name));
    }
    return { type: "call", name, args, start: nameToken.start, end: close.end };
  }
}

/** Parses formula text into an Ast. An empty formula is err_0 (missing formula). */
export function parse(source: string): ParseResult {
  const tokens = tokenize(source);
  if (isFormulaError(tokens)) return { ok: false, error: tokens };
  if (tokens.length === 1) return { ok: false, error: formulaError("err_0", 0, 0) };
  try {
    return { ok: true, ast: new Parser(tokens).parseAll() };
  } catch (e) {
    if (e instanceof ParseFailure) return { ok: false, error: e.error };
    throw e;
  }
}
