import { isLanguage, type Language } from "@fenestra/core/account/languages";

// SPEC §1: start with the stored language; otherwise zh-CN when the browser language mentions
// zh; otherwise en-US.
export function startingLanguage(
  stored: string | null | undefined,
  browserLanguages: readonly string[],
): Language {
  if (isLanguage(stored)) return stored;
  if (browserLanguages.some((lang) => lang.toLowerCase().includes("zh"))) return "zh-CN";
  return "en-US";
}

/** Page title: the Chinese name for zh-CN, the product name otherwise. */
export function pageTitle(language: string): string {
  return language === "zh-CN" ? "门窗智造" : "Fenestra";
}

/** A missing key shows its last segment ("auth:login.title" -> "title"). */
export function lastSegment(key: string): string {
  const parts = key.split(/[.:]/);
  return parts[parts.length - 1] || key;
}
