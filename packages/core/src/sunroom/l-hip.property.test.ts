// Properties of any valid hip-roofed L sunroom (l-hip.ts): nothing is NaN, every member has a
// positive length between its own ends, every rafter, ridge and hip's top lies on the roof (the
// higher of the two wings' hip roofs, lRoofDistance), every panel is a closed convex polygon, and
// the panels cover the roof: their area is the roof's plan with the overhang over cos p.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { signedArea2 } from "../geometry/convex.ts";
import { buildLHipSunroom } from "./l-hip.ts";
import { lRoofDistance } from "./l-roof.ts";
import { sunroomOf, TEST_RAFTER } from "./test-sunroom.ts";

const cases = fc
  .record({
    length: fc.integer({ min: 1200, max: 12000 }),
    depthOver: fc.integer({ min: 0, max: 4000 }),
    wingFrac: fc.double({ min: 0.1, max: 0.95, noNaN: true }),
    wingDepth: fc.integer({ min: 500, max: 6000 }),
    pitch: fc.double({ min: 3, max: 55, noNaN: true }),
    overhang: fc.integer({ min: 0, max: 1200 }),
    spacing: fc.integer({ min: 300, max: 2500 }),
    purlins: fc.oneof(fc.constant(0), fc.integer({ min: 300, max: 3000 })),
    bays: fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 6, maxLength: 6 }),
  })
  .map((c) => {
    const wingLength = Math.max(500, Math.min(c.length - 1, Math.floor(c.length * c.wingFrac)));
    return {
      ...c,
      l: {
        length: c.length,
        depth: Math.ceil(c.length / 2) + c.depthOver,
        wingLength,
        wingDepth: c.wingDepth,
      },
    };
  })
  .filter((c) => c.l.wingLength < c.l.length);

const finite = (v: unknown): boolean =>
  typeof v === "number" ? Number.isFinite(v) : Array.isArray(v) ? v.every(finite) : true;

describe("a hip-roofed L sunroom, any valid one", () => {
  it("has no NaN, members of positive length on the roof, closed convex panels covering it", () => {
    fc.assert(
      fc.property(cases, ({ l, pitch, overhang, spacing, purlins, bays }) => {
        const tan = Math.tan((pitch * Math.PI) / 180);
        const cos = Math.cos((pitch * Math.PI) / 180);
        const s = sunroomOf({
          roof: "hip",
          eaveHeight: 2400,
          overhang,
          rafterSpacing: spacing,
          purlinSpacing: purlins,
        });
        const b = buildLHipSunroom(l, s, pitch, tan, TEST_RAFTER, bays);
        for (const m of b.members) {
          expect(finite([...m.from, ...m.to, m.length, m.span ?? 0]), m.id).toBe(true);
          expect(m.length, m.id).toBeGreaterThan(1e-6);
          expect(Math.hypot(m.to[0] - m.from[0], m.to[1] - m.from[1], m.to[2] - m.from[2])).toBeCloseTo(
            m.length,
            6,
          );
          if (["rafter", "ridge", "hip", "valley"].includes(m.kind)) {
            const top = m.to[2] >= m.from[2] ? m.to : m.from;
            expect(top[2], m.id).toBeCloseTo(2400 + tan * lRoofDistance(l, top[0], top[1]), 4);
          }
        }
        expect(new Set(b.members.map((m) => m.id)).size).toBe(b.members.length);
        for (const r of b.runs) expect(r.length > 0 && Number.isFinite(r.length), r.id).toBe(true);
        let area = 0;
        for (const p of b.panels) {
          expect(finite(p.points.flat()) && finite([p.width, p.length, p.area])).toBe(true);
          expect(p.points.length).toBeGreaterThanOrEqual(3);
          expect(p.edges.length).toBe(p.points.length);
          const a2 = signedArea2(p.points);
          expect(Math.abs(a2)).toBeGreaterThan(0);
          // convex: every corner turns the same way as the whole
          p.points.forEach((q, i) => {
            const r = p.points[(i + 1) % p.points.length]!;
            const t = p.points[(i + 2) % p.points.length]!;
            const turn = (r[0] - q[0]) * (t[1] - r[1]) - (r[1] - q[1]) * (t[0] - r[0]);
            expect(turn * Math.sign(a2)).toBeGreaterThan(-1e-3);
          });
          for (const e of p.edges) expect(Number.isFinite(e.bevel)).toBe(true);
          area += p.area;
        }
        const { length: a, depth: d1, wingLength: c, wingDepth: d } = l;
        const o = overhang;
        expect(area).toBeCloseTo(((a + 2 * o) * (d1 + o) + (c + 2 * o) * d) / 1e6 / cos, 4);
        expect(b.wings.every((w) => Number.isFinite(w.allowed) && w.span > 0 && w.laid > 0)).toBe(true);
        for (const f of b.facets) expect(finite(f.top.flat()) && f.width > 0).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});
