import { readFileSync } from "node:fs";
import { join } from "node:path";
import { LANGUAGES } from "@fenestra/core";
import { describe, expect, it } from "vitest";
import { formulaMessage, withFormulaMessages } from "./formula-messages.ts";

// The API and the formula editor must say the same words for a formula error: the server's
// catalogue repeats the web's formula namespace, and this keeps the two from drifting apart.

const webFormula = (lang: string) =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, `../../../../web/src/locales/${lang}/formula.json`), "utf8"),
  ) as { errors: Record<string, string> };

describe("formula error messages of the API", () => {
  it("are the formula editor's words for err_0 … err_26 in all four languages", () => {
    for (const lang of LANGUAGES) {
      const web = webFormula(lang);
      for (let i = 0; i <= 26; i++)
        expect(formulaMessage(lang, `err_${i}`), `${lang} err_${i}`).toBe(web.errors[`err_${i}`]);
    }
  });

  it("are added beside the issues and the BOM errors, leaving the rest as it is", () => {
    const error = { kind: "error", code: "err_12", position: 4, length: 3 } as const;
    const body = {
      id: 7,
      issues: [{ field: "length", error }],
      bom: { profiles: [], errors: [{ rowId: "r", error }] },
    };
    const out = withFormulaMessages("en-US", body);
    expect(out.id).toBe(7);
    expect(out.issues[0]).toEqual({ field: "length", error, message: webFormula("en-US").errors.err_12 });
    expect(out.bom.errors[0]).toMatchObject({
      rowId: "r",
      error,
      message: webFormula("en-US").errors.err_12,
    });
    expect(out.bom.profiles).toBe(body.bom.profiles);
  });
});
