// The quote price of one window item comes from its series' quote formulas (SPEC §8 formula tab
// "quote", DESIGN §3.4): the BOM engine evaluates the quote rows for one window — each row prices
// by area (AREA, with the series' minimum-area rule such as max(AREA, 1.5)), by perimeter, by
// piece or as a fixed amount — and the item's price is their sum, rounded by the series' money
// rule. The retail quote tab is priced the same way. Money is integer fen.
import { calculateOrderBom } from "../bom/order.ts";
import type { BomError } from "../bom/types.ts";
import type { Design } from "../design/model.ts";
import type { Series } from "../series/schema.ts";

export type WindowQuote = {
  /** Price of one window from the quote tab, fen. */
  priceFen: number;
  /** priceFen × count, fen. */
  amountFen: number;
  /** Price of one window from the retail quote tab, fen (0 when the tab is empty). */
  retailPriceFen: number;
  /** False when the series has no quote rows, so nothing prices the window. */
  hasQuoteFormulas: boolean;
  /** Errors of the quote and retail quote rows: a price computed with them would be wrong. */
  errors: BomError[];
};

/** The series parameter through which an item's own minimum area (m², SPEC §3) reaches the formulas. */
export const MIN_AREA_PARAMETER = "MIN_AREA";

/**
 * The series as one item prices it: an item minimum area above 0 sets (or overrides) the
 * MIN_AREA parameter, so a quote row such as `max(AREA, MIN_AREA)` bills at least that area.
 * A series that uses MIN_AREA defines it as a parameter for items that state none.
 */
function withItemMinArea(series: Series, minAreaM2: number): Series {
  if (!(minAreaM2 > 0)) return series;
  const parameters = series.parameters.filter((p) => p.name !== MIN_AREA_PARAMETER);
  return { ...series, parameters: [...parameters, { name: MIN_AREA_PARAMETER, value: String(minAreaM2) }] };
}

/**
 * The quote of `count` identical windows drawn as `design` in `series`; `minAreaM2` is the
 * item's own minimum area (0: the series' rule alone). `count` is a whole number of at least 1,
 * validated by the caller (the order item schema).
 */
export function quoteWindow(design: Design, series: Series, count: number, minAreaM2 = 0): WindowQuote {
  const bom = calculateOrderBom([{ design, series: withItemMinArea(series, minAreaM2), count: 1 }]);
  const errors = bom.errors.filter((e) => e.tab === "quote" || e.tab === "retailQuote");
  const priceFen = bom.totals.quote;
  return {
    priceFen,
    amountFen: priceFen * count,
    retailPriceFen: bom.totals.retailQuote,
    hasQuoteFormulas: (series.formulas.quote?.rows.length ?? 0) > 0,
    errors,
  };
}
