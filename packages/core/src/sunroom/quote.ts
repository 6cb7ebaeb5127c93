// The sunroom's price (docs/sunroom.md "Price"): the structure priced by its sunroom series (the
// catalogue's prices of every structure line plus the series' quote rows, e.g. installation by the
// floor area) and each wall facet priced as a window is, by its facet series' quote formulas
// (pricing/quote-formulas.ts). One quote line per part, so a contract lists them. Money is fen.
import type { BomError } from "../bom/types.ts";
import { quoteWindow } from "../pricing/quote-formulas.ts";
import type { Series } from "../series/schema.ts";
import { type SunroomOf, structureBom } from "./bom.ts";
import type { Sunroom } from "./model.ts";
import type { CompiledSunroomSeries } from "./series.ts";

export type SunroomQuoteLine =
  /** The posts, beams, rafters, roof panels, runs and accessories, and the series' quote rows. */
  | { part: "structure"; priceFen: number }
  /** One wall facet (its id, e.g. "front-1") at its size, by its series' quote formulas. */
  | { part: "facet"; facetId: string; width: number; height: number; priceFen: number };

export type SunroomQuote = {
  lines: SunroomQuoteLine[];
  totalFen: number;
  /** Rows that could not be priced: a total made without them would be wrong. */
  errors: BomError[];
};

/** The price of the sunroom `model` built from `s`, its structure in `series`, its facets in `facetSeries`. */
export function quoteSunroom(
  model: SunroomOf,
  s: Sunroom,
  series: CompiledSunroomSeries,
  facetSeries: Series,
): SunroomQuote {
  const structure = structureBom(model, s, series);
  const lines: SunroomQuoteLine[] = [
    { part: "structure", priceFen: structure.totals.material + structure.totals.quote },
  ];
  const errors: BomError[] = [...structure.errors];
  for (const facet of model.facets) {
    const quote = quoteWindow(facet.design, facetSeries, 1);
    lines.push({
      part: "facet",
      facetId: facet.id,
      width: facet.width,
      height: Math.max(...facet.top.map(([, z]) => z)),
      priceFen: quote.priceFen,
    });
    errors.push(...quote.errors);
  }
  return { lines, totalFen: lines.reduce((sum, l) => sum + l.priceFen, 0), errors };
}
