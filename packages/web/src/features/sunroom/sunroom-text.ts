import type sunroom from "../../locales/en-US/sunroom.json";
import { namespaceText, translatorHook } from "../../shared/i18n/namespace-text.ts";

export const sunroomText = namespaceText<typeof sunroom>("sunroom");
export const useSunroomT = translatorHook(sunroomText);
