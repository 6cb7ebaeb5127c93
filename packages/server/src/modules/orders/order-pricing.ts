import type { OrderItemBody } from "@fenestra/api";
import type { Design } from "@fenestra/core";
import { MAX_AMOUNT_FEN } from "@fenestra/core/pricing/item-price";
import { quoteWindow } from "@fenestra/core/pricing/quote-formulas";
import { blankFaceColour } from "@fenestra/core/series/index";
import type { Db } from "../../db/client.ts";
import { AppError, FieldError } from "../../plugins/errors.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { getSeriesForCompany, mustFitSeries } from "../series/series.service.ts";

/**
 * Prices one window item by its series' quote formulas (core/pricing/quote-formulas, docs/orders.md):
 * the quote tab evaluated for one window is the price, × count the amount. The item's series is
 * one of the caller's company's series, by id; an item that names none ("" or "default") takes
 * the company's default series. An unknown id is refused at the seriesId field: a window is
 * never priced at 0 for a series that is not there. The resolved id is what the item stores,
 * so its BOM and cutting use the series it was priced with. A company with no series at all
 * (a dealer) keeps its windows unpriced.
 * A design of a kind the series does not build, or in a colour a profile is not catalogued in,
 * is refused at its design field (400). The item's minimum area reaches the formulas as MIN_AREA. Broken quote formulas refuse the save
 * rather than store a wrong price. The area (m²) is the drawn area the designer measured, else
 * width × height.
 */
export async function priceItem(db: Db, tenant: Tenant, body: OrderItemBody) {
  // SPEC §5: no frame without its face colours, with a series to price by or without
  const blank = blankFaceColour(body.design as Design);
  if (blank) throw new FieldError(blank.field, "validation.colour_required");
  const area = body.area ?? (body.width * body.height) / 1_000_000;
  const named = body.seriesId && body.seriesId !== "default" ? body.seriesId : null;
  const series = await getSeriesForCompany(db, tenant, named ?? "default");
  if (!series) {
    if (named) throw new FieldError("seriesId", "validation.series_unknown");
    // A company without any series (a dealer pricing by its factory's list) has nothing to
    // price by: the window is kept unpriced, and its contract is priced by quote lines.
    return { area, price: 0, amount: 0, seriesId: null };
  }
  // a window its series cannot make is refused at its field, never priced without its parts
  mustFitSeries(body.design as Design, series.model);
  const quote = quoteWindow(body.design as Design, series.model, body.count, body.minArea);
  if (quote.errors.length > 0) throw new AppError("pricing.quote_formula_error");
  if (quote.amountFen > MAX_AMOUNT_FEN) throw new AppError("pricing.amount_too_large");
  return { area, price: quote.priceFen, amount: quote.amountFen, seriesId: String(series.id) };
}
