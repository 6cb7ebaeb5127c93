import type customOrder from "../../locales/en-US/customOrder.json";
import { namespaceText, translatorHook } from "../../shared/i18n/namespace-text.ts";

// The "customOrder" namespace: the company's order link page and the customer's order form.
export const customOrderText = namespaceText<typeof customOrder>("customOrder");
export const useCustomOrderT = translatorHook(customOrderText);

/** A core refusal key ("customOrder.size_range") in the namespace's "rules" group, with its values. */
export const ruleText = (key: string, params?: Record<string, unknown>) =>
  customOrderText(`rules.${key}` as never, params);
