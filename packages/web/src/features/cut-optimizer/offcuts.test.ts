import type { PlanBar } from "@fenestra/core/cutting/index";
import { keepEveryOffcut } from "@fenestra/core/warehouse/index";
import { describe, expect, it } from "vitest";
import { offcutsOf, offcutTotals } from "./offcuts.ts";

const bar = (remainder: number, repeat = 1, remainderKind: "leftover" | "waste" = "leftover") =>
  ({ source: "stock", length: 6000, repeat, cuts: [], remainder, remainderKind }) as unknown as PlanBar;

describe("the offcuts a result page shows before confirming", () => {
  it("counts leftovers per recorded length and sends longer ones back to the stock", () => {
    const rule = { min: 500, max: 2500, step: 100 };
    expect(offcutsOf([bar(1234, 2), bar(1299), bar(4123), bar(300, 1, "waste"), bar(700)], rule)).toEqual({
      leftover: [
        { length: 1200, count: 3 },
        { length: 700, count: 1 },
      ],
      stock: [{ length: 4100, count: 1 }],
    });
  });

  it("without the warehouse keeps every leftover at its whole mm", () => {
    expect(offcutsOf([bar(4123.6)], keepEveryOffcut(500))).toEqual({
      leftover: [{ length: 4123, count: 1 }],
      stock: [],
    });
  });
});

describe("the counts the confirmation question names", () => {
  it("adds up the leftovers to keep and the bars back to stock over every group", () => {
    const rule = { min: 500, max: 2500, step: 100 };
    const groups = [
      { plan: { bars: [bar(1234, 2), bar(4123), bar(300, 1, "waste")] } },
      { plan: { bars: [bar(700), bar(5000, 3)] } },
    ];
    expect(offcutTotals(groups, rule)).toEqual({ kept: 3, back: 4 });
    expect(offcutTotals([], rule)).toEqual({ kept: 0, back: 0 });
  });
});
