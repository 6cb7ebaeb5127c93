import { describe, expect, it } from "vitest";
import { type CuttingInput, checkPlan, groupPieces, optimizeGroup, reverseOptimize } from "./index.ts";
import { clock, solve } from "./test-solve.ts";

const barsOf = (plan: ReturnType<typeof solve>) =>
  plan.bars.flatMap((b) => Array<typeof b>(b.repeat).fill(b));

describe("several stock lengths", () => {
  it("buys the cheaper combination of bars, not the fewest bars", () => {
    // One 6000 bar (cost 10) holds both pieces; two 3000 bars cost 8.
    const plan = solve({
      stock: [
        { length: 6000, cost: 10 },
        { length: 3000, cost: 4 },
      ],
      pieces: [{ id: "a", length: 2900, count: 2 }],
    });
    expect(plan.summary.cost).toBe(8);
    expect(barsOf(plan).map((b) => b.length)).toEqual([3000, 3000]);
  });

  it("respects a limited count and takes the rest from another length", () => {
    const plan = solve({
      stock: [{ length: 6000, count: 1 }, { length: 6500 }],
      pieces: [{ id: "a", length: 3000, count: 4 }],
    });
    const used6000 = barsOf(plan).filter((b) => b.length === 6000).length;
    expect(used6000).toBeLessThanOrEqual(1);
    expect(plan.summary.stockBars).toBe(2);
  });
});

describe("warehouse leftovers", () => {
  it("cuts from a leftover first when it serves, saving a stock bar", () => {
    const plan = solve({
      stock: [{ length: 6000 }],
      leftovers: [{ id: "L1", length: 2500 }],
      pieces: [
        { id: "long", length: 5000 },
        { id: "short", length: 2400 },
      ],
    });
    expect(plan.summary).toMatchObject({ stockBars: 1, leftoversUsed: 1 });
    const fromLeftover = plan.bars.find((b) => b.source === "leftover")!;
    expect(fromLeftover.leftoverId).toBe("L1");
    expect(fromLeftover.cuts.map((c) => c.pieceId)).toEqual(["short"]);
  });

  it("leaves a leftover alone when nothing fits on it", () => {
    const plan = solve({
      stock: [{ length: 6000 }],
      leftovers: [{ id: "L1", length: 900 }],
      pieces: [{ id: "a", length: 1000, count: 3 }],
    });
    expect(plan.summary.leftoversUsed).toBe(0);
  });
});

describe("minimum-leftover preference", () => {
  it("gathers the offcut in one long reusable piece rather than two short ones", () => {
    // [3000,3000] + [2000,2000] leaves 0 and 2000; [3000,2000] twice leaves 1000 and 1000.
    const plan = solve({
      stock: [{ length: 6000 }],
      minLeftover: 1500,
      pieces: [
        { id: "a", length: 3000, count: 2 },
        { id: "b", length: 2000, count: 2 },
      ],
    });
    const rem = barsOf(plan)
      .map((b) => b.remainder)
      .sort((x, y) => x - y);
    expect(rem).toEqual([0, 2000]);
    expect(barsOf(plan).filter((b) => b.remainderKind === "leftover")).toHaveLength(1);
  });
});

describe("grouping by profile and colour", () => {
  const input: CuttingInput = {
    stock: [{ length: 6000 }],
    leftovers: [
      { id: "Lw", length: 3000, profile: "F60", color: "white" },
      { id: "Lg", length: 3000, profile: "F60", color: "grey" },
    ],
    pieces: [
      { id: "w1", length: 2900, count: 3, profile: "F60", color: "white" },
      { id: "g1", length: 2900, count: 1, profile: "F60", color: "grey" },
      { id: "s1", length: 1000, count: 2, profile: "S70", color: "white" },
    ],
  };

  it("makes one input per profile and colour, each with only its own leftovers", () => {
    const groups = groupPieces(input);
    expect(groups.map((g) => [g.profile, g.color, g.input.pieces.map((p) => p.id)])).toEqual([
      ["F60", "white", ["w1"]],
      ["F60", "grey", ["g1"]],
      ["S70", "white", ["s1"]],
    ]);
    expect(groups.map((g) => g.input.leftovers?.map((l) => l.id))).toEqual([["Lw"], ["Lg"], []]);
  });

  it("optimizes each group separately; no piece lands on another colour's bar", () => {
    for (const g of groupPieces(input)) {
      const r = optimizeGroup(g, { now: clock });
      expect(r.result.ok).toBe(true);
      if (r.result.ok) expect(checkPlan(g.input, r.result.value)).toEqual([]);
    }
  });
});

