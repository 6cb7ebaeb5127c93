import { describe, expect, it } from "vitest";
import { checkQuoteChange, contractPrice } from "./contract-price.ts";
import { priceItemByMode } from "./item-modes.ts";

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

describe("item pricing modes", () => {
  const base = { widthMm: 1500, heightMm: 1400, count: 2, minAreaM2: 3 };
  it("bills at least the minimum area by area", () => {
    const p = priceItemByMode({ ...base, mode: "area", unitPriceFen: 10_000 });
    expect(p.areaM2).toBeCloseTo(2.1, 9);
    expect(p.billedAreaM2).toBe(3);
    expect(p.amountFen).toBe(60_000);
  });
  it("prices the outline length per metre, ignoring the minimum area", () => {
    // 2 × (1.5 + 1.4) = 5.8 m at 12.34 yuan/m = 71.572 → 71.57 yuan per window.
    const p = priceItemByMode({ ...base, mode: "length", unitPriceFen: 1_234 });
    expect(p.priceFen).toBe(7_157);
    expect(p.amountFen).toBe(14_314);
  });
  it("prices by piece", () => {
    expect(priceItemByMode({ ...base, mode: "piece", unitPriceFen: 50_000 }).amountFen).toBe(100_000);
  });
});
