import { describe, expect, it } from "vitest";
import { solve } from "../test-solve.ts";
import { cuttingSheet } from "./sheet.ts";
import type { CuttingPlan } from "./types.ts";

describe("the cutting sheet", () => {
  it("lists every physical bar and numbers every physical piece once across the sheet", () => {
    // 12 identical frame pieces: the plan packs them on identical bars it merges with `repeat`
    const plan = solve({
      stock: [{ length: 6000 }],
      kerf: 3,
      pieces: [
        { id: "HT-1/F001/1", length: 1500, count: 12, label: "C1" },
        { id: "HT-1/F001/2", length: 900, count: 2, label: "C2" },
      ],
    });
    expect(plan.bars.some((b) => b.repeat > 1)).toBe(true);
    const [group] = cuttingSheet([{ profile: "F001", plan }]);
    const bars = group?.bars ?? [];
    // as many bars as the plan stands for, numbered 1…n
    expect(bars.map((b) => b.no)).toEqual(Array.from({ length: plan.summary.stockBars }, (_, i) => i + 1));
    const pieces = bars.flatMap((b) => b.pieces);
    // one row per physical piece: 14 pieces, numbers 1…14 each once
    expect(pieces).toHaveLength(14);
    expect(pieces.map((p) => p.no)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
    expect(pieces.filter((p) => p.pieceId === "HT-1/F001/1")).toHaveLength(12);
  });

  it("keeps numbering across the groups of one sheet", () => {
    const plan: CuttingPlan = {
      bars: [
        {
          source: "stock",
          length: 6000,
          leftoverId: null,
          repeat: 2,
          cuts: [{ pieceId: "A", length: 2000, position: 0, orientation: "normal" }],
          remainder: 3997,
          remainderKind: "leftover",
        },
      ],
      summary: {
        stockBars: 2,
        leftoversUsed: 0,
        cost: 2,
        pieceLength: 4000,
        waste: 0,
        utilization: 0.33,
        lowerBound: 1,
        optimal: false,
        elapsedMs: 0,
        nestingSaving: 0,
      },
    };
    const sheet = cuttingSheet([
      { profile: "F001", plan },
      { profile: "S001", plan },
    ]);
    expect(sheet.map((g) => [g.profile, g.bars.map((b) => [b.no, b.pieces.map((p) => p.no)])])).toEqual([
      [
        "F001",
        [
          [1, [1]],
          [2, [2]],
        ],
      ],
      [
        "S001",
        [
          [1, [3]],
          [2, [4]],
        ],
      ],
    ]);
  });
});
