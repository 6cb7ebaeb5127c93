import { cutSettingsSchema } from "@fenestra/core/cutting/settings";
import { describe, expect, it } from "vitest";
import { formValuesOf } from "./warehouse-defaults.ts";

describe("the optimizer form from the warehouse settings", () => {
  it("takes the default stock length as the bar length and the leftover minimum as the shortest leftover", () => {
    expect(formValuesOf({ leftoverMin: 300, defaultStockLength: 6500 })).toEqual({
      barLengths: "6500",
      defaultStockLength: 6500,
      minLeftover: 300,
    });
  });

  it("gives values the form's own rules accept", () => {
    const values = formValuesOf({ leftoverMin: 50, defaultStockLength: 100_000 });
    expect(cutSettingsSchema.safeParse({ ...values, kerf: 4, trimStart: 0, trimEnd: 0 }).success).toBe(true);
  });
});
