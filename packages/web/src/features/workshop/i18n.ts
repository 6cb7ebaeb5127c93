import type workshop from "../../locales/en-US/workshop.json";
import { namespaceText, translatorHook } from "../../shared/i18n/namespace-text.ts";

export const workshopText = namespaceText<typeof workshop>("workshop");
export const useWorkshopT = translatorHook(workshopText);
