import { FORMULA_MESSAGES } from "@fenestra/core/formula/index";
import { describe, expect, it } from "vitest";
import { withFormulaMessages } from "./formula-messages.ts";

describe("formula error messages of the API", () => {
  const error = { kind: "error", code: "err_12", position: 4, length: 3 } as const;
  const body = {
    id: 7,
    issues: [{ field: "length", error }],
    bom: { profiles: [], errors: [{ rowId: "r", error }] },
  };

  it("are added beside the issues and the BOM errors, leaving the rest as it is", () => {
    const out = withFormulaMessages("en-US", body);
    expect(out.id).toBe(7);
    expect(out.issues[0]).toEqual({ field: "length", error, message: "Unknown keyword in the expression" });
    expect(out.bom.errors[0]).toMatchObject({
      rowId: "r",
      error,
      message: "Unknown keyword in the expression",
    });
    expect(out.bom.profiles).toBe(body.bom.profiles);
  });

  it("are in the caller's language, in the words of core's catalogue", () => {
    const ru = FORMULA_MESSAGES["ru-RU"].errors.err_12;
    expect(ru).not.toBe(FORMULA_MESSAGES["en-US"].errors.err_12);
    expect(withFormulaMessages("ru-RU", body).issues[0]).toEqual({ field: "length", error, message: ru });
  });
});
