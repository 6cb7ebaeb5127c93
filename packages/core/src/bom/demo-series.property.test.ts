// The growth property of bom.property.test.ts for all three demo series, through the real
// layout of drawn designs (casement cells, French casements, 2/3-track sliders).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Design, Region } from "../design/model.ts";
import { sash as casement, frameDesign, glass, rectangle, split } from "../design/test-designs.ts";
import { DEMO_SERIES } from "../series/demo/index.ts";
import type { Series } from "../series/schema.ts";
import { fabricationMisfit } from "./fabrication-misfit.ts";
import { calculateOrderBom } from "./order.ts";

/** An outward casement with a multipoint lock around its own glass. */
const sash = (id: string): Region => ({ ...casement(id), lock: { type: "multipoint" } }) as Region;

type Kind = "fixed+sash" | "french" | "slide2" | "slide3";

function root(kind: Kind, width: number): Region {
  switch (kind) {
    case "fixed+sash":
      return split("R", "vertical", Math.round(width / 2), glass("G", "5+12A+5"), sash("S"), "M");
    case "french":
      return {
        kind: "doubleSash",
        id: "D",
        openType: "casement",
        opening: "outward",
        meeting: Math.round(width / 2),
        active: "right",
        hinge: { type: "friction", count: 2 },
        handle: { type: "lever", offset: 0 },
        lock: { type: "multipoint" },
        left: { id: "L", inner: glass("LG", "5+12A+5") },
        right: { id: "RR", inner: glass("RG", "5+12A+5") },
      };
    default: {
      const tracks = kind === "slide2" ? 2 : 3;
      return {
        kind: "slide",
        id: "SL",
        tracks,
        direction: "both",
        panels: Array.from({ length: tracks }, (_, i) => ({
          id: `P${i}`,
          track: i,
          fixed: false,
          inner: glass(`PG${i}`, "5+9A+5"),
        })),
      };
    }
  }
}

const design = (kind: Kind, width: number, height: number): Design =>
  frameDesign(rectangle(width, height), root(kind, width), { id: "F" });

const cases: [string, Kind[]][] = [
  ["alu-tb60-casement", ["fixed+sash", "french"]],
  ["upvc-60-casement", ["fixed+sash", "french"]],
  ["alu-sl90-sliding", ["slide2", "slide3"]],
];

describe.each(cases)("%s", (stem, kinds) => {
  const series = DEMO_SERIES[stem] as Series;
  const bom = (kind: Kind, w: number, h: number) =>
    calculateOrderBom([{ design: design(kind, w, h), series, count: 1 }]);

  const makes = (kind: Kind, w: number, h: number) => fabricationMisfit(design(kind, w, h), series) === null;

  it("gives a complete BOM without errors, and more profile and glass for a bigger window", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...kinds),
        fc.integer({ min: 1200, max: 2600 }),
        fc.integer({ min: 1000, max: 2200 }),
        fc.integer({ min: 10, max: 400 }),
        (kind, w, h, grow) => {
          // a window the series makes (a sash its hardware carries): the rest is refused
          fc.pre(makes(kind, w, h) && makes(kind, w + grow, h) && makes(kind, w, h + grow));
          const small = bom(kind, w, h);
          expect(small.errors).toEqual([]);
          expect(small.glass.length).toBeGreaterThan(0);
          expect(small.addons.length).toBeGreaterThan(0);
          const wider = bom(kind, w + grow, h).totals;
          const taller = bom(kind, w, h + grow).totals;
          expect(wider.profileLength).toBeGreaterThan(small.totals.profileLength);
          expect(taller.profileLength).toBeGreaterThan(small.totals.profileLength);
          expect(wider.glassArea).toBeGreaterThanOrEqual(small.totals.glassArea);
          expect(wider.quote).toBeGreaterThanOrEqual(small.totals.quote);
        },
      ),
      { numRuns: 25 },
    );
  });
});
