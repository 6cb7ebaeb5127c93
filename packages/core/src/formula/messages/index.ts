// The words for formula errors (SPEC §8) in the four languages. Core owns them beside the
// codes, so the formula editor, the API's `message` fields and `fenestra formula` say the same.
import type { Language } from "../../account/languages.ts";
import { enUS } from "./en-US.ts";
import { ruRU } from "./ru-RU.ts";
import type { FormulaMessages } from "./types.ts";
import { viVN } from "./vi-VN.ts";
import { zhCN } from "./zh-CN.ts";

export type { FormulaMessages };

export const FORMULA_MESSAGES: Readonly<Record<Language, FormulaMessages>> = {
  "zh-CN": zhCN,
  "en-US": enUS,
  "vi-VN": viVN,
  "ru-RU": ruRU,
};

/** The message of an error code; a code the catalogue does not know shows itself (SPEC §1). */
export function formulaMessage(language: Language, code: string): string {
  const errors: Readonly<Record<string, string>> = FORMULA_MESSAGES[language].errors;
  return Object.hasOwn(errors, code) ? (errors[code] as string) : code;
}

/** "The calculation formula has errors", above a list of them. */
export function formulaHasErrorsMessage(language: Language): string {
  return FORMULA_MESSAGES[language].hasErrors;
}
