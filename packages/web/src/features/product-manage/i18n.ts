import type product from "../../locales/en-US/product.json";
import { translateKey } from "../../shared/i18n/i18n.ts";
import { namespaceText, translatorHook } from "../../shared/i18n/namespace-text.ts";

export const productText = namespaceText<typeof product>("product");
export const useProductT = translatorHook(productText);
export type ProductT = typeof productText;

/**
 * A core rule key of the series data ("series.code_invalid") in the product namespace's words; a
 * shared length rule ("validation.mm_between", the saw settings) in the common words.
 */
export const productRuleText = (key: string, options?: Record<string, unknown>): string =>
  key.startsWith("validation.") ? translateKey(key, options) : productText(`rules.${key}` as never, options);