describe("mitre nesting", () => {
  const mitred = (nesting?: boolean): CuttingInput => ({
    stock: [{ length: 3000 }],
    pieces: [{ id: "top", length: 1520, count: 2, angles: [45, 45], height: 60 }],
    ...(nesting === undefined ? {} : { nesting }),
  });

  it("lays two 45° pieces head to tail on one bar, sharing a saw line", () => {
    // 2 × 1520 = 3040 > 3000, but nesting saves 60 / tan 45° = 60 mm.
    const plan = solve(mitred());
    expect(plan.summary.stockBars).toBe(1);
    expect(plan.summary.nestingSaving).toBe(60);
    expect(plan.bars[0]!.cuts.map((c) => [c.position, c.orientation])).toEqual([
      [0, "normal"],
      [1460, "flipped"],
    ]);
  });

  it("needs two bars when nesting is switched off", () => {
    const plan = solve(mitred(false));
    expect(plan.summary.stockBars).toBe(2);
    expect(plan.bars.flatMap((b) => b.cuts).every((c) => c.orientation === "normal")).toBe(true);
  });

  it("does not nest square-cut pieces", () => {
    const plan = solve({ stock: [{ length: 3000 }], pieces: [{ id: "m", length: 1520, count: 2 }] });
    expect(plan.summary).toMatchObject({ stockBars: 2, nestingSaving: 0 });
  });
});

describe("reverse optimization (SPEC §5)", () => {
  const pieces = [
    { id: "a", length: 1450, count: 6 },
    { id: "b", length: 980, count: 5 },
  ];
  it.each([
    ["minimum below 50", { min: 40, max: 1000, step: 10 }, "min"],
    ["maximum below 50", { min: 10, max: 45, step: 10 }, "min"],
    ["maximum not above minimum", { min: 3000, max: 3000, step: 10 }, "max"],
    ["more than 2000 apart", { min: 3000, max: 5001, step: 10 }, "max"],
    ["a zero step", { min: 3000, max: 4000, step: 0 }, "step"],
    ["a step giving more than 201 lengths", { min: 3000, max: 5000, step: 9 }, "step"],
  ])("refuses a range with %s", (_name, range, path) => {
    const r = reverseOptimize({ stock: [{ length: 6000 }], pieces }, range, { now: clock });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues[0]).toMatchObject({ code: "invalid_range", path });
  });

  it("finds the length on the step grid that wastes least", () => {
    const input = { stock: [{ length: 6000 }], pieces, timeLimitMs: 600 };
    const r = reverseOptimize(input, { min: 2800, max: 3000, step: 50 }, { now: clock });
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    // 1450 + 1450 = 2900 and 980 · 3 = 2940 fill bars exactly; 2950 (= 1450 + 1500?) cannot.
    expect([2800, 2850, 2900, 2950, 3000]).toContain(r.value.length);
    const minWaste = Math.min(...r.value.candidates.map((c) => c.waste));
    expect(r.value.plan.summary.waste).toBe(minWaste);
    expect(checkPlan({ ...input, stock: [{ length: r.value.length }] }, r.value.plan)).toEqual([]);
  });
});

describe("bounds and optimality claims", () => {
  it("never claims optimality above its own lower bound", () => {
    const plan = solve({
      stock: [{ length: 1000 }],
      pieces: [
        { id: "a", length: 510, count: 3 },
        { id: "b", length: 260, count: 5 },
        { id: "c", length: 240, count: 4 },
      ],
    });
    expect(plan.summary.lowerBound).toBeLessThanOrEqual(plan.summary.stockBars);
    if (plan.summary.optimal) expect(plan.summary.stockBars).toBe(plan.summary.lowerBound);
  });

  it("solves a triplet instance (every bar exactly full) to the bound and proves it", () => {
    // 30 bars' worth of triplets summing to 1000, shuffled across sizes.
    const pieces: CuttingInput["pieces"] = [];
    let seed = 7;
    const rand = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (let t = 0; t < 30; t++) {
      const a = 250 + Math.floor(rand() * 150);
      const b = 250 + Math.floor(rand() * (500 - a - 250 + 1 > 0 ? Math.min(250, 500 - a) : 1));
      const c = 1000 - a - b;
      for (const [k, len] of [a, b, c].entries()) pieces.push({ id: `t${t}-${k}`, length: len });
    }
    const plan = solve({ stock: [{ length: 1000 }], pieces, timeLimitMs: 1500 });
    expect(plan.summary).toMatchObject({ stockBars: 30, lowerBound: 30, optimal: true });
  });
});
