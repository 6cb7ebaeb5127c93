// Quote lines and contract sums; window items are priced by their series' quote formulas
// (quote-formulas.ts). Money is integer fen.
import { roundFen } from "../bom/rounding.ts";
import type { RoundingRule } from "../series/schema.ts";

export type { RoundingRule };

/** Prices keep 2 decimals of yuan, i.e. whole fen, rounded half up (SPEC §9 default). */
export const DEFAULT_PRICE_ROUNDING: RoundingRule = { mode: "round", digits: 2 };

/** The largest amount a record holds, fen (the columns are 32-bit integers): 21,474,836.47 yuan. */
export const MAX_AMOUNT_FEN = 2_147_483_647;

export type PricingError = "pricing.negative_price" | "pricing.negative_min_area" | "pricing.negative_digits";

/** Validation shared by every pricing rule: SPEC §5 forbids negative price, min area or digits. */
export function checkPricingInput(input: {
  unitPriceFen?: number;
  minAreaM2?: number;
  digits?: number;
}): PricingError | null {
  if ((input.unitPriceFen ?? 0) < 0) return "pricing.negative_price";
  if ((input.minAreaM2 ?? 0) < 0) return "pricing.negative_min_area";
  if ((input.digits ?? 0) < 0) return "pricing.negative_digits";
  return null;
}

/**
 * A discount in percent of the price (100 = none, 85 = 15 % off), rounded to whole fen. The
 * percent is taken as given: callers validate it first (workflows/contract-fields: above 0, at
 * most 100), so a wrong value is refused at its field rather than quietly bounded here.
 */
export function applyDiscount(amountFen: number, percent: number, rounding = DEFAULT_PRICE_ROUNDING): number {
  return roundFen((amountFen * percent) / 100, rounding);
}

export type QuoteLine = { priceFen: number; count: number; discountPercent: number };

/** A quote item's amount: price × count with its own discount, fen. */
export function quoteLineAmount(line: QuoteLine): number {
  return applyDiscount(line.priceFen * line.count, line.discountPercent);
}
