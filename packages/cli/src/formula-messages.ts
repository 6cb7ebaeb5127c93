// Translated formula error messages for the CLI, read from the web app's "formula" locale
// namespace so the command and the editor say the same thing.
import { readFileSync } from "node:fs";

export const LANGUAGES = ["zh-CN", "en-US", "vi-VN", "ru-RU"] as const;
export type Language = (typeof LANGUAGES)[number];

interface FormulaCatalogue {
  formula_has_errors: string;
  errors: Record<string, string>;
}

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

export function loadFormulaCatalogue(lang: Language): FormulaCatalogue {
  const url = new URL(`../../web/src/locales/${lang}/formula.json`, import.meta.url);
  return JSON.parse(readFileSync(url, "utf8")) as FormulaCatalogue;
}

/** The message for an error code; a missing key shows its last segment (SPEC §1). */
export function formulaMessage(lang: Language, code: string): string {
  return loadFormulaCatalogue(lang).errors[code] ?? code;
}
