import type { Language } from "@fenestra/core";
import { formulaMessage } from "@fenestra/core/formula/index";

// Formula errors leave core as codes with positions (err_0 … err_26, SPEC §8); the API adds
// each one's message in the caller's TargetLanguage from core's catalogue, so a client that is
// not the web app still gets words, not only codes.

interface Coded {
  readonly error: { readonly code: string };
}

/** Each issue or BOM error with `message` beside its coded `error`. */
export function withMessages<T extends Coded>(
  language: Language,
  list: readonly T[],
): (T & { message: string })[] {
  return list.map((item) => ({ ...item, message: formulaMessage(language, item.error.code) }));
}

/**
 * A response body with its series `issues` and its `bom.errors` (when present) carrying
 * translated messages. Everything else is returned as it is.
 */
export function withFormulaMessages<T extends object>(language: Language, data: T): T {
  const body = data as { issues?: readonly Coded[]; bom?: { errors?: readonly Coded[] } };
  const out: Record<string, unknown> = { ...(data as Record<string, unknown>) };
  if (Array.isArray(body.issues)) out.issues = withMessages(language, body.issues);
  if (body.bom && Array.isArray(body.bom.errors))
    out.bom = { ...body.bom, errors: withMessages(language, body.bom.errors) };
  return out as T;
}
