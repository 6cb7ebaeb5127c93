import { describe, expect, it } from "vitest";
import { instance } from "../engine/test-instances.ts";
import { feasibleDuals, patternsWithin } from "./reducedCostPatterns.ts";

describe("patterns within a reduced-cost gap", () => {
  const inst = instance(100, [60, 60, 50, 40, 40, 30, 20, 10]);
  const n = inst.items.length;

  /** Every pattern of the instance, by brute force over the counts. */
  const allPatterns = (): Int32Array[] => {
    const out: Int32Array[] = [];
    const counts = new Int32Array(n);
    const walk = (i: number, room: number) => {
      if (i === n) {
        if (counts.some((c) => c > 0)) out.push(Int32Array.from(counts));
        return;
      }
      const { size, demand } = inst.items[i]!;
      for (let c = 0; c <= demand && c * size <= room; c++) {
        counts[i] = c;
        walk(i + 1, room - c * size);
      }
      counts[i] = 0;
    };
    walk(0, 100);
    return out;
  };
  const full = (items: Int32Array, counts: Int32Array) => {
    const out = new Int32Array(n);
    items.forEach((i, t) => {
      out[i] = counts[t]!;
    });
    return out.join(",");
  };

  it("finds exactly the patterns whose reduced cost is within the gap", () => {
    const y = Float64Array.from(inst.items, (it) => it.size / 100);
    for (const gap of [0, 0.1, 0.35, 1]) {
      const expected = allPatterns()
        .filter((c) => 1 - c.reduce((s, k, i) => s + k * y[i]!, 0) <= gap + 1e-9)
        .map((c) => c.join(","))
        .sort();
      const found = patternsWithin(inst, y, gap, 100, 10_000)!;
      expect(found.map((p) => full(p.items, p.counts)).sort()).toEqual(expected);
      for (const p of found) expect(p.reducedCost).toBeLessThanOrEqual(gap + 1e-9);
    }
  });

  it("keeps only patterns whose offcut is within the slack budget", () => {
    const y = Float64Array.from(inst.items, (it) => it.size / 100);
    const load = (p: { items: Int32Array; counts: Int32Array }) =>
      p.items.reduce((s, i, t) => s + inst.items[i]!.size * p.counts[t]!, 0);
    const all = patternsWithin(inst, y, 1, 100, 10_000)!;
    const tight = patternsWithin(inst, y, 1, 10, 10_000)!;
    expect(tight.length).toBeGreaterThan(0);
    expect(tight.map((p) => full(p.items, p.counts)).sort()).toEqual(
      all
        .filter((p) => load(p) >= 90)
        .map((p) => full(p.items, p.counts))
        .sort(),
    );
    for (const p of tight) expect(p.slack).toBe(100 - load(p));
  });

  it("gives up beyond the pattern cap", () => {
    const y = Float64Array.from(inst.items, (it) => it.size / 100);
    expect(patternsWithin(inst, y, 1, 100, 3)).toBeNull();
  });

  it("scales duals down until no pattern prices above its bar", () => {
    const { y, bound } = feasibleDuals(inst, [0.7, 0.6, 0.5, 0.3, -0.2, 0.1]);
    expect(y[4]).toBe(0);
    for (const c of allPatterns())
      expect(c.reduce((s, k, i) => s + k * y[i]!, 0)).toBeLessThanOrEqual(1 + 1e-9);
    expect(bound).toBeCloseTo(
      inst.items.reduce((s, it, i) => s + it.demand * y[i]!, 0),
      9,
    );
  });
});
