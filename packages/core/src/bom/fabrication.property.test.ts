// Rules that hold for every design (docs/series.md "Acute joints", "Hardware sized"): no joint
// under a series' minimum mitre angle is cut as a mitre, each such end takes one angle cleat; and
// every sash's hardware set carries its weight and fits its size, or the design is refused.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { layout } from "../design/layout/layout.ts";
import type { Design, SashOpenType } from "../design/model.ts";
import { frameDesign, glass, rectangle, sash, slide } from "../design/test-designs.ts";
import { trapezoids, triangles } from "../design/test-shapes.ts";
import { DEMO_SERIES } from "../series/demo/index.ts";
import { seriesGeometry } from "../series/geometry.ts";
import type { Series } from "../series/schema.ts";
import { fabricationMisfit } from "./fabrication-misfit.ts";
import { sashWeights } from "./leaf-weight.ts";
import { calculateOrderBom } from "./order.ts";

const TB60 = DEMO_SERIES["alu-tb60-casement"] as Series;
const PVC60 = DEMO_SERIES["upvc-60-casement"] as Series;
const SL90 = DEMO_SERIES["alu-sl90-sliding"] as Series;

/** The profiles whose ends are joined (ring, mullion): beads are clipped and keep their mitres. */
const JOINED: Record<string, readonly string[]> = {
  [TB60.id]: ["F001", "S001", "Z001", "M001"],
  [PVC60.id]: ["K60-F", "K60-S", "K60-Z", "K60-D"],
};

const shapes = fc.oneof(trapezoids([400, 2000], [900, 2400]), triangles([600, 2400], [400, 2000]));

describe("acute joints, for random trapezoids and triangles", () => {
  it.each([TB60, PVC60])(
    "$name: cuts no joined end under the minimum mitre, one cleat per such end",
    (series) => {
      const { minMitreAngle: min, cleat } = series.acuteJoint!;
      fc.assert(
        fc.property(shapes, (shape) => {
          const design = frameDesign(shape, glass("G"));
          const bom = calculateOrderBom([{ design, series, count: 1 }]);
          expect(bom.errors).toEqual([]);
          for (const line of bom.profiles.filter((p) => JOINED[series.id]!.includes(p.code))) {
            for (const angle of [line.angleA, line.angleB]) {
              expect(angle === 90 || angle >= min, `${line.code} ${angle}`).toBe(true);
            }
          }
          // the layout's frame ends under the minimum: each takes one angle cleat
          const ends = layout(design, seriesGeometry(series))
            .members.filter((m) => m.role === "frame")
            .flatMap((m) => [m.startAngle, m.endAngle])
            .filter((a) => a < min).length;
          expect(bom.addons.find((a) => a.code === cleat)?.count ?? 0).toBe(ends);
        }),
        { numRuns: 60 },
      );
    },
  );
});

const kinds: SashOpenType[] = ["casement", "awning", "hopper", "tiltTurn", "door"];

describe("hardware sets, for random single sashes of every kind", () => {
  it.each([TB60, PVC60])(
    "$name: the set ordered carries the sash, or none does and it is refused",
    (series) => {
      fc.assert(
        fc.property(
          fc.constantFrom(...kinds),
          fc.integer({ min: 500, max: 2000 }),
          fc.integer({ min: 500, max: 2800 }),
          fc.boolean(),
          (kind, w, h, inward) => {
            const design: Design = frameDesign(rectangle(w, h), {
              ...sash("S", glass("G"), kind),
              opening: inward ? "inward" : "outward",
            } as never);
            checkHardware(design, series);
          },
        ),
        { numRuns: 80 },
      );
    },
  );

  it("SL90: every sliding panel rolls on a set that carries it", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1200, max: 4000 }), fc.integer({ min: 900, max: 2800 }), (w, h) => {
        checkHardware(frameDesign(rectangle(w, h), slide(2)), SL90);
      }),
      { numRuns: 40 },
    );
  });
});

/**
 * Each sash of `design`: the set the BOM orders for it (its line's code, traced to the sash) is a
 * set of the table for its kind whose size and weight limits it is within; when the design is
 * refused `hardware_no_fit`, the refused sash is within no set of its kind.
 */
function checkHardware(design: Design, series: Series) {
  const laid = layout(design, seriesGeometry(series));
  const weights = sashWeights(laid.members, laid.fills, series);
  const misfit = fabricationMisfit(design, series);
  const bom = calculateOrderBom([{ design, series, count: 1 }], { trace: true });
  const tableCodes = new Set((series.hardwareSets ?? []).map((s) => s.code));
  for (const s of laid.sashes) {
    const weight = weights.get(s.id) ?? 0;
    const within = (set: NonNullable<Series["hardwareSets"]>[number]) =>
      set.kind === s.openType &&
      (set.inward === undefined || set.inward === s.inward) &&
      (set.active === undefined || set.active === s.active) &&
      s.outerWidth <= set.maxWidth &&
      s.outerHeight <= set.maxHeight &&
      weight <= set.maxWeight;
    const ordered = bom.addons.filter(
      (a) => tableCodes.has(a.code) && a.sources.some((src) => src.element === s.id),
    );
    if (misfit?.code === "hardware_no_fit") {
      expect(ordered).toEqual([]);
      expect((series.hardwareSets ?? []).some(within)).toBe(false);
      continue;
    }
    expect(misfit).toBeNull();
    for (const line of ordered) {
      const sets = (series.hardwareSets ?? []).filter((set) => set.code === line.code);
      expect(
        sets.some(within),
        `${line.code} for ${s.openType} ${s.outerWidth} × ${s.outerHeight}, ${weight} kg`,
      ).toBe(true);
    }
    if (s.openType !== "fixed" && (s.kind !== "slidePanel" || s.active)) expect(ordered.length).toBe(1);
  }
}
