// Turns formula text into tokens. Accepts both the keyword and the symbol spellings factories
// type (and/&&, or/||, not/!, =/==, <>/!=), the full-width characters of Chinese input methods
// (（ ）， ＋ － ＊ ／ ＝ ＜ ＞, full-width digits and letters, the ideographic space) and the
// typographic minus sign − (U+2212), so a formula pasted from a document or typed with an IME
// still reads. Every replacement is one UTF-16 unit for one, so error positions are unchanged.
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

/**
 * Full-width ASCII (U+FF01–U+FF5E) → ASCII, ideographic space → space, − (U+2212) → "-".
 * One character for one, so positions in the normalised text are positions in the source.
 */
export function normaliseWidth(source: string): string {
  // Fast path: plain ASCII formulas (nearly all) are returned untouched.
  if (!/[\u2212\u3000\uff01-\uff5e]/.test(source)) return source;
  let out = "";
  for (let i = 0; i < source.length; i++) {
    const c = source.charCodeAt(i);
    if (c >= 0xff01 && c <= 0xff5e) out += String.fromCharCode(c - 0xfee0);
    else if (c === 0x3000) out += " ";
    else if (c === 0x2212) out += "-";
    else out += source[i];
  }
  return out;
}

function token(type: TokenType, text: string, start: number, end: number, value = 0): Token {
  return { type, text, value, start, end };
}

/** Splits `source` into tokens ending with an `eof` token, or returns err_15/err_16. */
export function tokenize(original: string): Token[] | FormulaError {
  // Text inside quotes is kept as typed (a spec may contain full-width characters).
  const source = normaliseWidth(original);
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
      const value = Number(num[0]);
      // 1e400 is Infinity: not a number any length or price can be.
      if (!Number.isFinite(value)) return formulaError("err_21", pos, end - pos);
      tokens.push(token("number", num[0], pos, end, value));
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
      tokens.push(token("string", original.slice(pos + 1, close), pos, close + 1));
      pos = close + 1;
      continue;
    }
    const op = SYMBOL_OPS.find(([spelling]) => source.startsWith(spelling, pos));
    if (op) {
      tokens.push(token("op", op[1], pos, pos + op[0].length));
      pos += op[0].length;
      continue;
    }
    return formulaError("err_15", pos, 1, original[pos]);
  }
  tokens.push(token("eof", "", source.length, source.length));
  return tokens;
}
