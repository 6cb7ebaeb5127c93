import { useTranslation } from "react-i18next";
import type cutting from "../../locales/en-US/cutting.json";
import { translateKey } from "../../shared/i18n/i18n.ts";

// Typed keys of the "cutting" namespace (the order-bom pattern, no shared type map edit).
type Leaves<T, P extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type CutKey = Leaves<typeof cutting>;
export type CutT = (key: CutKey, options?: Record<string, unknown>) => string;

export const cutText: CutT = (key, options) => translateKey(`cutting:${key}`, options);

/** Re-renders on language change and returns the typed translator of the cutting namespace. */
export function useCutT(): CutT {
  useTranslation();
  return cutText;
}
