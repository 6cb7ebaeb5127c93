import { describe, expect, it } from "vitest";
import { checkPasswordStrength } from "./password-strength.ts";

describe("checkPasswordStrength", () => {
  it("refuses the default password 12345678", () => {
    expect(checkPasswordStrength("12345678")).toMatchObject({
      ok: false,
      key: "validation.password_default",
    });
  });

  it("refuses common and patterned passwords", () => {
    for (const pw of ["password", "qwertyuiop", "11111111", "abcdefgh", "iloveyou1"]) {
      expect(checkPasswordStrength(pw)).toMatchObject({ ok: false, key: "validation.password_too_simple" });
    }
  });

  it("accepts a password that is not in the dictionary", () => {
    expect(checkPasswordStrength("Fenestra#2026").ok).toBe(true);
    expect(checkPasswordStrength("Window#Frame9").ok).toBe(true);
  });
});
