import { useTranslation } from "react-i18next";
import type library from "../../locales/en-US/library.json";
import { translateKey } from "../../shared/i18n/i18n.ts";
import type { LibraryTemplate } from "./template-store.ts";

// Typed keys of the "library" namespace (the window library page, picker and recommendation
// popup); a key missing from the en-US catalogue is a compile error.
type Leaves<T, P extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type LibraryKey = Leaves<typeof library>;

export function libraryText(key: LibraryKey, options?: Record<string, unknown>): string {
  return translateKey(`library:${key}`, options);
}

/** Re-renders on language change; every namespace loads with the language. */
export function useLibraryT(): (key: LibraryKey, options?: Record<string, unknown>) => string {
  useTranslation();
  return libraryText;
}

/** A template's display name: built-ins are translated, saved ones keep the user's own name. */
export function templateName(template: LibraryTemplate): string {
  return template.own ? template.nameKey : translateKey(`library:${template.nameKey}`);
}
