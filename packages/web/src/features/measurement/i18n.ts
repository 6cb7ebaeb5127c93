import type measurement from "../../locales/en-US/measurement.json";
import { namespaceText, translatorHook } from "../../shared/i18n/namespace-text.ts";

export const measurementText = namespaceText<typeof measurement>("measurement");
export const useMeasurementT = translatorHook(measurementText);

/** A core measurement refusal (key and values) in the reader's language. */
export function problemText(key: string, params: Record<string, number | string>): string {
  return measurementText(`rules.${key}` as never, params);
}
