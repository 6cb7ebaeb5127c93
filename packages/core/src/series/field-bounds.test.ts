import { describe, expect, it } from "vitest";
import { DEMO_SERIES } from "./demo/index.ts";
import { profileFieldSchemas, SERIES_FIELD_BOUNDS } from "./field-bounds.ts";
import { seriesSaveSchema } from "./save-schema.ts";
import type { Series } from "./schema.ts";

type Issue = { message: string; path: PropertyKey[]; params?: Record<string, unknown> };
const firstIssue = (result: { error?: { issues: Issue[] } }) => {
  const issue = result.error?.issues[0];
  return issue && { at: issue.path.join("."), key: issue.message, params: issue.params };
};

const demoSeriesList = Object.values(DEMO_SERIES);
const demo = () => structuredClone(demoSeriesList[0] as Series);

describe("a series as saved", () => {
  it("takes every demo series as it is", () => {
    for (const series of demoSeriesList)
      expect(seriesSaveSchema.safeParse(series).success, series.name).toBe(true);
  });

  it("refuses a profile 99,999,999 mm wide or deep at the field, saying from what to what", () => {
    for (const field of ["faceWidth", "depth"] as const) {
      const series = demo();
      (series.profiles[0] as Series["profiles"][number])[field] = 99_999_999;
      expect(firstIssue(seriesSaveSchema.safeParse(series))).toEqual({
        at: `profiles.0.${field}`,
        key: "series.profile_size_between",
        params: SERIES_FIELD_BOUNDS.profileSizeMm,
      });
    }
    expect(profileFieldSchemas.faceWidth.safeParse(0).success).toBe(false);
    expect(profileFieldSchemas.faceWidth.safeParse(500).success).toBe(true);
  });

  it("bounds glass thickness, bar length and weights the same way", () => {
    const series = demo();
    const glass = series.glass[0] as Series["glass"][number];
    glass.thickness = 99_999_999;
    expect(firstIssue(seriesSaveSchema.safeParse(series))).toMatchObject({
      at: "glass.0.thickness",
      key: "series.glass_thickness_between",
      params: { min: 1, max: 200 },
    });
    expect(profileFieldSchemas.stockLength.safeParse(49).error?.issues[0]?.message).toBe(
      "series.stock_length_between",
    );
    expect(profileFieldSchemas.weightPerMetre.safeParse(-1).error?.issues[0]?.message).toBe(
      "series.weight_per_metre_between",
    );
  });

  it("says what a code may be rather than that it is invalid", () => {
    for (const code of ["", "   ", " F001", "X".repeat(41)]) {
      const series = demo();
      (series.profiles[0] as Series["profiles"][number]).code = code;
      expect(firstIssue(seriesSaveSchema.safeParse(series)), JSON.stringify(code)).toEqual({
        at: "profiles.0.code",
        key: "series.code_invalid",
        params: { max: 40 },
      });
    }
    expect(profileFieldSchemas.code.safeParse("TB60-01 框").success).toBe(true);
  });
});
