// A contract's two prices (SPEC §6): the agency price — what the seller pays the factory,
// i.e. orders plus quote lines after the contract discount — and the retail quote the customer
// sees, which is the agency price raised by the seller's markup. Money is integer fen.
import { roundFen } from "../bom/rounding.ts";
import { contractAmount, DEFAULT_PRICE_ROUNDING, type QuoteLine } from "./item-price.ts";

export type ContractPrice = { agencyFen: number; retailFen: number };

/** Markup is a percent of the agency price: 100 = none, at most 1000. */
export const MAX_MARKUP_PERCENT = 1000;

export function contractPrice(
  baseFen: number,
  lines: readonly QuoteLine[],
  discountPercent: number,
  markupPercent: number,
): ContractPrice {
  const agencyFen = contractAmount(baseFen, lines, discountPercent);
  // The markup is taken as given (checkQuoteChange and the schemas refuse one out of range).
  return { agencyFen, retailFen: roundFen((agencyFen * markupPercent) / 100, DEFAULT_PRICE_ROUNDING) };
}

export type QuoteChangeRefusal =
  | "pricing.invalid_markup"
  | "pricing.invalid_discount"
  | "access.no_permission";

/**
 * Checks a change of the contract's discount and markup. Raising the quoted price (a markup
 * higher than before) needs the "raise quoted price" permission, which the caller states.
 */
export function checkQuoteChange(
  before: { markupPercent: number },
  after: { markupPercent: number; discountPercent: number },
  mayRaise: boolean,
): QuoteChangeRefusal | null {
  if (!(after.discountPercent > 0 && after.discountPercent <= 100)) return "pricing.invalid_discount";
  if (!(after.markupPercent >= 100 && after.markupPercent <= MAX_MARKUP_PERCENT))
    return "pricing.invalid_markup";
  if (after.markupPercent > before.markupPercent && !mayRaise) return "access.no_permission";
  return null;
}
