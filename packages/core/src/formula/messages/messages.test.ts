import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../account/languages.ts";
import { FORMULA_ERROR_CODES } from "../errors.ts";
import { FORMULA_MESSAGES, formulaHasErrorsMessage, formulaMessage } from "./index.ts";

describe("the formula message catalogue", () => {
  it("words every error code and the general message in all four languages", () => {
    for (const lang of LANGUAGES) {
      expect(formulaHasErrorsMessage(lang).trim(), lang).not.toBe("");
      expect(Object.keys(FORMULA_MESSAGES[lang].errors).sort(), lang).toEqual(
        [...FORMULA_ERROR_CODES].sort(),
      );
      for (const code of FORMULA_ERROR_CODES)
        expect(formulaMessage(lang, code).trim(), `${lang} ${code}`).not.toBe("");
    }
  });

  it("says each code differently from the others (no text copied onto a second code)", () => {
    for (const lang of LANGUAGES) {
      const texts = FORMULA_ERROR_CODES.map((code) => formulaMessage(lang, code));
      expect(new Set(texts).size, lang).toBe(FORMULA_ERROR_CODES.length);
    }
  });

  it("speaks the language asked for", () => {
    expect(formulaMessage("en-US", "err_17")).toBe("Bad expression: parentheses do not match");
    expect(formulaMessage("zh-CN", "err_17")).toBe("表达式错误：括号不匹配");
  });

  it("shows a code it does not know as the code itself", () => {
    expect(formulaMessage("en-US", "err_99")).toBe("err_99");
    expect(formulaMessage("en-US", "toString")).toBe("toString");
  });
});
