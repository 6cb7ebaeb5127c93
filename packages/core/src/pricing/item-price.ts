// Quote prices of window items and extra quote lines. Money is integer fen; lengths mm; areas m².
import { applyRounding, roundFen } from "../bom/rounding.ts";
import type { RoundingRule } from "../series/schema.ts";

export type { RoundingRule };

/** Prices keep 2 decimals of yuan, i.e. whole fen, rounded half up (SPEC §9 default). */
export const DEFAULT_PRICE_ROUNDING: RoundingRule = { mode: "round", digits: 2 };

export type PricingError = "pricing.negative_price" | "pricing.negative_min_area" | "pricing.negative_digits";

export type AreaPriceInput = {
  /** Outer width and height of one window, mm. */
  widthMm: number;
  heightMm: number;
  count: number;
  /** Price per m² in fen. */
  unitPriceFen: number;
  /** Each window is billed at least this area, m² (SPEC §3 minimum area). */
  minAreaM2: number;
  /** How the billed area is rounded (m², to `digits` decimals). */
  areaRounding?: RoundingRule;
};

export type ItemPrice = {
  /** Drawn area of one window, m². */
  areaM2: number;
  /** Area one window is billed for: max(drawn, minimum), rounded, m². */
  billedAreaM2: number;
  /** Price of one window, fen. */
  priceFen: number;
  /** priceFen × count, fen. */
  amountFen: number;
};

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
 * The documented area rule used until a series quote formula prices the item:
 * price = unit price (fen/m²) × max(width × height / 10⁶, minimum area).
 */
export function priceByArea(input: AreaPriceInput): ItemPrice {
  const areaM2 = (Math.max(0, input.widthMm) * Math.max(0, input.heightMm)) / 1_000_000;
  const rounding = input.areaRounding ?? { mode: "round", digits: 3 };
  const billedAreaM2 = applyRounding(Math.max(areaM2, input.minAreaM2), rounding);
  const priceFen = roundFen(billedAreaM2 * input.unitPriceFen, DEFAULT_PRICE_ROUNDING);
  return { areaM2, billedAreaM2, priceFen, amountFen: priceFen * input.count };
}

/** By length: unit price in fen per metre × length (mm) × count. */
export function priceByLength(lengthMm: number, unitPriceFenPerM: number, count: number): number {
  return roundFen((Math.max(0, lengthMm) / 1000) * unitPriceFenPerM, DEFAULT_PRICE_ROUNDING) * count;
}

/** By piece: unit price × count. */
export function priceByPiece(unitPriceFen: number, count: number): number {
  return unitPriceFen * count;
}

/** A discount in percent of the price (100 = none, 85 = 15 % off), rounded to whole fen. */
export function applyDiscount(amountFen: number, percent: number, rounding = DEFAULT_PRICE_ROUNDING): number {
  const bounded = Math.min(100, Math.max(0, percent));
  return roundFen((amountFen * bounded) / 100, rounding);
}

export type QuoteLine = { priceFen: number; count: number; discountPercent: number };

/** A quote item's amount: price × count with its own discount, fen. */
export function quoteLineAmount(line: QuoteLine): number {
  return applyDiscount(line.priceFen * line.count, line.discountPercent);
}

/**
 * A contract's amount: the base price (sum of its orders' amounts, not editable) plus its quote
 * lines, with the contract discount applied to the whole, fen.
 */
export function contractAmount(
  baseFen: number,
  lines: readonly QuoteLine[],
  discountPercent: number,
): number {
  const extras = lines.reduce((sum, line) => sum + quoteLineAmount(line), 0);
  return applyDiscount(baseFen + extras, discountPercent);
}
