import { describe, expect, it } from "vitest";
import { applyDiscount, checkPricingInput, quoteLineAmount } from "./item-price.ts";

describe("other rules", () => {
  it("applies discounts in percent and rounds to whole fen", () => {
    expect(applyDiscount(10_001, 85)).toBe(8_501);
    // No bounding: 120 % is a raise if a caller asks for it (the schemas refuse it first).
    expect(applyDiscount(10_000, 120)).toBe(12_000);
    expect(quoteLineAmount({ priceFen: 3_333, count: 3, discountPercent: 90 })).toBe(8_999);
  });

  it("refuses negative price, minimum area and digits", () => {
    expect(checkPricingInput({ unitPriceFen: -1 })).toBe("pricing.negative_price");
    expect(checkPricingInput({ minAreaM2: -0.1 })).toBe("pricing.negative_min_area");
    expect(checkPricingInput({ digits: -1 })).toBe("pricing.negative_digits");
    expect(checkPricingInput({ unitPriceFen: 0, minAreaM2: 0, digits: 2 })).toBeNull();
  });
});
