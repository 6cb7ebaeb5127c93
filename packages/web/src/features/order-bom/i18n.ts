import type bom from "../../locales/en-US/bom.json";
import { namespaceText, translatorHook } from "../../shared/i18n/namespace-text.ts";

export const bomText = namespaceText<typeof bom>("bom");
export const useBomT = translatorHook(bomText);
export type BomT = typeof bomText;
