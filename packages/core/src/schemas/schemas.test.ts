import { describe, expect, it } from "vitest";
import { countSchema, lengthMmSchema } from "./bounds.ts";
import { idSchema, MAX_ID, pageSizeSchema } from "./ids.ts";
import { textProblem } from "./text.ts";

describe("idSchema", () => {
  it("reads JSON integers and plain decimal digits", () => {
    expect(idSchema.parse(1)).toBe(1);
    expect(idSchema.parse("42")).toBe(42);
    expect(idSchema.parse(String(MAX_ID))).toBe(MAX_ID);
  });
  it("refuses loose spellings, fractions, zero and ids the columns cannot hold", () => {
    for (const bad of [
      true,
      " 1",
      "1 ",
      "0x1",
      "1e0",
      "+1",
      "01",
      "1.0",
      1.5,
      0,
      -1,
      "",
      null,
      MAX_ID + 1,
      "2147483648",
      "99999999999",
      1e308,
    ])
      expect(idSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    expect(idSchema.safeParse("0x1").error?.issues[0]?.message).toBe("validation.id_invalid");
  });
  it("bounds the page size", () => {
    expect(pageSizeSchema.parse(undefined)).toBe(20);
    expect(pageSizeSchema.safeParse("101").success).toBe(false);
  });
});

describe("bounds", () => {
  it("refuse what no column or sum can hold", () => {
    expect(lengthMmSchema.safeParse(1e308).success).toBe(false);
    expect(lengthMmSchema.safeParse(1500).success).toBe(true);
    expect(countSchema.safeParse(100_001).success).toBe(false);
  });
});

describe("textProblem", () => {
  it("finds NUL and other control characters, and unpaired surrogates", () => {
    expect(textProblem("a\u0000b")).toBe("validation.text_control_character");
    expect(textProblem("x\u001b")).toBe("validation.text_control_character");
    expect(textProblem("x\uD800y")).toBe("validation.text_broken_character");
    expect(textProblem("\uDC00")).toBe("validation.text_broken_character");
  });
  it("lets tabs, line breaks, CJK and paired surrogates (emoji) through", () => {
    expect(textProblem("门窗\t1\r\n2 🪟")).toBeNull();
  });
});
