import { describe, expect, it } from "vitest";
import { calculateOrderBom } from "../bom/order.ts";
import { frameDesign, glass, rectangle } from "../design/test-designs.ts";
import { offersColour, seriesColours } from "./colours.ts";
import { DEMO_SERIES } from "./demo/index.ts";
import type { Series } from "./schema.ts";

const tb60 = DEMO_SERIES["alu-tb60-casement"] as Series;
const pvc = DEMO_SERIES["upvc-60-casement"] as Series;
const sl90 = DEMO_SERIES["alu-sl90-sliding"] as Series;

describe("the frame colours a series offers", () => {
  it("lists the demo series' catalogue colours, leaving out the galvanised steel", () => {
    expect(seriesColours(tb60)).toEqual(["silver", "graphite", "white"]);
    expect(seriesColours(pvc)).toEqual(["white", "golden oak"]);
    expect(seriesColours(sl90)).toEqual(["silver", "champagne", "graphite", "white"]);
  });
  it("keeps only colours every profile offers", () => {
    const [f, z] = tb60.profiles;
    const series = { profiles: [f!, { ...z!, colours: ["Graphite", "bronze"] }] };
    expect(seriesColours(series)).toEqual(["graphite"]);
    expect(offersColour(series, "GRAPHITE")).toBe(true);
    expect(offersColour(series, "silver")).toBe(false);
  });
  it("every colour it offers orders every profile line without a colour error", () => {
    for (const series of [tb60, pvc]) {
      for (const colour of seriesColours(series)) {
        const design = frameDesign(rectangle(1200, 1400), glass("G"), {
          id: "F",
          colors: { a: colour, b: colour },
        });
        const bom = calculateOrderBom([{ design, series, count: 1 }]);
        expect(bom.errors, `${series.id} ${colour}`).toEqual([]);
      }
    }
  });
});
