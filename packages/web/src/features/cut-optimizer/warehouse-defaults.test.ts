import { cutSettingsSchema } from "@fenestra/core/cutting/settings";
import { describe, expect, it } from "vitest";
import { formValuesOf, offcutRuleOf } from "./warehouse-defaults.ts";

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

describe("how the result page sorts offcuts before confirming", () => {
  const warehouse = { leftoverMin: 300, leftoverMax: 2000, leftoverStep: 50, defaultStockLength: 6000 };

  it("from the plan's own minimum, by the warehouse's maximum and step", () => {
    expect(offcutRuleOf(800, warehouse)).toEqual({ min: 800, max: 2000, step: 50 });
    expect(offcutRuleOf(undefined, warehouse)).toEqual({ min: 300, max: 2000, step: 50 });
  });

  it("without the warehouse every offcut from the minimum up is kept, at its whole mm", () => {
    expect(offcutRuleOf(800, undefined)).toEqual({ min: 800, max: Number.POSITIVE_INFINITY, step: 1 });
    expect(offcutRuleOf(undefined, undefined).min).toBe(500);
  });
});
