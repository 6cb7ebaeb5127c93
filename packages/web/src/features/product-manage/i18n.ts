import type product from "../../locales/en-US/product.json";
import { namespaceText, translatorHook } from "../../shared/i18n/namespace-text.ts";

export const productText = namespaceText<typeof product>("product");
export const useProductT = translatorHook(productText);
export type ProductT = typeof productText;
