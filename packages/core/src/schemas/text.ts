// Text the database and the history can hold: no NUL or other C0 control character
// but tab, line feed and carriage return, and no unpaired UTF-16 surrogate (which no UTF-8 text,
// so no PostgreSQL column, can carry). The server refuses such text in any field before a route
// runs (plugins/input-guard.ts); forms use the same test.

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const UNPAIRED = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export type TextProblem = "validation.text_control_character" | "validation.text_broken_character";

/** The key of the first problem of a text, or null when it can be stored as it is. */
export function textProblem(text: string): TextProblem | null {
  if (CONTROL.test(text)) return "validation.text_control_character";
  if (UNPAIRED.test(text)) return "validation.text_broken_character";
  return null;
}
