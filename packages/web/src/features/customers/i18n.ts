import type customers from "../../locales/en-US/customers.json";
import { namespaceText, translatorHook } from "../../shared/i18n/namespace-text.ts";

export const customersText = namespaceText<typeof customers>("customers");
export const useCustomersT = translatorHook(customersText);
