import type operator from "../../locales/en-US/operator.json";
import { namespaceText, translatorHook } from "../../shared/i18n/namespace-text.ts";

export const operatorText = namespaceText<typeof operator>("operator");
export const useOperatorT = translatorHook(operatorText);
