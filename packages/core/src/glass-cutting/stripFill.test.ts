import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isGuillotine } from "./checkPlan.ts";
import { type StripPlaced, stripFill, stripTables, stripVariants } from "./stripFill.ts";
import type { Rect } from "./types.ts";

const box: Rect = { x: 10, y: 10, width: 1000, height: 600 };

function rects(sizes: { w: number; h: number }[], placed: StripPlaced[]): Rect[] {
  return placed.map((p) => {
    const s = sizes[p.size] as { w: number; h: number };
    return { x: p.x, y: p.y, width: p.rot ? s.h : s.w, height: p.rot ? s.w : s.h };
  });
}

function overlap(a: Rect, b: Rect) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

describe("stripFill", () => {
  it("fills a sheet exactly when its strips can be stacked full", () => {
    // 1000 × 600: strips 400 and 600 wide along the height; the 400 strip holds 400 × 250 + 400 × 350
    // (250 + 350 = 600), the 600 strip 600 × 300 twice (300 + 300 = 600): 1000 · 600 = 600 000 mm²
    const sizes = [
      { w: 400, h: 250 },
      { w: 400, h: 350 },
      { w: 600, h: 300 },
    ];
    const values = Float64Array.from(sizes, (s) => s.w * s.h);
    const left = Int32Array.of(1, 1, 2);
    const out = { placed: [] as StripPlaced[], leftovers: [] as Rect[] };
    const value = stripFill(sizes, values, left, box, false, out);
    // 400·250 + 400·350 + 2·600·300 = 100 000 + 140 000 + 360 000 = 600 000
    expect(value).toBe(600_000);
    expect([...left]).toEqual([0, 0, 0]);
    expect(out.placed).toHaveLength(4);
    expect(out.leftovers).toEqual([]);
    expect(isGuillotine(rects(sizes, out.placed))).toBe(true);
  });

  it("takes no more pieces than are left and turns none on glass with a grain", () => {
    // 900 × 300 fits 1000 × 600 only upright; one piece left though two would fit
    const sizes = [{ w: 300, h: 900 }];
    const out = { placed: [] as StripPlaced[], leftovers: [] as Rect[] };
    const left = Int32Array.of(1);
    stripFill(sizes, Float64Array.of(1), left, box, false, out);
    expect(out.placed).toEqual([]);
    const turned = { placed: [] as StripPlaced[], leftovers: [] as Rect[] };
    stripFill(sizes, Float64Array.of(1), left, box, true, turned);
    // turned it lies 900 along the sheet's 1000 and 300 across its 600
    expect(turned.placed).toEqual([{ size: 0, x: 10, y: 10, rot: true }]);
    expect([...left]).toEqual([0]);
  });

  it("answers layouts inside the box, apart, guillotine, within what is left (property)", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            w: fc.integer({ min: 50, max: 900 }),
            h: fc.integer({ min: 50, max: 700 }),
            n: fc.integer({ min: 1, max: 4 }),
            v: fc.integer({ min: 0, max: 9 }),
          }),
          { minLength: 1, maxLength: 12 },
        ),
        fc.boolean(),
        (list, rotatable) => {
          const sizes = list.map(({ w, h }) => ({ w, h }));
          const values = Float64Array.from(list, (s) => s.v);
          const left = Int32Array.from(list, (s) => s.n);
          const out = { placed: [] as StripPlaced[], leftovers: [] as Rect[] };
          stripFill(sizes, values, Int32Array.from(left), box, rotatable, out);
          const layouts = [{ placed: out.placed }, ...stripVariants(sizes, values, left, box, rotatable)];
          for (const { placed } of layouts) {
            const used = new Int32Array(list.length);
            for (const p of placed) {
              used[p.size] = (used[p.size] as number) + 1;
              if (!rotatable) expect(p.rot).toBe(false);
            }
            for (let i = 0; i < list.length; i++) expect(used[i]).toBeLessThanOrEqual(left[i] as number);
            const all = rects(sizes, placed);
            for (const r of all) {
              expect(r.x).toBeGreaterThanOrEqual(box.x);
              expect(r.y).toBeGreaterThanOrEqual(box.y);
              expect(r.x + r.width).toBeLessThanOrEqual(box.x + box.width);
              expect(r.y + r.height).toBeLessThanOrEqual(box.y + box.height);
            }
            for (let i = 0; i < all.length; i++)
              for (let j = i + 1; j < all.length; j++)
                expect(overlap(all[i] as Rect, all[j] as Rect)).toBe(false);
            expect(isGuillotine(all)).toBe(true);
          }
          // the leftovers of the strip fill and its panes tile the box: no area lost or counted twice
          const area = [...rects(sizes, out.placed), ...out.leftovers].reduce(
            (s, r) => s + r.width * r.height,
            0,
          );
          expect(area).toBe(box.width * box.height);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("fills and varies alike from tables made beforehand (property)", () => {
    // a pricing round makes the tables once for its strip fill and its variants
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            w: fc.integer({ min: 50, max: 900 }),
            h: fc.integer({ min: 50, max: 700 }),
            n: fc.integer({ min: 1, max: 4 }),
            v: fc.integer({ min: 0, max: 9 }),
          }),
          { minLength: 1, maxLength: 12 },
        ),
        fc.boolean(),
        (list, rotatable) => {
          const sizes = list.map(({ w, h }) => ({ w, h }));
          const values = Float64Array.from(list, (s) => s.v);
          const left = Int32Array.from(list, (s) => s.n);
          const tables = stripTables(sizes, values, left, box, rotatable);
          const fill = (t?: typeof tables) => {
            const l = Int32Array.from(left);
            const out = { placed: [] as StripPlaced[], leftovers: [] as Rect[] };
            const value = stripFill(sizes, values, l, box, rotatable, out, t);
            return { value, out, left: [...l] };
          };
          expect(fill(tables)).toEqual(fill());
          expect(stripVariants(sizes, values, left, box, rotatable, tables)).toEqual(
            stripVariants(sizes, values, left, box, rotatable),
          );
        },
      ),
      { numRuns: 40 },
    );
  });
});
