import { describe, expect, it } from "vitest";
import { checkGlassSheetPlan, isGuillotine } from "./checkPlan.ts";
import { sheetLowerBound } from "./lowerBound.ts";
import { packGlassSheets } from "./pack.ts";
import type { GlassSheetInput } from "./types.ts";

const base: Omit<GlassSheetInput, "panes"> = {
  sheet: { width: 3300, height: 2140 },
  trim: 10,
  minRemnant: 300,
  rotatable: true,
};

function plan(input: GlassSheetInput) {
  const r = packGlassSheets(input);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  expect(checkGlassSheetPlan(input, r.plan)).toEqual([]);
  return r.plan;
}

describe("packGlassSheets", () => {
  it("cuts four quarter panes from one sheet with nothing left over", () => {
    // usable 3300 − 2·10 = 3280 by 2140 − 2·10 = 2120; a quarter is 1640 × 1060
    const p = plan({ ...base, panes: [{ id: "A", label: "C1", width: 1640, height: 1060, count: 4 }] });
    expect(p.sheets).toHaveLength(1);
    expect(p.sheets[0]?.remnants).toEqual([]);
    // yield 4 · 1640 · 1060 / (3300 · 2140) = 6 953 600 / 7 062 000 = 0.98465
    expect(p.sheets[0]?.yield).toBeCloseTo(0.98465, 4);
    // the bound: ceil(6 953 600 / (3280 · 2120 = 6 953 600)) = 1
    expect(p.lowerBound).toBe(1);
    expect(p.paneArea).toBeCloseTo(6.9536, 4);
  });

  it("keeps the leftover as a remnant when both its sides reach the minimum", () => {
    // one pane 2000 × 2120 at the trim corner: the rest is 3280 − 2000 = 1280 wide by 2120
    const p = plan({ ...base, panes: [{ id: "A", label: "C1", width: 2000, height: 2120 }] });
    expect(p.sheets[0]?.remnants).toEqual([{ x: 2010, y: 10, width: 1280, height: 2120 }]);
    // 1280 < 1300: no remnant then
    const q = plan({
      ...base,
      minRemnant: 1300,
      panes: [{ id: "A", label: "C1", width: 2000, height: 2120 }],
    });
    expect(q.sheets[0]?.remnants).toEqual([]);
  });

  it("turns a pane to fit only where the glass has no grain", () => {
    // 2120 × 3000 fits the 3280 × 2120 usable sheet only turned (3000 ≤ 3280, 2120 ≤ 2120)
    const pane = { id: "A", label: "C1", width: 2120, height: 3000 };
    const p = plan({ ...base, panes: [pane] });
    expect(p.sheets[0]?.panes[0]).toMatchObject({ rotated: true, width: 3000, height: 2120 });
    expect(packGlassSheets({ ...base, rotatable: false, panes: [pane] })).toEqual({
      ok: false,
      issues: [{ code: "pane_too_large", pane: "A" }],
    });
  });

  it("refuses a pane larger than the trimmed sheet either way", () => {
    // 3281 > 3280 and, turned, 3281 > 2120
    expect(packGlassSheets({ ...base, panes: [{ id: "B", label: "C2", width: 3281, height: 500 }] })).toEqual(
      { ok: false, issues: [{ code: "pane_too_large", pane: "B" }] },
    );
  });

  it("opens a second sheet when the first is full", () => {
    // five quarters: four fill the first sheet, the fifth takes a second
    const p = plan({ ...base, panes: [{ id: "A", label: "C1", width: 1640, height: 1060, count: 5 }] });
    expect(p.sheets.map((s) => s.panes.length)).toEqual([4, 1]);
    // bound: area 5 quarters = 1.25 sheets → 2
    expect(p.lowerBound).toBe(2);
    // sheet area 2 · 7.062 m² = 14.124 m²
    expect(p.sheetArea).toBeCloseTo(14.124, 3);
  });
});

describe("sheetLowerBound", () => {
  it("counts panes too large to share a sheet", () => {
    // usable 3280 × 2120; 1700 > 1640 and 1100 > 1060, turned 1100 < 1640: they could pair turned
    const panes = [{ id: "L", label: "", width: 1700, height: 1100, count: 3 }];
    // area 3 · 1 870 000 = 5 610 000 < 6 953 600 → 1; turned the pane is not large → bound 1
    expect(sheetLowerBound({ ...base, panes })).toBe(1);
    // with a grain it may not turn: each of the 3 takes a sheet
    expect(sheetLowerBound({ ...base, rotatable: false, panes })).toBe(3);
  });
});

