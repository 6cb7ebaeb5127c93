import { LANGUAGES, type Language } from "@fenestra/core/account/languages";
import { createInstance, type i18n } from "i18next";
import { lastSegment, pageTitle, startingLanguage } from "../shared/i18n/language.ts";
import { LOCAL_KEYS } from "../shared/storage/keys.ts";

// The landing page's translations: its own namespace (locales/<lang>/official.json) and the
// purchase pages' names of editions and modules (purchase.json), one language's files at a time.
// A plain i18next instance: the page does not load the app's React bindings or its catalogues.

const official = import.meta.glob<Record<string, unknown>>("../locales/*/official.json", {
  import: "default",
});
const purchase = import.meta.glob<Record<string, unknown>>("../locales/*/purchase.json", {
  import: "default",
});

async function bundle(language: Language) {
  const [own, names] = await Promise.all([
    official[`../locales/${language}/official.json`]?.() ?? {},
    purchase[`../locales/${language}/purchase.json`]?.() ?? {},
  ]);
  return { official: own, purchase: names };
}

export function firstLanguage(): Language {
  return startingLanguage(localStorage.getItem(LOCAL_KEYS.language), navigator.languages ?? []);
}

export async function createOfficialI18n(language: Language): Promise<i18n> {
  const instance = createInstance();
  await instance.init({
    lng: language,
    supportedLngs: LANGUAGES,
    fallbackLng: false,
    ns: ["official", "purchase"],
    defaultNS: "official",
    resources: { [language]: await bundle(language) },
    interpolation: { escapeValue: false },
    parseMissingKeyHandler: (key: string) => lastSegment(key),
  });
  applyDocument(instance, language);
  return instance;
}

/** Switches the page's language and remembers it for the app too (SPEC §1 stored language). */
export async function switchOfficialLanguage(instance: i18n, language: Language): Promise<void> {
  localStorage.setItem(LOCAL_KEYS.language, language);
  for (const [ns, data] of Object.entries(await bundle(language))) {
    instance.addResourceBundle(language, ns, data, true, true);
  }
  await instance.changeLanguage(language);
  applyDocument(instance, language);
}

/** The page's translator: keys of this page's own catalogue, checked by the locale test (not typed). */
export type OfficialT = (key: string, options?: Record<string, unknown>) => string;
export const translatorOf = (instance: i18n): OfficialT => instance.t.bind(instance) as unknown as OfficialT;

function applyDocument(instance: i18n, language: Language) {
  document.documentElement.lang = language;
  document.title = `${translatorOf(instance)("official:title")} · ${pageTitle(language)}`;
}
