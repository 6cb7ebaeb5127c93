import type finance from "../../locales/en-US/finance.json";
import { namespaceText, translatorHook } from "../../shared/i18n/namespace-text.ts";

export const financeText = namespaceText<typeof finance>("finance");
export const useFinanceT = translatorHook(financeText);
