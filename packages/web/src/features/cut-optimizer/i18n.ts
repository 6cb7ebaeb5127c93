import type cutting from "../../locales/en-US/cutting.json";
import { namespaceText, translatorHook } from "../../shared/i18n/namespace-text.ts";

export const cutText = namespaceText<typeof cutting>("cutting");
export const useCutT = translatorHook(cutText);
