// For every set of panes: each placed once at its size, none overlapping, inside the trim, every
// sheet cut by guillotine cuts alone, turned only where the glass has no grain (checkPlan.ts), and
// never fewer new sheets than the lower bound, stock remnants offered or not, with the column plan
// (and the strip filler) or without.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkGlassSheetPlan } from "./checkPlan.ts";
import { packGlassSheets } from "./pack.ts";

const pane = fc.record({
  width: fc.integer({ min: 100, max: 2000 }),
  height: fc.integer({ min: 100, max: 2000 }),
  count: fc.integer({ min: 1, max: 4 }),
});

describe("packGlassSheets (property)", () => {
  it("answers a sound guillotine plan for any panes that fit", () => {
    fc.assert(
      fc.property(
        fc.array(pane, { minLength: 1, maxLength: 25 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 50 }),
        fc.array(
          fc.record({
            width: fc.integer({ min: 50, max: 3000 }),
            height: fc.integer({ min: 50, max: 2000 }),
          }),
          {
            maxLength: 4,
          },
        ),
        fc.boolean(),
        (panes, rotatable, trim, stock, columns) => {
          const input = {
            sheet: { width: 3210, height: 2250 },
            trim,
            minRemnant: 300,
            rotatable,
            panes: panes.map((p, i) => ({ id: `P${i}`, label: `C${i}`, ...p })),
            remnants: stock.map((r, i) => ({ id: `R${i}`, ...r })),
          };
          const r = packGlassSheets(input, { columns });
          expect(r.ok).toBe(true);
          if (!r.ok) return;
          expect(checkGlassSheetPlan(input, r.plan)).toEqual([]);
          const fresh = r.plan.sheets.filter((s) => s.fromRemnant === undefined);
          expect(fresh.length).toBeGreaterThanOrEqual(r.plan.lowerBound);
        },
      ),
      { numRuns: 120 },
    );
  });

  it("never uses more sheets with the column plan than without it", () => {
    // the plain plan is made first either way, and the column plan is kept only when better
    fc.assert(
      fc.property(fc.array(pane, { minLength: 1, maxLength: 20 }), fc.boolean(), (panes, rotatable) => {
        const input = {
          sheet: { width: 3210, height: 2250 },
          trim: 10,
          minRemnant: 300,
          rotatable,
          panes: panes.map((p, i) => ({ id: `P${i}`, label: `C${i}`, ...p })),
        };
        const plain = packGlassSheets(input);
        const columns = packGlassSheets(input, { columns: true });
        if (!plain.ok || !columns.ok) throw new Error("refused");
        expect(checkGlassSheetPlan(input, columns.plan)).toEqual([]);
        expect(columns.plan.sheets.length).toBeLessThanOrEqual(plain.plan.sheets.length);
      }),
      { numRuns: 40 },
    );
  });
});
