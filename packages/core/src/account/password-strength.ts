import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import { DEFAULT_PASSWORD } from "./fields.ts";

// Kept in its own module (with the ~1 MB dictionary) so the web app can load it lazily.

/** zxcvbn scores run 0..4; below this a password counts as too simple. */
export const MIN_PASSWORD_SCORE = 2;

export type PasswordStrength =
  | { ok: true; score: number }
  | { ok: false; score: number; key: "validation.password_default" | "validation.password_too_simple" };

let factory: ZxcvbnFactory | undefined;

function estimator(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });
  return factory;
}

/** Checks a password against zxcvbn's common-password dictionary and patterns. */
export function checkPasswordStrength(password: string): PasswordStrength {
  const score = estimator().check(password).score;
  if (password === DEFAULT_PASSWORD) return { ok: false, score, key: "validation.password_default" };
  if (score < MIN_PASSWORD_SCORE) return { ok: false, score, key: "validation.password_too_simple" };
  return { ok: true, score };
}
