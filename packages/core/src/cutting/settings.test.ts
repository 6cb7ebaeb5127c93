import { describe, expect, it } from "vitest";
import { barLengthsSchema, cutSettingsSchema, reverseRangeSchema } from "./settings.ts";

const issueOf = (r: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string; params?: unknown }[] };
}) => r.error?.issues.map((i) => ({ path: i.path.join("."), message: i.message, params: i.params }));

const good = { barLengths: "6000", kerf: 4, trimStart: 0, trimEnd: 0, minLeftover: 500 };

describe("cutSettingsSchema", () => {
  it("accepts the page's defaults and reads the bar lengths", () => {
    const r = cutSettingsSchema.parse({ ...good, barLengths: "6000, 6500，6000" });
    expect(r.barLengths).toEqual([6000, 6500]);
  });
  it.each([
    ["kerf", -1, { min: 0, max: 50 }],
    ["kerf", 51, { min: 0, max: 50 }],
    ["kerf", null, { min: 0, max: 50 }],
    ["trimStart", 1001, { min: 0, max: 1000 }],
    ["minLeftover", 100_001, { min: 0, max: 100_000 }],
    ["defaultStockLength", 49, { min: 50, max: 100_000 }],
  ])("refuses %s = %j saying the range, not clamping it", (field, value, params) => {
    expect(issueOf(cutSettingsSchema.safeParse({ ...good, [field]: value }))).toEqual([
      { path: field, message: "validation.mm_between", params },
    ]);
  });
  it.each(["999999999", "40", "6000,abc", "6000,-100"])(
    "refuses bar lengths %j with the allowed range",
    (text) => {
      expect(issueOf(barLengthsSchema.safeParse(text))).toEqual([
        { path: "", message: "validation.bar_lengths_between", params: { min: 50, max: 100_000 } },
      ]);
    },
  );
  it("gives an empty list for an empty field (the default stock length applies)", () => {
    expect(barLengthsSchema.parse(" ")).toEqual([]);
  });
});

describe("reverseRangeSchema", () => {
  it("accepts 5800 to 6500 at 100, and the widest range at the finest step (2000 at 10 is 201 lengths)", () => {
    expect(reverseRangeSchema.safeParse({ min: 5800, max: 6500, step: 100 }).success).toBe(true);
    expect(reverseRangeSchema.safeParse({ min: 5000, max: 7000, step: 10 }).success).toBe(true);
  });
  it.each([
    [{ min: 5800, max: 6500, step: -100 }, "step", "validation.whole_mm_between", { min: 1, max: 2000 }],
    [{ min: 5800, max: 6500, step: 2.5 }, "step", "validation.whole_mm_between", { min: 1, max: 2000 }],
    [{ min: 40, max: 6000, step: 100 }, "min", "validation.mm_between", { min: 50, max: 100_000 }],
    [{ min: 5800, max: 999_999_999, step: 100 }, "max", "validation.mm_between", { min: 50, max: 100_000 }],
    [{ min: 6500, max: 6500, step: 100 }, "max", "validation.reverse_max_above_min", { min: 6500 }],
    [{ min: 5000, max: 7001, step: 100 }, "max", "validation.reverse_range_span", { span: 2000, max: 7000 }],
    [{ min: 5800, max: 6500, step: 701 }, "step", "validation.reverse_step_too_large", { max: 700 }],
    [
      { min: 5000, max: 7000, step: 9 },
      "step",
      "validation.reverse_too_many_lengths",
      { count: 201, min: 10 },
    ],
  ])("refuses %j on %s", (range, path, message, params) => {
    expect(issueOf(reverseRangeSchema.safeParse(range))).toEqual([{ path, message, params }]);
  });
});
