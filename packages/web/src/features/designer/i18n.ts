import type designer from "../../locales/en-US/designer.json";
import { type KeysOf, namespaceText, translatorHook } from "../../shared/i18n/namespace-text.ts";

export type DesignerKey = KeysOf<typeof designer>;

export const designerText = namespaceText<typeof designer>("designer");
export const useDesignerT = translatorHook(designerText);

/** The translated message of a core command error code ("design.cell_too_small" …). */
export function commandErrorText(code: string): string {
  return designerText(`errors.${code.replace(/^design\./, "")}` as DesignerKey);
}
