import { describe, expect, it } from "vitest";
import { onlyOption } from "./only-option.ts";

describe("the default of a choice", () => {
  it("is the only option when there is exactly one", () => {
    expect(onlyOption(["white"])).toBe("white");
  });

  it("is none when there are several or none: the person picks", () => {
    expect(onlyOption(["silver", "white"])).toBeUndefined();
    expect(onlyOption([])).toBeUndefined();
  });
});
