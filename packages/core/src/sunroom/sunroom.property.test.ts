// Properties of any sunroom: facet outlines close and are valid frames of the design model, their
// top follows the roof line, posts stand under it, panels cover each roof plane exactly.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { designSchema } from "../design/schema.ts";
import { shapeOutline } from "../design/shapes.ts";
import { signedArea2 } from "../geometry/convex.ts";
import { edgeEnd, edgeStart } from "../geometry/outline.ts";
import type { Sunroom } from "./model.ts";
import { roofHeightAt, toPlane } from "./roof.ts";
import { buildSunroom } from "./sunroom.ts";
import { sunroomOf, TEST_RAFTERS } from "./test-sunroom.ts";

const sunrooms: fc.Arbitrary<Sunroom> = fc
  .record({
    roof: fc.constantFrom("leanTo" as const, "gable" as const, "hip" as const, "flat" as const),
    width: fc.integer({ min: 1500, max: 9000 }),
    depth: fc.integer({ min: 1500, max: 6000 }),
    eaveHeight: fc.integer({ min: 2000, max: 3200 }),
    pitch: fc.double({ min: 3, max: 45, noNaN: true }),
    fall: fc.double({ min: 1, max: 10, noNaN: true }),
    overhang: fc.integer({ min: 0, max: 400 }),
    left: fc.integer({ min: 1, max: 4 }),
    front: fc.integer({ min: 1, max: 6 }),
    right: fc.integer({ min: 1, max: 4 }),
    rafterSpacing: fc.integer({ min: 400, max: 1500 }),
    purlinSpacing: fc.constantFrom(0, 900, 1400),
  })
  .map((r) =>
    sunroomOf({
      roof: r.roof,
      width: r.width,
      // a hip needs depth ≥ width / 2
      depth: r.roof === "hip" ? Math.max(r.depth, Math.ceil(r.width / 2)) : r.depth,
      eaveHeight: r.eaveHeight,
      // a flat roof takes its fall, %
      slope: r.roof === "flat" ? { by: "fall", percent: r.fall } : { by: "pitch", degrees: r.pitch },
      overhang: r.overhang,
      bays: { left: r.left, front: r.front, right: r.right },
      rafterSpacing: r.rafterSpacing,
      purlinSpacing: r.purlinSpacing,
    }),
  );

const build = (s: Sunroom) => {
  const r = buildSunroom(s, TEST_RAFTERS);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.value;
};

describe("sunroom properties", () => {
  it("facets are valid closed frames whose top is the roof line over their wall", () => {
    fc.assert(
      fc.property(sunrooms, (s) => {
        const m = build(s);
        expect(m.facets).toHaveLength(s.bays.left + s.bays.front + s.bays.right);
        for (const f of m.facets) {
          expect(designSchema.safeParse(f.design).success).toBe(true);
          const outline = shapeOutline(f.shape);
          outline.forEach((e, i) => {
            const next = outline[(i + 1) % outline.length]!;
            const [x0, y0] = edgeEnd(e);
            const [x1, y1] = edgeStart(next);
            expect(Math.hypot(x1 - x0, y1 - y0)).toBeLessThan(1e-6);
          });
          // sample the facet's top in frame coordinates and compare with the roof height over the wall
          const high = Math.max(...f.top.map((p) => p[1]));
          for (let k = 0; k <= 10; k++) {
            const d = (f.width * k) / 10;
            const x = f.from[0] + ((f.to[0] - f.from[0]) * d) / f.width;
            const y = f.from[1] + ((f.to[1] - f.from[1]) * d) / f.width;
            expect(high - topAt(f.shape, d)).toBeCloseTo(roofHeightAt(m.roof, x, y), 6);
          }
        }
        // the facets of a side add up to its length
        const along = (side: string) =>
          m.facets.filter((f) => f.side === side).reduce((t, f) => t + f.width, 0);
        expect(along("front")).toBeCloseTo(s.width, 6);
        expect(along("left")).toBeCloseTo(s.depth, 6);
      }),
      { numRuns: 100 },
    );
  });

  it("posts reach the roof line and panels cover each roof plane exactly", () => {
    fc.assert(
      fc.property(sunrooms, (s) => {
        const m = build(s);
        for (const p of m.members.filter((x) => x.kind === "post"))
          expect(p.length).toBeCloseTo(roofHeightAt(m.roof, p.from[0], p.from[1]), 9);
        for (const plane of m.roof.planes) {
          const whole = Math.abs(signedArea2(plane.outline.map((q) => toPlane(m.roof, plane, q)))) / 2 / 1e6;
          const panels = m.panels.filter((p) => p.plane === plane.id).reduce((t, p) => t + p.area, 0);
          expect(panels).toBeCloseTo(whole, 6);
        }
        for (const p of m.panels) {
          expect(p.width).toBeLessThanOrEqual(s.rafterSpacing + 1e-6 + (s.roof === "hip" ? s.overhang : 0));
          expect(p.edges).toHaveLength(p.points.length);
        }
        for (const r of m.members.filter((x) => x.kind === "rafter")) expect(r.length).toBeGreaterThan(0);
      }),
      { numRuns: 100 },
    );
  });
});

/** The height below the bounding box's top of a facet's top edge at distance d from its left, frame mm. */
function topAt(shape: ReturnType<typeof build>["facets"][number]["shape"], d: number): number {
  if (shape.kind === "rectangle") return 0;
  if (shape.kind === "trapezoid") {
    const high = Math.max(shape.leftHeight, shape.rightHeight);
    return high - (shape.leftHeight + ((shape.rightHeight - shape.leftHeight) * d) / shape.width);
  }
  if (shape.kind !== "polygon") throw new Error(shape.kind);
  const width = Math.max(...shape.points.map((p) => p[0]));
  const high = Math.max(...shape.points.map((p) => p[1]));
  const top = shape.points.filter((p) => !(p[1] === high && (p[0] === 0 || p[0] === width)));
  for (let i = 0; i + 1 < top.length; i++) {
    const [x0, y0] = top[i]!;
    const [x1, y1] = top[i + 1]!;
    if (d >= x0 - 1e-9 && d <= x1 + 1e-9) return x1 === x0 ? y0 : y0 + ((y1 - y0) * (d - x0)) / (x1 - x0);
  }
  throw new Error("outside");
}
