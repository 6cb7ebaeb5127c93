import { priceItemByMode } from "@fenestra/core/pricing/item-modes";
import type { OrderItemBody } from "./orders.schemas.ts";

/**
 * Prices one window item by its pricing mode (core/pricing): by area — unit price (fen/m²) ×
 * max(area, minimum area) —, by outline length (fen/m) or by piece. When the body states the
 * area (m²) it wins over width × height, e.g. for shaped frames whose area the designer measured.
 */
export function priceItem(body: OrderItemBody) {
  const price = priceItemByMode({
    mode: body.pricingMode,
    widthMm: body.width,
    heightMm: body.height,
    ...(body.area === undefined ? {} : { areaM2: body.area }),
    count: body.count,
    unitPriceFen: body.unitPrice,
    minAreaM2: body.minArea,
  });
  return { area: price.areaM2, price: price.priceFen, amount: price.amountFen };
}
