import type account from "../../locales/en-US/account.json";
import { namespaceText, translatorHook } from "../../shared/i18n/namespace-text.ts";

export const accountText = namespaceText<typeof account>("account");
export const useAccountT = translatorHook(accountText);
