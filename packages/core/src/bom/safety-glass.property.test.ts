// For random doors and windows (splits, sashes of every hinged kind, door leaves, sill heights
// given or not, annealed and toughened glass): every pane in a safety zone is flagged, and the
// BOM orders no annealed glass for one where the series offers the toughened make-up.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { layout } from "../design/layout/layout.ts";
import type { Design, Region, SashOpenType } from "../design/model.ts";
import { frameDesign, glass, rectangle, sash, split } from "../design/test-designs.ts";
import { safetyZones } from "../glass/safety-zones.ts";
import { DEMO_SERIES } from "../series/demo/index.ts";
import { seriesGeometry } from "../series/geometry.ts";
import type { Series } from "../series/schema.ts";
import { calculateOrderBom } from "./order.ts";

const tb60 = DEMO_SERIES["alu-tb60-casement"] as Series;
const geometry = seriesGeometry(tb60);
const ANNEALED = "5+12A+5";

const cellArb = (id: string): fc.Arbitrary<Region> =>
  fc
    .record({
      kind: fc.constantFrom<"glass" | SashOpenType>("glass", "casement", "door", "tiltTurn", "awning"),
      spec: fc.constantFrom(ANNEALED, "5T+12A+5T"),
    })
    .map(({ kind, spec }) => (kind === "glass" ? glass(id, spec) : sash(`${id}S`, glass(id, spec), kind)));

const designArb: fc.Arbitrary<Design> = fc
  .record({
    width: fc.integer({ min: 700, max: 2600 }),
    height: fc.integer({ min: 700, max: 2600 }),
    sill: fc.option(fc.integer({ min: 0, max: 1500 }), { nil: undefined }),
    split: fc.constantFrom("none", "vertical", "horizontal"),
    at: fc.double({ min: 0.35, max: 0.65, noNaN: true }),
    a: cellArb("A"),
    b: cellArb("B"),
  })
  .map(({ width, height, sill, split: direction, at, a, b }) => {
    const root: Region =
      direction === "none"
        ? a
        : split("R", direction, Math.round((direction === "vertical" ? width : height) * at), a, b, "M");
    return frameDesign(rectangle(width, height), root, sill === undefined ? {} : { sillHeight: sill });
  });

describe("safety zones, for any design the generator builds", () => {
  it("flags every door pane, every pane under 800 mm above the floor and every pane over 1.5 m²", () => {
    fc.assert(
      fc.property(designArb, (design) => {
        const l = layout(design, geometry);
        const flagged = new Set(safetyZones(l).map((z) => z.fillId));
        const frame = design.frames[0]!;
        const doors = l.sashes.filter((s) => s.openType === "door");
        // the design's own sill, else 0 under a door and 900 for a window
        const sill = frame.sillHeight ?? (doors.length > 0 ? 0 : 900);
        const frameBottom = l.frames[0]!.y + l.frames[0]!.height;
        for (const fill of l.fills) {
          const bottom = Math.max(...fill.polygon.map((p) => p[1]));
          const inDoor = doors.some((d) => d.id === fill.sashId);
          const low = sill + frameBottom - bottom < 800;
          if (inDoor || low || fill.area > 1.5) expect(flagged.has(fill.id)).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
  });

  it("warns for exactly the annealed panes in a zone and orders them toughened", () => {
    fc.assert(
      fc.property(designArb, (design) => {
        const l = layout(design, geometry);
        const zoned = new Set(safetyZones(l).map((z) => z.fillId));
        const annealedZoned = l.fills.filter((f) => zoned.has(f.id) && f.spec === ANNEALED).map((f) => f.id);
        const bom = calculateOrderBom([{ design, series: tb60, count: 1 }]);
        expect(bom.safety.map((f) => f.element).sort()).toEqual([...annealedZoned].sort());
        for (const line of bom.glass)
          if (line.spec === ANNEALED) for (const s of line.sources) expect(zoned.has(s.element)).toBe(false);
      }),
      { numRuns: 100 },
    );
  });
});
