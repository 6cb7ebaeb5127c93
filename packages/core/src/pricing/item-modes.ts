// One window item priced by one of the three rules of DESIGN §3.4: by area (with the minimum
// area), by length (of the outline, per metre) or by piece. Money fen, lengths mm, areas m².
import { type ItemPrice, priceByArea, priceByLength } from "./item-price.ts";

export const PRICING_MODES = ["area", "length", "piece"] as const;
export type PricingMode = (typeof PRICING_MODES)[number];

export type ItemPriceInput = {
  mode: PricingMode;
  widthMm: number;
  heightMm: number;
  /** Drawn area when known (shaped frames); otherwise width × height. */
  areaM2?: number;
  count: number;
  /** fen per m² (area), per metre (length) or per window (piece). */
  unitPriceFen: number;
  minAreaM2: number;
};

export function priceItemByMode(input: ItemPriceInput): ItemPrice {
  const side = input.areaM2 === undefined ? null : Math.sqrt(input.areaM2) * 1000;
  const widthMm = side ?? input.widthMm;
  const heightMm = side ?? input.heightMm;
  const byArea = priceByArea({
    widthMm,
    heightMm,
    count: input.count,
    unitPriceFen: input.unitPriceFen,
    minAreaM2: input.minAreaM2,
  });
  const areaM2 = input.areaM2 ?? byArea.areaM2;
  if (input.mode === "area") return { ...byArea, areaM2 };
  const priceFen =
    input.mode === "length"
      ? priceByLength(2 * (input.widthMm + input.heightMm), input.unitPriceFen, 1)
      : input.unitPriceFen;
  return { areaM2, billedAreaM2: areaM2, priceFen, amountFen: priceFen * input.count };
}
