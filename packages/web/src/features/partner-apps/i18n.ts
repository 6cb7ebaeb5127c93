import type oauth from "../../locales/en-US/oauth.json";
import { namespaceText, translatorHook } from "../../shared/i18n/namespace-text.ts";

export const oauthText = namespaceText<typeof oauth>("oauth");
export const useOAuthT = translatorHook(oauthText);
