import { describe, expect, it } from "vitest";
import { buyMessageKey, contactPhone, SALES_PHONE } from "./buy-dialog-content.ts";

describe("buy prompt", () => {
  it("has its own text for variants 2, 3, 4, 6 and a default", () => {
    const keys = ([2, 3, 4, 6, "default"] as const).map(buyMessageKey);
    expect(new Set(keys).size).toBe(5);
    expect(buyMessageKey(2)).toBe("buy.expired");
  });
  it("shows the inviter's phone when there is one, else the sales line", () => {
    expect(contactPhone("13911112222")).toBe("13911112222");
    expect(contactPhone(null)).toBe(SALES_PHONE);
    expect(contactPhone(" ")).toBe(SALES_PHONE);
  });
});
