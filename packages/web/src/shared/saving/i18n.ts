import type saving from "../../locales/en-US/saving.json";
import { namespaceText, translatorHook } from "../i18n/namespace-text.ts";

export const savingText = namespaceText<typeof saving>("saving");
export const useSavingT = translatorHook(savingText);
