import { describe, expect, it } from "vitest";
import { seededRandom } from "../engine/seededRandom.ts";
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

  it("agrees with an exhaustive search on small random instances (budgets and multiplicities)", () => {
    // The counts of usable patterns are kept up to date as patterns die and revive; a search
    // over every multiset of patterns says whether a cover exists.
    const rand = seededRandom(17);
    const int = (k: number) => Math.floor(rand() * k);
    let found = 0;
    for (let run = 0; run < 300; run++) {
      const n = 2 + int(3);
      const want = Int32Array.from({ length: n }, () => 1 + int(2));
      const list: PricedPattern[] = Array.from({ length: 3 + int(6) }, () => {
        const items = [...new Set(Array.from({ length: 1 + int(3) }, () => int(n)))].sort((a, b) => a - b);
        return pattern(
          items.map((i) => [i, 1 + int(2)]),
          int(4) / 10,
          int(4),
        );
      });
      const budget = int(5) / 10;
      const slackBudget = int(6);
      const res = exactCover(
        want,
        list,
        Float64Array.from(list, () => rand()),
        budget,
        slackBudget,
        limits(),
      );
      // every multiset: each pattern at most twice (no demand is above 2)
      const used = new Int32Array(list.length);
      const exists = (k: number, rem: Int32Array, rc: number, slackLeft: number): boolean => {
        if (rem.every((r) => r === 0)) return true;
        if (k === list.length) return false;
        for (let c = 0; c <= 2; c++) {
          const p = list[k]!;
          const next = Int32Array.from(rem);
          p.items.forEach((i, t) => {
            next[i] = next[i]! - c * p.counts[t]!;
          });
          if (next.some((r) => r < 0) || rc + c * p.reducedCost > budget + 1e-9) break;
          if (c * p.slack > slackLeft) break;
          used[k] = c;
          if (exists(k + 1, next, rc + c * p.reducedCost, slackLeft - c * p.slack)) return true;
        }
        used[k] = 0;
        return false;
      };
      const expected = exists(0, want, 0, slackBudget);
      expect(res.kind).toBe(expected ? "found" : "none");
      if (res.kind === "found") {
        found++;
        const got = new Int32Array(n);
        let rc = 0;
        let slackUsed = 0;
        for (const k of res.chosen) {
          const p = list[k]!;
          p.items.forEach((i, t) => {
            got[i] = got[i]! + p.counts[t]!;
          });
          rc += p.reducedCost;
          slackUsed += p.slack;
        }
        expect(got).toEqual(want);
        expect(rc).toBeLessThanOrEqual(budget + 1e-9);
        expect(slackUsed).toBeLessThanOrEqual(slackBudget);
      }
    }
    // both answers occur
    expect(found).toBeGreaterThan(20);
    expect(found).toBeLessThan(280);
  });
});
