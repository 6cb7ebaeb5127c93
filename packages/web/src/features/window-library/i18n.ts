import type library from "../../locales/en-US/library.json";
import { translateKey } from "../../shared/i18n/i18n.ts";
import { namespaceText, translatorHook } from "../../shared/i18n/namespace-text.ts";
import type { LibraryTemplate } from "./template-store.ts";

// The "library" namespace: the window library page, picker and recommendation popup.
export const libraryText = namespaceText<typeof library>("library");
export const useLibraryT = translatorHook(libraryText);

/** A template's display name: built-ins are translated, saved ones keep the user's own name. */
export function templateName(template: LibraryTemplate): string {
  return template.own ? template.nameKey : translateKey(`library:${template.nameKey}`);
}
