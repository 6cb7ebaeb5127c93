import { describe, expect, it } from "vitest";
import { checkQuoteChange, contractBreakdown, contractPrice } from "./contract-price.ts";

describe("contract price", () => {
  it("raises the agency price by the markup for the retail quote", () => {
    const lines = [{ priceFen: 10_000, count: 1, discountPercent: 100 }];
    // (90_000 + 10_000) × 90 % = 90_000 agency; × 120 % = 108_000 retail.
    expect(contractPrice(90_000, lines, 90, 120)).toEqual({ agencyFen: 90_000, retailFen: 108_000 });
    expect(contractPrice(90_000, [], 100, 100)).toEqual({ agencyFen: 90_000, retailFen: 90_000 });
  });

  it("sums a contract: base price plus quote lines, then the contract discount", () => {
    const lines = [{ priceFen: 5_000, count: 2, discountPercent: 100 }];
    expect(contractPrice(90_000, lines, 90, 100).agencyFen).toBe(90_000);
  });

  it("explains the total step by step: extras, discount and markup each with what they change", () => {
    // 8014.90 of windows, an extra item of 82.51 at 90 % (74.26), the whole at 95 %, raised by 105 %
    const lines = [
      { priceFen: 8_251, count: 1, discountPercent: 90 },
      { priceFen: 1_000, count: 3, discountPercent: 100 },
    ];
    const b = contractBreakdown(801_490, lines, 95, 105);
    expect(b).toEqual({
      baseFen: 801_490,
      extrasFen: 7_426 + 3_000,
      subtotalFen: 811_916,
      discountPercent: 95,
      discountFen: -40_596,
      agencyFen: 771_320,
      markupPercent: 105,
      markupFen: 38_566,
      retailFen: 809_886,
    });
    // every step adds up, and the total is the one contractPrice answers
    expect(b.baseFen + b.extrasFen).toBe(b.subtotalFen);
    expect(b.subtotalFen + b.discountFen).toBe(b.agencyFen);
    expect(b.agencyFen + b.markupFen).toBe(b.retailFen);
    expect(contractPrice(801_490, lines, 95, 105)).toEqual({
      agencyFen: b.agencyFen,
      retailFen: b.retailFen,
    });
    // nothing to explain: no extras, no discount, no markup
    expect(contractBreakdown(801_490, [], 100, 100)).toMatchObject({
      extrasFen: 0,
      discountFen: 0,
      markupFen: 0,
      retailFen: 801_490,
    });
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
