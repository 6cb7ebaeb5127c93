import { describe, expect, it } from "vitest";
import { ticking } from "../engine/test-instances.ts";
import { exactCover } from "./exactCover.ts";
import type { PricedPattern } from "./reducedCostPatterns.ts";

const pattern = (entries: Array<[number, number]>, reducedCost = 0, slack = 0): PricedPattern => ({
  items: Int32Array.from(entries, ([i]) => i),
  counts: Int32Array.from(entries, ([, c]) => c),
  reducedCost,
  slack,
});
const ANY = 1e9;

describe("exact cover with multiplicities", () => {
  const demand = Int32Array.of(2, 1, 1, 2);
  const patterns = [
    pattern([
      [0, 1],
      [1, 1],
    ]), // 0
    pattern([
      [0, 1],
      [3, 1],
    ]), // 1
    pattern(
      [
        [2, 1],
        [3, 1],
      ],
      0.2,
    ), // 2
    pattern([
      [0, 2],
      [3, 2],
    ]), // 3: fits the items but leaves 1 and 2 alone
    pattern([
      [1, 1],
      [2, 1],
    ]), // 4
  ];
  const limits = () => ({ now: ticking(), deadline: 1e9 });

  const counts = (chosen: number[]) => {
    const out = new Int32Array(demand.length);
    for (const k of chosen) {
      const p = patterns[k]!;
      p.items.forEach((i, t) => {
        out[i] = out[i]! + p.counts[t]!;
      });
    }
    return out;
  };

  it("covers the demand exactly", () => {
    const res = exactCover(demand, patterns, new Float64Array(patterns.length), 1, ANY, limits());
    expect(res.kind).toBe("found");
    if (res.kind === "found") expect(counts(res.chosen)).toEqual(demand);
  });

  it("keeps within the reduced-cost budget, and proves when nothing does", () => {
    // Pattern 2 (reduced cost 0.2) is over the budget: 3 + 4 or 1 + 1 + 4 cover without it.
    const res = exactCover(demand, patterns, new Float64Array(patterns.length), 0.1, ANY, limits());
    expect(res.kind).toBe("found");
    if (res.kind === "found") {
      expect(counts(res.chosen)).toEqual(demand);
      expect(res.chosen).not.toContain(2);
    }
    // Patterns 0–2 alone need pattern 2 (0 + 1 + 2).
    const without = patterns.slice(0, 3);
    expect(exactCover(demand, without, new Float64Array(3), 1, ANY, limits()).kind).toBe("found");
    expect(exactCover(demand, without, new Float64Array(3), 0.1, ANY, limits())).toEqual({ kind: "none" });
  });

  it("keeps the offcuts within the slack budget", () => {
    const loose = [
      pattern(
        [
          [0, 2],
          [1, 1],
          [2, 1],
          [3, 2],
        ],
        0,
        5,
      ),
      pattern(
        [
          [0, 1],
          [1, 1],
        ],
        0,
        1,
      ),
      pattern(
        [
          [0, 1],
          [2, 1],
          [3, 2],
        ],
        0,
        1,
      ),
    ];
    expect(exactCover(demand, loose, new Float64Array(3), 1, 4, limits())).toEqual({
      kind: "found",
      chosen: [1, 2],
    });
    expect(exactCover(demand, loose, new Float64Array(3), 1, 1, limits())).toEqual({ kind: "none" });
  });

  it("stops when its node budget runs out", () => {
    expect(exactCover(demand, patterns, new Float64Array(patterns.length), 1, ANY, limits(), 0).kind).toBe(
      "stopped",
    );
  });
});
