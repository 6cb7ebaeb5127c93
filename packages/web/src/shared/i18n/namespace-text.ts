// Typed translators of a feature's namespace without touching the shared i18next type map
// (which types the shell's namespaces): a key not in the en-US catalogue is a compile error.
import { useTranslation } from "react-i18next";
import { translateKey } from "./i18n.ts";

/** The dotted paths of a catalogue's texts ("list.title"), from its en-US JSON type. */
export type KeysOf<T, P extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : KeysOf<T[K], `${P}${K}.`>;
}[keyof T & string];

export type Translator<Key extends string> = (key: Key, options?: Record<string, unknown>) => string;

/** The translator of `namespace`, its keys typed by the en-US catalogue given as `Catalogue`. */
export function namespaceText<Catalogue>(namespace: string): Translator<KeysOf<Catalogue>> {
  return (key, options) => translateKey(`${namespace}:${key}`, options);
}

/** Returns `text` and re-renders the component on a language change (every namespace loads with it). */
function useNamespaceText<Key extends string>(text: Translator<Key>): Translator<Key> {
  useTranslation();
  return text;
}

/** The hook of a namespace's translator (`export const useOrdersT = translatorHook(ordersText)`). */
export function translatorHook<Key extends string>(text: Translator<Key>): () => Translator<Key> {
  return () => useNamespaceText(text);
}
