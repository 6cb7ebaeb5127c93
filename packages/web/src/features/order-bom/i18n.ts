import { useTranslation } from "react-i18next";
import type bom from "../../locales/en-US/bom.json";
import { translateKey } from "../../shared/i18n/i18n.ts";

// Typed keys of the "bom" namespace (the designer's pattern, no shared type map edit).
type Leaves<T, P extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type BomKey = Leaves<typeof bom>;
export type BomT = (key: BomKey, options?: Record<string, unknown>) => string;

export const bomText: BomT = (key, options) => translateKey(`bom:${key}`, options);

/** Re-renders on language change (every namespace is loaded at start-up) and returns the typed translator of the bom namespace. */
export function useBomT(): BomT {
  useTranslation();
  return bomText;
}
