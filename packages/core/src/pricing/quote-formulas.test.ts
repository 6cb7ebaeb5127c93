import { describe, expect, it } from "vitest";
import casementJson from "../../../../docs/examples/casement-1500x1400.design.json" with { type: "json" };
import { parseDesign } from "../design/migrate.ts";
import type { Design } from "../design/model.ts";
import { DEMO_SERIES } from "../series/demo/index.ts";
import type { Series } from "../series/schema.ts";
import { quoteWindow } from "./quote-formulas.ts";

function design(input: unknown): Design {
  const parsed = parseDesign(input);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  return parsed.design;
}

const casement = design(casementJson);
const aluCasement = DEMO_SERIES["alu-tb60-casement"] as Series;
/** A fixed 800 × 600 pane: 0.48 m², below the series' 1.5 m² minimum area. */
const smallFixed = design({
  ...casementJson,
  frames: [
    {
      ...casement.frames[0],
      shape: { kind: "rectangle", width: 800, height: 600 },
      root: {
        kind: "fill",
        id: "G1",
        fill: { type: "glass", spec: "5+12A+5", frosted: false, gap: 12, shade: "none", holeType: "none" },
      },
    },
  ],
});

function withQuoteRows(rows: unknown[]): Series {
  return { ...aluCasement, formulas: { ...aluCasement.formulas, quote: { rows } } } as Series;
}

describe("window quote from the series' quote formulas", () => {
  it("prices the drawn area and each opening sash by the quote tab, times the count", () => {
    // 1.5 m × 1.4 m = 2.1 m² × 680 yuan + one opening sash × 150 yuan = 1,578.00 yuan.
    const q = quoteWindow(casement, aluCasement, 2);
    expect(q.priceFen).toBe(157_800);
    expect(q.amountFen).toBe(315_600);
    // The retail quote tab: 2.1 m² × 880 yuan.
    expect(q.retailPriceFen).toBe(184_800);
    expect(q.hasQuoteFormulas).toBe(true);
    expect(q.errors).toEqual([]);
  });

  it("bills a small window at the series' minimum area", () => {
    // max(0.48, 1.5) m² × 680 yuan; the fixed pane has no sash.
    expect(quoteWindow(smallFixed, aluCasement, 1).priceFen).toBe(102_000);
  });

  it("bills at least the item's own minimum area where the formula asks for MIN_AREA", () => {
    const series = {
      ...withQuoteRows([
        {
          id: "area",
          kind: "cost",
          name: "window",
          calc: "area",
          quantity: "max(AREA, MIN_AREA)",
          price: "500",
        },
      ]),
      parameters: [{ name: "MIN_AREA", value: "1" }],
    } as Series;
    // 0.48 m² drawn: the series' 1 m², or the item's 2 m², or the drawn area above a small minimum.
    expect(quoteWindow(smallFixed, series, 1).priceFen).toBe(50_000);
    expect(quoteWindow(smallFixed, series, 1, 2).priceFen).toBe(100_000);
    expect(quoteWindow(smallFixed, series, 1, 0.3).priceFen).toBe(24_000);
    expect(series.parameters).toEqual([{ name: "MIN_AREA", value: "1" }]);
  });

  it("prices by perimeter, by piece and by a fixed amount", () => {
    const series = withQuoteRows([
      { id: "edge", kind: "cost", name: "edge", calc: "perimeter", price: "12.5" },
      { id: "handle", kind: "cost", scope: "sash", name: "handle", calc: "piece", price: "40" },
      { id: "visit", kind: "cost", name: "site visit", calc: "fixed", value: "99.99" },
    ]);
    // 2 × (1.5 + 1.4) m × 12.5 + 1 sash × 40 + 99.99 = 72.50 + 40 + 99.99 yuan.
    expect(quoteWindow(casement, series, 1).priceFen).toBe(7_250 + 4_000 + 9_999);
  });

  it("prices nothing when the series has no quote rows, and reports broken quote formulas", () => {
    const none = quoteWindow(casement, withQuoteRows([]), 3);
    expect(none).toMatchObject({ priceFen: 0, amountFen: 0, hasQuoteFormulas: false });
    const broken = quoteWindow(
      casement,
      withQuoteRows([{ id: "bad", kind: "cost", name: "bad", calc: "area", price: "AREA +" }]),
      1,
    );
    expect(broken.errors.map((e) => [e.tab, e.rowId])).toEqual([["quote", "bad"]]);
  });
});
