import type threed from "../../locales/en-US/threed.json";
import { namespaceText, translatorHook } from "../../shared/i18n/namespace-text.ts";

export const threedText = namespaceText<typeof threed>("threed");
export const useThreedT = translatorHook(threedText);
