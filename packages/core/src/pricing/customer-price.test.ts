import { describe, expect, it } from "vitest";
import { contractPrice } from "./contract-price.ts";
import { customerUnitFen, proportionalShares } from "./customer-price.ts";

describe("proportionalShares", () => {
  it("spreads the customer's total over the lines, adding up exactly", () => {
    // Markup 150 %, discount 90 %: the customer pays 1.35 × the factory price.
    const parts = [315_600, 5_000, 333];
    const { retailFen } = contractPrice(
      315_600,
      [{ priceFen: 5_333, count: 1, discountPercent: 100 }],
      90,
      150,
    );
    const shares = proportionalShares(parts, retailFen);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(retailFen);
    expect(shares[0]).toBe(426_060);
    expect(shares[1]).toBe(6_750);
  });
  it("gives nothing to parts of 0 and nothing when there is nothing to divide", () => {
    expect(proportionalShares([0, 100], 150)).toEqual([0, 150]);
    expect(proportionalShares([0, 0], 150)).toEqual([0, 0]);
    expect(proportionalShares([100], 0)).toEqual([0]);
  });
  it("is fair to the fen: three equal parts of 100 fen", () => {
    expect(proportionalShares([1, 1, 1], 100).sort()).toEqual([33, 33, 34]);
  });
  it("unit price is the amount over the count", () => {
    expect(customerUnitFen(426_060, 2)).toBe(213_030);
    expect(customerUnitFen(5, 0)).toBe(0);
  });
});
