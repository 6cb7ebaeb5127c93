// A contract's two prices (SPEC §6): the agency price — what the seller pays the factory,
// i.e. orders plus quote lines after the contract discount — and the retail quote the customer
// sees, which is the agency price raised by the seller's markup. Money is integer fen.
import { roundFen } from "../bom/rounding.ts";
import { applyDiscount, DEFAULT_PRICE_ROUNDING, type QuoteLine, quoteLineAmount } from "./item-price.ts";

export type ContractPrice = { agencyFen: number; retailFen: number };

/**
 * Every step from a contract's orders to its total, each amount in fen, so that a page or a
 * printed document can explain the total: base + extras = subtotal; subtotal + discountFen =
 * agency; agency + markupFen = retail (the contract's amount). Percentages as stored (100 = none).
 */
export type ContractBreakdown = {
  /** The sum of the contract's orders. */
  baseFen: number;
  /** The sum of the quote lines (extra items), each after its own discount. */
  extrasFen: number;
  subtotalFen: number;
  discountPercent: number;
  /** What the contract discount changes: agency − subtotal (0 or negative). */
  discountFen: number;
  agencyFen: number;
  markupPercent: number;
  /** What the seller's markup adds: retail − agency (0 or positive). */
  markupFen: number;
  retailFen: number;
};

/** Markup is a percent of the agency price: 100 = none, at most 1000. */
export const MAX_MARKUP_PERCENT = 1000;

/** The one pricing of a contract: its total and every step to it (ContractBreakdown). */
export function contractBreakdown(
  baseFen: number,
  lines: readonly QuoteLine[],
  discountPercent: number,
  markupPercent: number,
): ContractBreakdown {
  const extrasFen = lines.reduce((sum, line) => sum + quoteLineAmount(line), 0);
  const subtotalFen = baseFen + extrasFen;
  const agencyFen = applyDiscount(subtotalFen, discountPercent);
  // The markup is taken as given (checkQuoteChange and the schemas refuse one out of range).
  const retailFen = roundFen((agencyFen * markupPercent) / 100, DEFAULT_PRICE_ROUNDING);
  return {
    baseFen,
    extrasFen,
    subtotalFen,
    discountPercent,
    discountFen: agencyFen - subtotalFen,
    agencyFen,
    markupPercent,
    markupFen: retailFen - agencyFen,
    retailFen,
  };
}

export function contractPrice(
  baseFen: number,
  lines: readonly QuoteLine[],
  discountPercent: number,
  markupPercent: number,
): ContractPrice {
  const { agencyFen, retailFen } = contractBreakdown(baseFen, lines, discountPercent, markupPercent);
  return { agencyFen, retailFen };
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