describe("isGuillotine", () => {
  it("refuses the pinwheel of four rectangles around a square", () => {
    // the classic pattern no straight cut across parts
    const pinwheel = [
      { x: 0, y: 0, width: 2, height: 1 },
      { x: 2, y: 0, width: 1, height: 2 },
      { x: 1, y: 2, width: 2, height: 1 },
      { x: 0, y: 1, width: 1, height: 2 },
      { x: 1, y: 1, width: 1, height: 1 },
    ];
    expect(isGuillotine(pinwheel)).toBe(false);
    expect(isGuillotine(pinwheel.slice(0, 2))).toBe(true);
  });
});

describe("packGlassSheets tries", () => {
  // 40 panes of 12 sizes in a fixed pattern (no Math.random in tests either)
  const panes = Array.from({ length: 12 }, (_, i) => ({
    id: `P${i}`,
    label: `C${i}`,
    width: 400 + ((i * 137) % 800),
    height: 900 + ((i * 211) % 900),
    count: 1 + (i % 5),
  }));
  const input: GlassSheetInput = { ...base, panes };

  it("gives the same plan for the same panes (the draws are seeded from the input)", () => {
    expect(packGlassSheets(input)).toEqual(packGlassSheets(input));
  });

  it("uses no more sheets than the plain fill on these panes, and both plans are sound", () => {
    const plain = plan(input);
    const none = packGlassSheets(input, { sheetTries: 0, tailTries: 0 });
    if (!none.ok) throw new Error("refused");
    expect(checkGlassSheetPlan(input, none.plan)).toEqual([]);
    expect(plain.sheets.length).toBeLessThanOrEqual(none.plan.sheets.length);
    expect(plain.sheets.length).toBeGreaterThanOrEqual(plain.lowerBound);
  });
});

describe("packGlassSheets from stock remnants", () => {
  it("cuts from a remnant that fits before opening a sheet, with no trim on its cut edges", () => {
    // a 1200 × 1000 remnant holds the 1200 × 1000 pane exactly at its corner (0, 0)
    const input: GlassSheetInput = {
      ...base,
      panes: [{ id: "A", label: "C1", width: 1200, height: 1000 }],
      remnants: [
        { id: "R-small", width: 500, height: 500 },
        { id: "R-fit", width: 1200, height: 1000 },
      ],
    };
    const p = plan(input);
    expect(p.sheets).toHaveLength(1);
    expect(p.sheets[0]).toMatchObject({ fromRemnant: "R-fit", width: 1200, height: 1000, yield: 1 });
    expect(p.sheets[0]?.panes[0]).toMatchObject({ x: 0, y: 0, width: 1200, height: 1000 });
    // no new sheet needed: area 1.2 m² − remnants' 0.25 + 1.2 m² < 0 → bound 0
    expect(p.lowerBound).toBe(0);
  });

  it("opens new sheets for what no remnant holds, and leaves unused remnants out", () => {
    // the 2000 × 1500 pane fits neither 1200 × 1000 nor turned (1500 > 1200): a new sheet
    const input: GlassSheetInput = {
      ...base,
      panes: [{ id: "A", label: "C1", width: 2000, height: 1500 }],
      remnants: [{ id: "R", width: 1200, height: 1000 }],
    };
    const p = plan(input);
    expect(p.sheets.map((s) => s.fromRemnant)).toEqual([undefined]);
    // bound: (3 000 000 − 1 200 000) / 6 953 600 → ceil 0.26 = 1
    expect(p.lowerBound).toBe(1);
  });

  it("the check refuses a sheet from a remnant not in stock, and one used twice", () => {
    const input: GlassSheetInput = {
      ...base,
      panes: [{ id: "A", label: "C1", width: 500, height: 400, count: 2 }],
      remnants: [{ id: "R", width: 600, height: 500 }],
    };
    const p = plan(input);
    // 600 × 500 holds one 500 × 400 pane; the other goes on a new sheet
    expect(p.sheets.map((s) => s.fromRemnant)).toEqual(["R", undefined]);
    const twice = { ...p, sheets: [p.sheets[0], { ...p.sheets[0], panes: [] }] } as typeof p;
    expect(checkGlassSheetPlan(input, twice)).toContain("remnant R is used twice");
    const ghost = { ...p, sheets: [{ ...p.sheets[0], fromRemnant: "X" }, p.sheets[1]] } as typeof p;
    expect(checkGlassSheetPlan(input, ghost)).toContain("sheet 1: remnant X is not in stock");
  });
});
