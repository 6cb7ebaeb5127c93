import { isMessageKey, type MessageKey } from "../i18n/catalogue.ts";

/** Envelope codes of DESIGN.md §2. */
export { CODES } from "@fenestra/api";

import { CODES } from "@fenestra/api";

/**
 * A refusal the caller should see: HTTP 200 with `{code, key, message}`. Services throw it;
 * the error handler translates `key` into the caller's language.
 */
export class AppError extends Error {
  readonly key: MessageKey;
  readonly code: number;
  readonly params: Record<string, string>;

  constructor(key: MessageKey, code: number = CODES.business, params: Record<string, string> = {}) {
    super(key);
    this.name = "AppError";
    this.key = key;
    this.code = code;
    this.params = params;
  }
}

export const notSignedIn = () => new AppError("auth.login_expired", CODES.notSignedIn);
export const needsPurchase = (key: MessageKey = "purchase.required") =>
  new AppError(key, CODES.needsPurchase);

/** A bad field found after schema validation (e.g. password strength): answered as HTTP 400. */
export class FieldError extends Error {
  readonly field: string;
  readonly key: string;
  /** Values for the message's `{name}` placeholders (e.g. the balance a payment may not exceed). */
  readonly params: Record<string, string>;

  constructor(field: string, key: string, params: Record<string, string> = {}) {
    super(key);
    this.name = "FieldError";
    this.field = field;
    this.key = key;
    this.params = params;
  }
}

/**
 * The field error of a zod issue found by a schema checked by hand (a series model, a workbook
 * row): its message key — `fallback` when it is none — with the values the message shows
 * (core's keyed checks keep them on the issue's `params`), at `field`.
 */
export function fieldErrorOf(
  field: string,
  issue: { message: string; params?: unknown } | undefined,
  fallback = "validation.invalid",
): FieldError {
  const key = issue && isMessageKey(issue.message) ? issue.message : fallback;
  const params = issue?.params && typeof issue.params === "object" ? issue.params : {};
  return new FieldError(
    field,
    key,
    Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)])),
  );
}
