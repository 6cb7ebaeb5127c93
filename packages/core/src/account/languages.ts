// The product's languages, without zod: the shell needs them on every page, the first one
// included, and must not load the validation library to get them.
export const LANGUAGES = ["zh-CN", "en-US", "vi-VN", "ru-RU"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "zh-CN";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}
