import type finance from "../../locales/en-US/finance.json";
import { namespaceText, translatorHook } from "../../shared/i18n/namespace-text.ts";

export const financeText = namespaceText<typeof finance>("finance");
export const useFinanceT = translatorHook(financeText);

/** A core rule key of a finance field ("finance.expense_amount_positive") in the finance namespace's words. */
export const financeRuleText = (key: string, options?: Record<string, unknown>): string =>
  financeText(`rules.${key}` as never, options);
