import type measureTools from "../../locales/en-US/measureTools.json";
import { namespaceText, translatorHook } from "../../shared/i18n/namespace-text.ts";

// The office's and the field's tools of a visit (convert, editing the visit, photos with their
// annotations, the measurement sheet): a namespace of their own beside `measurement`.
export const measureToolsText = namespaceText<typeof measureTools>("measureTools");
export const useMeasureToolsT = translatorHook(measureToolsText);
