import { describe, expect, it } from "vitest";
import { nextWindowNo } from "./window-no.ts";

describe("window number of a new drawing in an order", () => {
  it("is C1 in an empty order", () => {
    expect(nextWindowNo([])).toBe("C1");
  });
  it("follows the highest C<n>, ignoring other names", () => {
    expect(nextWindowNo(["C1", "C3", "kitchen", "c2"])).toBe("C4");
  });
});
