import { describe, expect, it } from "vitest";
import { checkQuoteChange, contractPrice } from "./contract-price.ts";

describe("contract price", () => {
  it("raises the agency price by the markup for the retail quote", () => {
    const lines = [{ priceFen: 10_000, count: 1, discountPercent: 100 }];
    // (90_000 + 10_000) × 90 % = 90_000 agency; × 120 % = 108_000 retail.
    expect(contractPrice(90_000, lines, 90, 120)).toEqual({ agencyFen: 90_000, retailFen: 108_000 });
    expect(contractPrice(90_000, [], 100, 100)).toEqual({ agencyFen: 90_000, retailFen: 90_000 });
  });

  it("refuses a raise without the permission, bad discounts and markups", () => {
    expect(
      checkQuoteChange({ markupPercent: 100 }, { markupPercent: 110, discountPercent: 100 }, false),
    ).toBe("access.no_permission");
    expect(
      checkQuoteChange({ markupPercent: 100 }, { markupPercent: 110, discountPercent: 100 }, true),
    ).toBeNull();
    expect(
      checkQuoteChange({ markupPercent: 120 }, { markupPercent: 110, discountPercent: 100 }, false),
    ).toBeNull();
    expect(checkQuoteChange({ markupPercent: 100 }, { markupPercent: 100, discountPercent: 0 }, true)).toBe(
      "pricing.invalid_discount",
    );
    expect(checkQuoteChange({ markupPercent: 100 }, { markupPercent: 90, discountPercent: 100 }, true)).toBe(
      "pricing.invalid_markup",
    );
  });
});
