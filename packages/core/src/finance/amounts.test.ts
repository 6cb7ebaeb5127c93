import { describe, expect, it } from "vitest";
import { expenditureAmountSchema, instalmentAmountSchema } from "./amounts.ts";
import { MAX_ENTRY_FEN } from "./ledger.ts";

const keyOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe("finance amounts", () => {
  it("refuses an expense of 0 or less in an expense's words, never a collection's", () => {
    for (const bad of [0, -100, -1])
      expect(keyOf(expenditureAmountSchema.safeParse(bad)), String(bad)).toBe(
        "finance.expense_amount_positive",
      );
    expect(keyOf(expenditureAmountSchema.safeParse("12"))).toBe("finance.expense_amount_positive");
    expect(expenditureAmountSchema.safeParse(1).success).toBe(true);
  });

  it("says what is wrong with a fraction of a fen and an amount past the largest entry", () => {
    expect(keyOf(expenditureAmountSchema.safeParse(10.5))).toBe("pricing.price_decimals");
    expect(keyOf(expenditureAmountSchema.safeParse(MAX_ENTRY_FEN + 1))).toBe("finance.amount_too_large");
    expect(expenditureAmountSchema.safeParse(MAX_ENTRY_FEN).success).toBe(true);
  });

  it("names an instalment's amount as such", () => {
    expect(keyOf(instalmentAmountSchema.safeParse(-5))).toBe("finance.instalment_amount_positive");
  });
});
