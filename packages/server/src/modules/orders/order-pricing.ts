import type { Design } from "@fenestra/core";
import { MAX_AMOUNT_FEN } from "@fenestra/core/pricing/item-price";
import { quoteWindow } from "@fenestra/core/pricing/quote-formulas";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../plugins/errors.ts";
import { getSeriesForCompany } from "../series/series.service.ts";
import type { OrderItemBody } from "./orders.schemas.ts";

/**
 * Prices one window item by its series' quote formulas (core/pricing/quote-formulas, docs/orders.md):
 * the quote tab evaluated for one window is the price, × count the amount. An item without a
 * series uses the company's default series; a company with no series at all prices it at 0.
 * The item's minimum area reaches the formulas as MIN_AREA. Broken quote formulas refuse the save
 * rather than store a wrong price. The area (m²) is the drawn area the designer measured, else
 * width × height.
 */
export async function priceItem(db: Db, companyId: number, body: OrderItemBody) {
  const area = body.area ?? (body.width * body.height) / 1_000_000;
  const series = await getSeriesForCompany(db, companyId, body.seriesId || "default");
  if (!series) return { area, price: 0, amount: 0 };
  const quote = quoteWindow(body.design as Design, series.model, body.count, body.minArea);
  if (quote.errors.length > 0) throw new AppError("pricing.quote_formula_error");
  if (quote.amountFen > MAX_AMOUNT_FEN) throw new AppError("pricing.amount_too_large");
  return { area, price: quote.priceFen, amount: quote.amountFen };
}
