import { isLanguage, LANGUAGES, type Language } from "@fenestra/core/account/languages";
import i18next, { type BackendModule } from "i18next";
import { initReactI18next } from "react-i18next";
import { LOCAL_KEYS } from "../storage/keys.ts";
import { lastSegment, pageTitle, startingLanguage } from "./language.ts";
import { loadNamespace, NAMESPACES } from "./locale-files.ts";

const globBackend: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, callback) {
    loadNamespace(language, namespace).then(
      (data) => callback(null, data),
      (error: Error) => callback(error, false),
    );
  },
};

export function currentLanguage(): Language {
  const lang = i18next.resolvedLanguage ?? i18next.language;
  return isLanguage(lang) ? lang : "en-US";
}

function applyDocumentLanguage(language: string) {
  document.title = pageTitle(language);
  document.documentElement.lang = language;
}

/** The shell (bars, dialogs, errors) and the sign-in pages. */
export const STARTUP_NAMESPACES: readonly string[] = ["common", "auth"];

/**
 * Every feature's namespace in the current language (and, once added to the list, in any language
 * switched to later). The router waits for this before showing a page outside the sign-in flow,
 * so no page renders with its texts missing.
 */
export function loadAllNamespaces(): Promise<void> {
  return i18next.loadNamespaces([...NAMESPACES]);
}

/**
 * The namespaces a page names (its route's `namespaces`) in the current language, for a page that
 * must start quickly (the measurement pages on a phone): the others load with the next page that
 * waits for all of them.
 */
export function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  return i18next.loadNamespaces(namespaces.filter((ns) => NAMESPACES.includes(ns)));
}

export async function initI18n(): Promise<typeof i18next> {
  const language = startingLanguage(localStorage.getItem(LOCAL_KEYS.language), navigator.languages ?? []);
  await i18next
    .use(globBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: LANGUAGES,
      fallbackLng: false,
      load: "currentOnly",
      // Only what the sign-in pages and the shell need; the rest loads with the first other page.
      ns: STARTUP_NAMESPACES.filter((ns) => NAMESPACES.includes(ns)),
      defaultNS: "common",
      interpolation: { escapeValue: false },
      returnNull: false,
      parseMissingKeyHandler: (key: string) => lastSegment(key),
      react: { useSuspense: false },
    });
  applyDocumentLanguage(language);
  i18next.on("languageChanged", applyDocumentLanguage);
  return i18next;
}

/** Switches the UI language and remembers it (SPEC §1 "stored language"). */
export async function switchLanguage(language: Language): Promise<void> {
  localStorage.setItem(LOCAL_KEYS.language, language);
  await i18next.changeLanguage(language);
}

/** Translates a key that comes from data (server or core), so it cannot be checked at compile time. */
export function translateKey(key: string, options?: Record<string, unknown>): string {
  const t = i18next.t as unknown as (key: string, options?: Record<string, unknown>) => string;
  return t(key, options);
}
