import type guide from "../../locales/en-US/guide.json";
import { namespaceText, translatorHook } from "../../shared/i18n/namespace-text.ts";

export const guideText = namespaceText<typeof guide>("guide");
export const useGuideT = translatorHook(guideText);
