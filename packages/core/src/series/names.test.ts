import { describe, expect, it } from "vitest";
import { CATALOGUE_NAME_MAX, catalogueNameSchema, copyName } from "./names.ts";

describe("copyName", () => {
  it("adds the suffix, then a number when the copy's name is taken", () => {
    expect(copyName("TB60", ["TB60"], "copy")).toBe("TB60 copy");
    expect(copyName("TB60", ["TB60", "TB60 copy"], "copy")).toBe("TB60 copy 2");
    expect(copyName("TB60", ["TB60", "TB60 copy", "TB60 copy 2"], "copy")).toBe("TB60 copy 3");
    expect(copyName("断桥 60", [], "副本")).toBe("断桥 60 副本");
  });
  it("shortens a long original so the copy's name still fits", () => {
    const long = "x".repeat(CATALOGUE_NAME_MAX);
    const name = copyName(long, [], "copy");
    expect(name.length).toBe(CATALOGUE_NAME_MAX);
    expect(name.endsWith(" copy")).toBe(true);
    expect(catalogueNameSchema.safeParse(name).success).toBe(true);
  });
});

describe("catalogueNameSchema", () => {
  it("refuses an empty name and a name over the limit, saying the limit", () => {
    expect(catalogueNameSchema.safeParse("  ").error?.issues[0]?.message).toBe(
      "validation.series_name_required",
    );
    const issue = catalogueNameSchema.safeParse("x".repeat(CATALOGUE_NAME_MAX + 1)).error?.issues[0];
    expect(issue).toMatchObject({ message: "validation.name_too_long", params: { max: CATALOGUE_NAME_MAX } });
    expect(catalogueNameSchema.parse(` ${"x".repeat(CATALOGUE_NAME_MAX)} `)).toHaveLength(CATALOGUE_NAME_MAX);
  });
});
