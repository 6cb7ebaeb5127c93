import { describe, expect, it } from "vitest";
import { glassSheetSettingsSchema } from "./settings.ts";

const issue = (trim: unknown) => {
  const result = glassSheetSettingsSchema.safeParse({ trim, minRemnant: 300 });
  const first = result.error?.issues[0] as
    | { message: string; path: PropertyKey[]; params?: unknown }
    | undefined;
  return first && { at: first.path.join("."), key: first.message, params: first.params };
};

describe("glass sheet settings", () => {
  it("SPEC §5: the margin off a sheet's edges is greater than 0, and at most 100 mm", () => {
    const refused = { at: "trim", key: "validation.margin_between", params: { max: 100 } };
    expect(issue(0)).toEqual(refused);
    expect(issue(-1)).toEqual(refused);
    expect(issue(100.5)).toEqual(refused);
    expect(issue("")).toEqual(refused);
    expect(issue(0.5)).toBeUndefined();
    expect(issue(100)).toBeUndefined();
  });
});
