import { describe, expect, it } from "vitest";
import { aluCasementSeries } from "../series/demo/alu-casement.ts";
import { seriesSchema } from "../series/schema.ts";
import { NO_SAW_ALLOWANCE, sawSettingsOf } from "./settings.ts";
import { solve } from "./test-solve.ts";

// The saw's kerf and end trims come from the series of the profile being cut (issue 28 item 11).

const series = (codes: string[], kerf: number, trimStart: number, trimEnd: number) => ({
  profiles: codes.map((code) => ({ code })),
  cutting: { kerf, trimStart, trimEnd },
});

describe("sawSettingsOf", () => {
  it("takes the kerf and trims of the series that holds the profile", () => {
    const list = [series(["F60", "S70"], 4, 10, 10), series(["P60"], 3, 15, 15)];
    expect(sawSettingsOf(list, "P60")).toEqual({ kerf: 3, trimStart: 15, trimEnd: 15 });
    expect(sawSettingsOf(list, "S70")).toEqual({ kerf: 4, trimStart: 10, trimEnd: 10 });
  });
  it("takes the larger of each when two series hold the same profile", () => {
    const list = [series(["F60"], 4, 5, 20), series(["F60"], 3, 15, 10)];
    // kerf max(4, 3) = 4; head max(5, 15) = 15; tail max(20, 10) = 20
    expect(sawSettingsOf(list, "F60")).toEqual({ kerf: 4, trimStart: 15, trimEnd: 20 });
  });
  it("takes nothing for a profile no series holds", () => {
    expect(sawSettingsOf([series(["F60"], 4, 10, 10)], "X1")).toEqual(NO_SAW_ALLOWANCE);
  });
});

describe("the series' saw settings", () => {
  const demo = aluCasementSeries;
  it("default to no allowance for a series written before it had them", () => {
    const { cutting: _, ...older } = demo;
    expect(seriesSchema.parse(older).cutting).toEqual({ kerf: 0, trimStart: 0, trimEnd: 0 });
  });
  it.each([
    ["kerf", -1, { min: 0, max: 50 }],
    ["kerf", 51, { min: 0, max: 50 }],
    ["trimStart", 1001, { min: 0, max: 1000 }],
    ["trimEnd", -0.5, { min: 0, max: 1000 }],
  ])("refuse %s = %j at the field with the allowed range", (field, value, params) => {
    const r = seriesSchema.safeParse({ ...demo, cutting: { ...demo.cutting, [field]: value } });
    expect(
      r.error?.issues.map((i) => ({
        path: i.path.join("."),
        message: i.message,
        params: (i as { params?: unknown }).params,
      })),
    ).toEqual([{ path: `cutting.${field}`, message: "validation.mm_between", params }]);
  });
});

describe("the optimizer with a series' kerf and trims", () => {
  // Three 1990 mm pieces from a 6000 mm bar. Usable length = 6000 − trimStart − trimEnd; n
  // pieces need Σ + (n − 1)·kerf.
  const cut = (kerf: number, trimStart: number, trimEnd: number) =>
    solve({
      stock: [{ length: 6000 }],
      kerf,
      trimStart,
      trimEnd,
      pieces: [{ id: "a", length: 1990, count: 3 }],
    });

  it("fits them on one bar when the series' kerf 4 and trims 10 + 10 leave room", () => {
    // usable 6000 − 10 − 10 = 5980; need 3·1990 + 2·4 = 5970 + 8 = 5978 ≤ 5980
    const plan = cut(4, 10, 10);
    expect(plan.summary.stockBars).toBe(1);
    // cuts at 10 (the head trim), 10 + 1990 + 4 = 2004, 2004 + 1990 + 4 = 3998
    expect(plan.bars[0]!.cuts.map((c) => c.position)).toEqual([10, 2004, 3998]);
  });
  it("needs a second bar when the series' kerf is 6", () => {
    // need 5970 + 2·6 = 5982 > 5980: two bars
    expect(cut(6, 10, 10).summary.stockBars).toBe(2);
  });
  it("needs a second bar when the series' trims are 15 + 10", () => {
    // usable 6000 − 25 = 5975 < 5978
    expect(cut(4, 15, 10).summary.stockBars).toBe(2);
  });
});
