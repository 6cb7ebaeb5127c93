// Turns formula text into tokens. Accepts both the keyword and the symbol spellings factories
// type (and/&&, or/||, not/!, =/==, <>/!=) and the full-width brackets and comma of Chinese
// input methods, so a formula pasted from a spreadsheet or typed with an IME still reads.
import { type FormulaError, formulaError } from "./errors.ts";

export type TokenType = "number" | "string" | "name" | "op" | "(" | ")" | "," | "eof";

export interface Token {
  readonly type: TokenType;
  /** Normalised text: operators in canonical form, names as typed. */
  readonly text: string;
  readonly value: number;
  readonly start: number;
  readonly end: number;
}

const SYMBOL_OPS: ReadonlyArray<readonly [string, string]> = [
  ["<=", "<="],
  [">=", ">="],
  ["<>", "<>"],
  ["!=", "<>"],
  ["==", "="],
  ["&&", "and"],
  ["||", "or"],
  ["+", "+"],
  ["-", "-"],
  ["*", "*"],
  ["×", "*"],
  ["/", "/"],
  ["÷", "/"],
  ["<", "<"],
  [">", ">"],
  ["=", "="],
  ["!", "not"],
];
const WORD_OPS = new Set(["and", "or", "not"]);
const PUNCT: Readonly<Record<string, TokenType>> = {
  "(": "(",
  "（": "(",
  ")": ")",
  "）": ")",
  ",": ",",
  "，": ",",
};

const NUMBER_RE = /(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/y;
const NAME_RE = /[\p{L}_][\p{L}\p{N}_.]*/uy;
const SPACE_RE = /\s+/y;

function token(type: TokenType, text: string, start: number, end: number, value = 0): Token {
  return { type, text, value, start, end };
}

/** Splits `source` into tokens ending with an `eof` token, or returns err_15/err_16. */
export function tokenize(source: string): Token[] | FormulaError {
  const tokens: Token[] = [];
  let pos = 0;
  while (pos < source.length) {
    SPACE_RE.lastIndex = pos;
    if (SPACE_RE.test(source)) {
      pos = SPACE_RE.lastIndex;
      continue;
    }
    const ch = source[pos] as string;
    const punct = PUNCT[ch];
    if (punct) {
      tokens.push(token(punct, ch, pos, pos + 1));
      pos += 1;
      continue;
    }
    NUMBER_RE.lastIndex = pos;
    const num = NUMBER_RE.exec(source);
    if (num) {
      const end = pos + num[0].length;
      tokens.push(token("number", num[0], pos, end, Number(num[0])));
      pos = end;
      continue;
    }
    NAME_RE.lastIndex = pos;
    const name = NAME_RE.exec(source);
    if (name) {
      const end = pos + name[0].length;
      const lower = name[0].toLowerCase();
      tokens.push(WORD_OPS.has(lower) ? token("op", lower, pos, end) : token("name", name[0], pos, end));
      pos = end;
      continue;
    }
    if (ch === "'" || ch === '"') {
      const close = source.indexOf(ch, pos + 1);
      if (close < 0) return formulaError("err_16", pos, source.length - pos);
      tokens.push(token("string", source.slice(pos + 1, close), pos, close + 1));
      pos = close + 1;
      continue;
    }
    const op = SYMBOL_OPS.find(([spelling]) => source.startsWith(spelling, pos));
    if (op) {
      tokens.push(token("op", op[1], pos, pos + op[0].length));
      pos += op[0].length;
      continue;
    }
    return formulaError("err_15", pos, 1, ch);
  }
  tokens.push(token("eof", "", source.length, source.length));
  return tokens;
}
