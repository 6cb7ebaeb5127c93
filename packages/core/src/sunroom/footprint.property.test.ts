// Properties of any valid footprint (rectangle typed as a polygon, L, convex polygons typed turtle
// style): every open side's facets are valid closed frames, their top is the roof line over the
// wall, and they add up to the side's length.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { designSchema } from "../design/schema.ts";
import { shapeOutline } from "../design/shapes.ts";
import { edgeEnd, edgeStart } from "../geometry/outline.ts";
import { type Footprint, footprintIssues, footprintPolygon, type TurtleSide } from "./footprint.ts";
import { footprintFacets } from "./footprint-facets.ts";
import { footprintRoofLine } from "./footprint-roof.ts";
import type { RoofType } from "./model.ts";

const lShapes = fc
  .record({
    length: fc.integer({ min: 2000, max: 9000 }),
    depthOver: fc.integer({ min: 0, max: 3000 }),
    wingFrac: fc.double({ min: 0.2, max: 0.9, noNaN: true }),
    wingDepth: fc.integer({ min: 500, max: 4000 }),
    roof: fc.constantFrom<RoofType>("hip", "leanTo", "flat"),
  })
  .map(({ length, depthOver, wingFrac, wingDepth, roof }) => ({
    footprint: {
      kind: "lShape" as const,
      length,
      depth: Math.ceil(length / 2) + depthOver,
      wingLength: Math.max(500, Math.floor(length * wingFrac)),
      wingDepth,
    } satisfies Footprint,
    roof,
  }));

/** A convex polygon typed turtle style: n sides round a circle, so it closes (to rounding). */
const polygons = fc
  .record({
    n: fc.integer({ min: 3, max: 8 }),
    r: fc.integer({ min: 2000, max: 6000 }),
    house: fc.nat(7),
    roof: fc.constantFrom<RoofType>("leanTo", "flat"),
  })
  .map(({ n, r, house, roof }) => {
    const length = 2 * r * Math.sin(Math.PI / n);
    const sides: TurtleSide[] = Array.from({ length: n }, (_, i) => ({
      length,
      turn: 360 / n,
      house: i === house % n,
    }));
    return { footprint: { kind: "polygon" as const, sides } satisfies Footprint, roof };
  });

describe("footprint properties", () => {
  it("facets are valid closed frames whose top is the roof line over their open side", () => {
    fc.assert(
      fc.property(
        fc.oneof(lShapes, polygons),
        fc.integer({ min: 1, max: 3 }),
        ({ footprint, roof }, bays) => {
          expect(footprintIssues(footprint, roof)).toEqual([]);
          const tan = 0.3;
          const eave = 2400;
          const poly = footprintPolygon(footprint);
          const n = poly.points.length;
          const facets = footprintFacets(
            footprint,
            { roof, eaveHeight: eave, facetSeriesId: "s", colour: "white", facetRegions: {} },
            tan,
            Array(n).fill(bays),
          );
          const line = footprintRoofLine(footprint, roof);
          expect(facets).toHaveLength(poly.house.filter((h) => !h).length * bays);
          for (const f of facets) {
            expect(designSchema.safeParse(f.design).success).toBe(true);
            const outline = shapeOutline(f.shape);
            outline.forEach((e, i) => {
              const next = outline[(i + 1) % outline.length]!;
              const a = edgeEnd(e);
              const b = edgeStart(next);
              expect(Math.hypot(b[0] - a[0], b[1] - a[1])).toBeLessThan(1e-6);
            });
            // the top, sampled between its points, is the roof line over the wall
            for (let k = 0; k <= 12; k++) {
              const d = (f.width * k) / 12;
              const x = f.from[0] + ((f.to[0] - f.from[0]) * d) / f.width;
              const y = f.from[1] + ((f.to[1] - f.from[1]) * d) / f.width;
              expect(topAt(f.top, d)).toBeCloseTo(eave + tan * line.distance(x, y), 6);
            }
          }
          // each open side's facets add up to its length
          for (let i = 0; i < n; i++) {
            if (poly.house[i]) continue;
            const p = poly.points[i]!;
            const q = poly.points[(i + 1) % n]!;
            const sum = facets.filter((f) => f.side === i).reduce((t, f) => t + f.width, 0);
            expect(sum).toBeCloseTo(Math.hypot(q[0] - p[0], q[1] - p[1]), 6);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});

function topAt(top: readonly (readonly [number, number])[], d: number): number {
  for (let i = 0; i + 1 < top.length; i++) {
    const [x0, z0] = top[i]!;
    const [x1, z1] = top[i + 1]!;
    if (d >= x0 - 1e-9 && d <= x1 + 1e-9) return x1 === x0 ? z0 : z0 + ((z1 - z0) * (d - x0)) / (x1 - x0);
  }
  throw new Error("outside");
}
