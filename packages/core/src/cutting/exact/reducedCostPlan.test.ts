import { describe, expect, it } from "vitest";
import type { Instance } from "../engine/model.ts";
import { seededRandom } from "../engine/seededRandom.ts";
import { instance, ticking } from "../engine/test-instances.ts";
import { ColumnGeneration } from "../lp/columnGeneration.ts";
import { reducedCostPlan } from "./reducedCostPlan.ts";

/** Fewest bars of `capacity` holding `sizes`, by exhaustive search (small cases only). */
function fewestBars(capacity: number, sizes: number[]): number {
  const sorted = [...sizes].sort((a, b) => b - a);
  let best = sorted.length;
  const loads: number[] = [];
  const place = (k: number) => {
    if (loads.length >= best) return;
    if (k === sorted.length) {
      best = loads.length;
      return;
    }
    const tried = new Set<number>();
    for (let b = 0; b < loads.length; b++) {
      if (tried.has(loads[b]!) || loads[b]! + sorted[k]! > capacity) continue;
      tried.add(loads[b]!);
      loads[b] = loads[b]! + sorted[k]!;
      place(k + 1);
      loads[b] = loads[b]! - sorted[k]!;
    }
    loads.push(sorted[k]!);
    place(k + 1);
    loads.pop();
  };
  place(0);
  return best;
}

function solvedRoot(inst: Instance, now: () => number): ColumnGeneration {
  const cg = new ColumnGeneration(inst, []);
  cg.solve({ now, deadline: 1e12 });
  return cg;
}

describe("exact plan among the patterns the LP duals allow", () => {
  it("finds the plan at the LP bound of exact triplets and proves nothing goes below it", () => {
    const sizes = [250, 282, 468, 438, 278, 284, 383, 275, 342, 261, 412, 327];
    const inst = instance(1000, sizes);
    const now = ticking();
    const cg = solvedRoot(inst, now);
    const res = reducedCostPlan(inst, cg, 4, { now, deadline: 1e12 }, 1);
    expect(res.kind).toBe("plan");
    if (res.kind !== "plan") return;
    expect(res.packing).toHaveLength(4);
    const cut = res.packing.flatMap((bar) =>
      Array.from(bar.counts).flatMap((c, i) => Array<number>(c).fill(inst.items[i]!.size)),
    );
    expect(cut.sort()).toEqual([...sizes].sort());
    for (const bar of res.packing)
      expect(Array.from(bar.counts).reduce((s, c, i) => s + c * inst.items[i]!.size, 0)).toBeLessThanOrEqual(
        1000,
      );
    expect(reducedCostPlan(inst, cg, 3, { now, deadline: 1e12 }, 1)).toEqual({ kind: "none" });
  });

  it("agrees with an exhaustive search on small random instances", () => {
    const rand = seededRandom(42);
    let plans = 0;
    let proofs = 0;
    for (let trial = 0; trial < 60; trial++) {
      const capacity = 20 + Math.floor(rand() * 20);
      const sizes = Array.from(
        { length: 6 + Math.floor(rand() * 6) },
        () => 1 + Math.floor(rand() * capacity * 0.7),
      );
      const inst = instance(capacity, sizes);
      const optimum = fewestBars(capacity, sizes);
      for (const target of [optimum - 1, optimum]) {
        const now = ticking();
        const res = reducedCostPlan(inst, solvedRoot(inst, now), target, { now, deadline: 1e12 }, trial);
        if (res.kind === "plan") {
          plans++;
          expect(target).toBe(optimum);
          expect(res.packing.length).toBeLessThanOrEqual(target);
          const cut = new Int32Array(inst.items.length);
          for (const bar of res.packing)
            bar.counts.forEach((c, i) => {
              cut[i] = cut[i]! + c;
            });
          expect(Array.from(cut)).toEqual(inst.items.map((it) => it.demand));
        } else if (res.kind === "none") {
          proofs++;
          expect(target).toBeLessThan(optimum);
        }
      }
    }
    // The cases are small enough for the method to settle (nearly) all of them.
    expect(plans).toBeGreaterThan(40);
    expect(proofs).toBeGreaterThan(40);
  });

  it("leaves limited stock to the other searches", () => {
    const inst: Instance = {
      ...instance(100, [60, 40]),
      bars: [{ capacity: 100, cost: 1, limit: 3, stock: true }],
    };
    const now = ticking();
    expect(reducedCostPlan(inst, solvedRoot(inst, now), 1, { now, deadline: 1e12 }, 1)).toEqual({
      kind: "unknown",
    });
  });
});
