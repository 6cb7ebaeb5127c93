import { describe, expect, it } from "vitest";
import {
  applyDiscount,
  checkPricingInput,
  contractAmount,
  priceByArea,
  priceByLength,
  priceByPiece,
  quoteLineAmount,
} from "./item-price.ts";

describe("priceByArea", () => {
  it("bills width × height at the unit price per m²", () => {
    const p = priceByArea({ widthMm: 1500, heightMm: 1400, count: 2, unitPriceFen: 45_000, minAreaM2: 0 });
    expect(p.areaM2).toBeCloseTo(2.1, 9);
    expect(p.priceFen).toBe(94_500);
    expect(p.amountFen).toBe(189_000);
  });

  it("bills a small window at the minimum area", () => {
    const p = priceByArea({ widthMm: 500, heightMm: 600, count: 1, unitPriceFen: 10_000, minAreaM2: 1.5 });
    expect(p.areaM2).toBeCloseTo(0.3, 9);
    expect(p.billedAreaM2).toBe(1.5);
    expect(p.priceFen).toBe(15_000);
  });

  it("rounds the billed area by the chosen mode", () => {
    const base = { widthMm: 1234, heightMm: 1001, count: 1, unitPriceFen: 100_00, minAreaM2: 0 };
    expect(priceByArea({ ...base, areaRounding: { mode: "up", digits: 1 } }).billedAreaM2).toBe(1.3);
    expect(priceByArea({ ...base, areaRounding: { mode: "down", digits: 1 } }).billedAreaM2).toBe(1.2);
    expect(priceByArea({ ...base, areaRounding: { mode: "keep", digits: 1 } }).billedAreaM2).toBeCloseTo(
      1.235234,
      6,
    );
  });
});

describe("other rules", () => {
  it("prices by length in metres and by piece", () => {
    expect(priceByLength(2500, 1_000, 3)).toBe(7_500);
    expect(priceByPiece(1_999, 4)).toBe(7_996);
  });

  it("applies discounts in percent and rounds to whole fen", () => {
    expect(applyDiscount(10_001, 85)).toBe(8_501);
    expect(applyDiscount(10_000, 120)).toBe(10_000);
    expect(quoteLineAmount({ priceFen: 3_333, count: 3, discountPercent: 90 })).toBe(8_999);
  });

  it("sums a contract: base price plus quote lines, then the contract discount", () => {
    const lines = [{ priceFen: 5_000, count: 2, discountPercent: 100 }];
    expect(contractAmount(90_000, lines, 90)).toBe(90_000);
  });

  it("refuses negative price, minimum area and digits", () => {
    expect(checkPricingInput({ unitPriceFen: -1 })).toBe("pricing.negative_price");
    expect(checkPricingInput({ minAreaM2: -0.1 })).toBe("pricing.negative_min_area");
    expect(checkPricingInput({ digits: -1 })).toBe("pricing.negative_digits");
    expect(checkPricingInput({ unitPriceFen: 0, minAreaM2: 0, digits: 2 })).toBeNull();
  });
});
