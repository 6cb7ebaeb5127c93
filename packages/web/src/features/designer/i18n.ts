import { useTranslation } from "react-i18next";
import type designer from "../../locales/en-US/designer.json";
import { translateKey } from "../../shared/i18n/i18n.ts";

// Typed keys of the "designer" namespace without touching the shared i18next type map: a key
// that is not in the en-US catalogue is a compile error here.
type Leaves<T, P extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type DesignerKey = Leaves<typeof designer>;

export function designerText(key: DesignerKey, options?: Record<string, unknown>): string {
  return translateKey(`designer:${key}`, options);
}

/**
 * Re-renders on language change and returns the typed translator of the designer namespace.
 * Every namespace is loaded with the language (i18n init lists them all), so subscribing through
 * the default namespace is enough.
 */
export function useDesignerT(): (key: DesignerKey, options?: Record<string, unknown>) => string {
  useTranslation();
  return designerText;
}

/** The translated message of a core command error code ("design.cell_too_small" …). */
export function commandErrorText(code: string): string {
  return designerText(`errors.${code.replace(/^design\./, "")}` as DesignerKey);
}
