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
    expect(profileFieldSchemas.faceWidth.safeParse(200).success).toBe(true);
  });

  it("SPEC §5 size settings: a frame 50 to 200 mm deep, any other size 10 to 200 mm", () => {
    const sizes = (partType: string, faceWidth: number, depth: number) => {
      const series = demo();
      Object.assign(series.profiles[0] as object, { partType, faceWidth, depth });
      return firstIssue(seriesSaveSchema.safeParse(series)) ?? null;
    };
    const frameDepth = {
      at: "profiles.0.depth",
      key: "series.frame_depth_between",
      params: { min: 50, max: 200 },
    };
    const size = (at: string) => ({ at, key: "series.profile_size_between", params: { min: 10, max: 200 } });
    expect(sizes("frame", 60, 49)).toEqual(frameDepth);
    expect(sizes("frame", 60, 201)).toEqual(size("profiles.0.depth"));
    expect(sizes("frame", 9, 60)).toEqual(size("profiles.0.faceWidth"));
    expect(sizes("frame", 60, 50)).toBeNull();
    expect(sizes("frame", 200, 200)).toBeNull();
    // a sliding sash (the SL90 demo's is 38 deep) and a bead are no frames
    expect(sizes("slideSash", 45, 38)).toBeNull();
    expect(sizes("fixedBead", 10, 10)).toBeNull();
    expect(sizes("fixedBead", 10, 9)).toEqual(size("profiles.0.depth"));
  });

  it("SPEC §8: at most 200 profiles in a series, beyond them the desktop tool", () => {
    const series = demo();
    const first = series.profiles[0] as Series["profiles"][number];
    const many = (n: number) => Array.from({ length: n }, (_, i) => ({ ...first, code: `P${i + 1}` }));
    expect(seriesSaveSchema.safeParse({ ...series, profiles: many(200) }).success).toBe(true);
    expect(firstIssue(seriesSaveSchema.safeParse({ ...series, profiles: many(201) }))).toEqual({
      at: "profiles",
      key: "series.too_many_profiles",
      params: { max: SERIES_FIELD_BOUNDS.maxProfiles },
    });
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
