import type renders from "../../locales/en-US/renders.json";
import { namespaceText, translatorHook } from "../../shared/i18n/namespace-text.ts";

export const rendersText = namespaceText<typeof renders>("renders");
export const useRendersT = translatorHook(rendersText);
