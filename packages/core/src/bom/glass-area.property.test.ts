// For random rectangular and shaped designs (arches, trapezoids, triangles, circles; with
// mullions, transoms and sashes), the glass the BOM orders for each pane is never smaller than
// the daylight it fills, and a shaped pane's template covers its daylight (docs/bom.md).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { layout } from "../design/layout/layout.ts";
import { type Design, emptyDesign, type FrameShape, type Region } from "../design/model.ts";
import { glass, sash, split } from "../design/test-designs.ts";
import { DEMO_SERIES } from "../series/demo/index.ts";
import { seriesGeometry } from "../series/geometry.ts";
import { type Series, seriesSchema } from "../series/schema.ts";
import { calculateOrderBom } from "./order.ts";

const shapeArb: fc.Arbitrary<{ shape: FrameShape; sashes: boolean }> = fc.oneof(
  fc
    .record({ width: fc.integer({ min: 700, max: 2400 }), height: fc.integer({ min: 700, max: 2400 }) })
    .map((s) => ({ shape: { kind: "rectangle" as const, ...s }, sashes: true })),
  fc
    .record({
      width: fc.integer({ min: 800, max: 2400 }),
      height: fc.integer({ min: 1200, max: 2400 }),
      rise: fc.double({ min: 0.1, max: 0.5, noNaN: true }),
    })
    .map(({ width, height, rise }) => ({
      shape: { kind: "arch" as const, width, height, rise: Math.round(width * rise) },
      sashes: true,
    })),
  fc
    .record({
      width: fc.integer({ min: 800, max: 2400 }),
      leftHeight: fc.integer({ min: 1000, max: 2400 }),
      rightHeight: fc.integer({ min: 1000, max: 2400 }),
    })
    .map((s) => ({ shape: { kind: "trapezoid" as const, ...s }, sashes: true })),
  fc
    .record({
      width: fc.integer({ min: 1000, max: 2400 }),
      height: fc.integer({ min: 700, max: 1600 }),
      apex: fc.double({ min: 0.25, max: 0.75, noNaN: true }),
    })
    .map(({ width, height, apex }) => ({
      shape: { kind: "triangle" as const, width, height, apexX: Math.round(width * apex) },
      sashes: false,
    })),
  fc
    .integer({ min: 800, max: 2000 })
    .map((diameter) => ({ shape: { kind: "circle" as const, diameter }, sashes: false })),
);

type Plan = { split: "none" | "vertical" | "horizontal"; at: number; sashIn: number };
const planArb: fc.Arbitrary<Plan> = fc.record({
  split: fc.constantFrom("none", "vertical", "horizontal"),
  at: fc.double({ min: 0.4, max: 0.6, noNaN: true }),
  sashIn: fc.integer({ min: -1, max: 1 }),
});

function sizeOf(shape: FrameShape): { w: number; h: number } {
  switch (shape.kind) {
    case "circle":
      return { w: shape.diameter, h: shape.diameter };
    case "trapezoid":
      return { w: shape.width, h: Math.max(shape.leftHeight, shape.rightHeight) };
    case "polygon":
      return { w: 0, h: 0 };
    default:
      return { w: shape.width, h: shape.height };
  }
}

function designOf(shape: FrameShape, sashes: boolean, plan: Plan): Design {
  const cell = (i: number) => (sashes && plan.sashIn === i ? sash(`S${i}`) : glass(`G${i}`));
  const { w, h } = sizeOf(shape);
  const root: Region =
    plan.split === "none"
      ? cell(0)
      : split(
          "R",
          plan.split,
          Math.round((plan.split === "vertical" ? w : h) * plan.at),
          cell(0),
          cell(1),
          "M",
        );
  return {
    ...emptyDesign(),
    frames: [{ id: "F1", x: 0, y: 0, shape, seriesId: "s", colors: { a: "white", b: "white" }, root }],
  };
}

/** Panes ordered by each row's own size: the layout's cut size GW × GH. */
const byCutSize: Series = seriesSchema.parse({
  ...DEMO_SERIES["alu-tb60-casement"],
  formulas: { glass: { rows: [{ id: "pane", kind: "glass", spec: "=SPEC", width: "GW", height: "GH" }] } },
});
const casementSeries: [string, Series][] = [
  ["cut size GW × GH", byCutSize],
  ["TB60 demo", DEMO_SERIES["alu-tb60-casement"] as Series],
  ["uPVC 60 demo", DEMO_SERIES["upvc-60-casement"] as Series],
];

describe("the glass ordered for a pane is never smaller than its daylight", () => {
  it.each(casementSeries)("%s", (_name, series) => {
    fc.assert(
      fc.property(shapeArb, planArb, ({ shape, sashes }, plan) => {
        const design = designOf(shape, sashes, plan);
        const fills = layout(design, seriesGeometry(series)).fills;
        const bom = calculateOrderBom([{ design, series, count: 1 }]);
        const ordered = new Map<string, number>();
        for (const line of bom.glass) {
          const piece = line.area / line.count;
          for (const s of line.sources) ordered.set(s.element, (ordered.get(s.element) ?? 0) + piece);
        }
        for (const f of fills) {
          // the cut shape covers the daylight, and so does what the rows order
          expect(f.area).toBeGreaterThanOrEqual(f.daylightArea);
          expect(ordered.get(f.id) ?? 0).toBeGreaterThanOrEqual(f.daylightArea);
          if (!f.shaped) continue;
          expect(f.template.width).toBeGreaterThanOrEqual(f.daylightWidth);
          expect(f.template.height).toBeGreaterThanOrEqual(f.daylightHeight);
        }
      }),
      { numRuns: 150 },
    );
  });

  it("a shaped pane ordered at its cut size carries its template (edges closing on themselves)", () => {
    fc.assert(
      fc.property(shapeArb, planArb, ({ shape, sashes }, plan) => {
        const design = designOf(shape, sashes, plan);
        const bom = calculateOrderBom([{ design, series: byCutSize, count: 1 }]);
        const fills = layout(design, seriesGeometry(byCutSize)).fills;
        for (const line of bom.glass) {
          const fill = fills.find((f) => f.id === line.sources[0]!.element)!;
          expect(line.template !== undefined).toBe(fill.shaped);
          const t = line.template;
          if (!t) continue;
          t.edges.forEach((e, i) => {
            const next = t.edges[(i + 1) % t.edges.length]!;
            expect(Math.hypot(e.to[0] - next.from[0], e.to[1] - next.from[1])).toBeLessThan(1e-3);
          });
        }
      }),
      { numRuns: 100 },
    );
  });
});
