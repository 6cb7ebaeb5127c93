import type market from "../../locales/en-US/market.json";
import { namespaceText, translatorHook } from "../../shared/i18n/namespace-text.ts";

export const marketText = namespaceText<typeof market>("market");
export const useMarketT = translatorHook(marketText);
