import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { aluCasementSeries } from "../series/demo/alu-casement.ts";
import { seriesGeometry } from "../series/geometry.ts";
import { type Series, seriesSchema } from "../series/schema.ts";
import { calculateBom } from "./calculate.ts";
import { type CellKind, gridLayout } from "./fixture-layouts.ts";

const series = seriesSchema.parse(aluCasementSeries);
const geometry = seriesGeometry(series);
const size = fc.integer({ min: 600, max: 3000 });
const cells = fc.array(fc.constantFrom<CellKind>("fixed", "casement"), { minLength: 1, maxLength: 3 });

function bomOf(s: Series, width: number, height: number, kinds: CellKind[], count = 1) {
  return calculateBom([
    { layout: gridLayout({ id: "w", width, height, cells: kinds }, geometry), series: s, count },
  ]);
}

describe("BOM properties", () => {
  it("profile totals grow when the window grows", () => {
    fc.assert(
      fc.property(size, size, fc.integer({ min: 1, max: 400 }), cells, (w, h, grow, kinds) => {
        const small = bomOf(series, w, h, kinds).totals;
        const wider = bomOf(series, w + grow, h, kinds).totals;
        const taller = bomOf(series, w, h + grow, kinds).totals;
        expect(wider.profileLength).toBeGreaterThan(small.profileLength);
        expect(taller.profileLength).toBeGreaterThan(small.profileLength);
        expect(wider.profileWeight).toBeGreaterThan(small.profileWeight);
        expect(wider.glassArea).toBeGreaterThanOrEqual(small.glassArea);
      }),
      { numRuns: 60 },
    );
  });

  it("a false condition removes exactly the lines of its row", () => {
    const rowIds = Object.values(series.formulas).flatMap((set) => set?.rows.map((r) => r.id) ?? []);
    fc.assert(
      fc.property(size, size, cells, fc.constantFrom(...rowIds), (w, h, kinds, rowId) => {
        const off = structuredCloneSeries(series);
        for (const set of Object.values(off.formulas))
          for (const r of set?.rows ?? []) if (r.id === rowId) r.condition = "0";
        const sourcesOf = (s: Series) => {
          const b = bomOf(s, w, h, kinds);
          return [...b.profiles, ...b.glass, ...b.addons, ...b.holes, ...b.money]
            .flatMap((l) => l.sources.map((src) => `${src.rowId}@${src.element}`))
            .sort();
        };
        const before = sourcesOf(series);
        const after = sourcesOf(off);
        expect(after).toEqual(before.filter((s) => !s.startsWith(`${rowId}@`)));
      }),
      { numRuns: 60 },
    );
  });

  it("merged lines keep totals: n separate windows = one line of n", () => {
    fc.assert(
      fc.property(size, size, cells, fc.integer({ min: 2, max: 5 }), (w, h, kinds, n) => {
        const layout = gridLayout({ id: "w", width: w, height: h, cells: kinds }, geometry);
        const apart = calculateBom(Array.from({ length: n }, () => ({ layout, series, count: 1 })));
        const together = calculateBom([{ layout, series, count: n }]);
        expect(apart.profiles.map((p) => [p.code, p.length, p.count])).toEqual(
          together.profiles.map((p) => [p.code, p.length, p.count]),
        );
        expect(apart.totals.profileLength).toBeCloseTo(together.totals.profileLength, 6);
        expect(apart.totals.profileWeight).toBeCloseTo(together.totals.profileWeight, 6);
        expect(apart.totals.glassArea).toBeCloseTo(together.totals.glassArea, 6);
        expect(apart.totals.material).toBe(together.totals.material);
        // Merging never loses a piece: the pieces equal the per-window sum of unmerged rows.
        const one = calculateBom([{ layout, series, count: 1 }]);
        expect(apart.totals.profilePieces).toBe(n * one.totals.profilePieces);
      }),
      { numRuns: 40 },
    );
  });
});

function structuredCloneSeries(s: Series): Series {
  return JSON.parse(JSON.stringify(s)) as Series;
}
