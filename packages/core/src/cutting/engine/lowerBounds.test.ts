import { describe, expect, it } from "vitest";
import { martelloTothL2 } from "./lowerBounds.ts";
import type { Instance } from "./model.ts";

const inst = (capacity: number, items: Array<[number, number]>): Instance => ({
  items: items.map(([size, demand]) => ({ size, demand })),
  bars: [{ capacity, cost: 1, limit: null, stock: true }],
});

describe("Martello–Toth L2", () => {
  it("counts pieces longer than half a bar one per bar, above the continuous bound", () => {
    // Σ = 180 → continuous bound 2, but no two 60s share a bar of 100.
    expect(martelloTothL2(inst(100, [[60, 3]]))).toBe(3);
  });

  it("adds bars for the short pieces that do not fit beside the long ones", () => {
    // Two 70s leave 30 + 30; six 40s (240) need ⌈(240 − 0) / 100⌉ = 3 more bars with K = 40.
    expect(
      martelloTothL2(
        inst(100, [
          [70, 2],
          [40, 6],
        ]),
      ),
    ).toBe(5);
  });

  it("is never above a known optimum", () => {
    // 50 + 50 per bar: exactly 3 bars.
    expect(martelloTothL2(inst(100, [[50, 6]]))).toBe(3);
  });
});
