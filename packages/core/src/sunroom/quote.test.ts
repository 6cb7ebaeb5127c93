// The price of the 4 × 3 m lean-to of bom.test.ts: its structure line added up by hand from the
// lines checked there, its facets priced as windows by the TB60 series' quote formulas.

import { describe, expect, it } from "vitest";
import { quoteWindow } from "../pricing/quote-formulas.ts";
import { demoSeries } from "../series/demo/index.ts";
import { newSunroom } from "./defaults.ts";
import { demoSunroomSeries } from "./demo/series.ts";
import type { Sunroom } from "./model.ts";
import { quoteSunroom } from "./quote.ts";
import { compileSunroomSeries } from "./series.ts";
import { buildSunroom } from "./sunroom.ts";
import { DOOR_LEAF } from "./test-sunroom.ts";

const series = demoSunroomSeries("en-US");
const compiled = compileSunroomSeries(series);
const tb60 = demoSeries("en-US")["alu-tb60-casement"];
const plain: Sunroom = {
  ...newSunroom(series.catalogue.id, tb60.id, "silver", "R120"),
  slope: { by: "ridge", height: 3650 },
  overhang: 120,
};
const withDoor: Sunroom = {
  ...plain,
  facetRegions: {
    "front-1": {
      width: 2000,
      height: 2400,
      root: DOOR_LEAF,
    },
  },
};

function quoteOf(s: Sunroom) {
  const built = buildSunroom(s, series.rafters);
  if (!built.ok) throw new Error(JSON.stringify(built.issues));
  return { model: built.value, quote: quoteSunroom(built.value, s, compiled, tb60) };
}

describe("the price of the 4 × 3 m lean-to", () => {
  it("prices the structure as its BOM adds up", () => {
    const { quote } = quoteOf(plain);
    // profiles 63.45 + 96.00 + 168.00 + 700.80 + 691.20 + 1561.56 + 340.00 + 192.00 = 3813.01
    // roof glass 3514.68; accessories 225 + 168 + 30 + 22 + 12 + 32 + 263.64 = 752.64
    // installation 12 m² × 380 = 4560.00; 3813.01 + 3514.68 + 752.64 + 4560 = 12640.33 yuan
    expect(quote.lines[0]).toEqual({ part: "structure", priceFen: 1_264_033 });
    expect(quote.errors).toEqual([]);
  });

  it("prices each facet as a window of its size, a door facet dearer than a fixed light", () => {
    const { model, quote } = quoteOf(withDoor);
    const facets = quote.lines.filter((l) => l.part === "facet");
    // left 1, front 2, right 1 bays: four facets, front ones 2000 × 2400
    expect(facets.map((l) => [l.facetId, l.width, l.height])).toEqual([
      ["left-1", 3000, 3650],
      ["front-1", 2000, 2400],
      ["front-2", 2000, 2400],
      ["right-1", 3000, 3650],
    ]);
    for (const [i, facet] of model.facets.entries())
      expect(facets[i]!.priceFen).toBe(quoteWindow(facet.design, tb60, 1).priceFen);
    const [door, glass] = [facets[1]!, facets[2]!];
    expect(glass.priceFen).toBeGreaterThan(0);
    expect(door.priceFen).toBeGreaterThan(glass.priceFen);
    expect(quote.totalFen).toBe(quote.lines.reduce((t, l) => t + l.priceFen, 0));
  });
});
