import { useTranslation } from "react-i18next";
import type product from "../../locales/en-US/product.json";
import { translateKey } from "../../shared/i18n/i18n.ts";

// Typed keys of the "product" namespace without touching the shared i18next type map (the
// designer's pattern): a key that is not in the en-US catalogue is a compile error here.
type Leaves<T, P extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type ProductKey = Leaves<typeof product>;
export type ProductT = (key: ProductKey, options?: Record<string, unknown>) => string;

export const productText: ProductT = (key, options) => translateKey(`product:${key}`, options);

/** Re-renders on language change and returns the typed translator of the product namespace. */
export function useProductT(): ProductT {
  useTranslation();
  return productText;
}
