// Formula error words come from core's catalogue (the API and the CLI say the same), in the
// UI's current language. Components re-render on a language change through their translator.
import { formulaHasErrorsMessage, formulaMessage } from "@fenestra/core/formula/index";
import { currentLanguage } from "./i18n.ts";

/** The translated message of a formula error code (err_0 … err_26, SPEC §8). */
export function formulaErrorText(code: string): string {
  return formulaMessage(currentLanguage(), code);
}

/** "The calculation formula has errors", above a list of them. */
export function formulaHasErrorsText(): string {
  return formulaHasErrorsMessage(currentLanguage());
}
