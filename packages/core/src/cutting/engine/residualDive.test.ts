import { describe, expect, it } from "vitest";
import { ColumnGeneration } from "../lp/columnGeneration.ts";
import type { Packing } from "./model.ts";
import { residualDive } from "./residualDive.ts";
import { instance, ticking } from "./test-instances.ts";

describe("residual dive", () => {
  // Four exact triplets of a 1000 bar (Falkenauer-T style); first-fit decreasing needs five.
  const sizes = [250, 282, 468, 438, 278, 284, 383, 275, 342, 261, 412, 327];
  const inst = instance(1000, sizes);

  const rootLp = (now: () => number) => {
    const cg = new ColumnGeneration(inst, []);
    cg.solve({ now, deadline: 1e9 });
    return cg;
  };

  const cutLengths = (p: Packing) =>
    p.flatMap((bar) => Array.from(bar.counts).flatMap((c, i) => Array<number>(c).fill(inst.items[i]!.size)));

  it("packs every piece into the LP bound's bars and leaves the LP as it found it", () => {
    const now = ticking();
    const cg = rootLp(now);
    const demand = Int32Array.from(cg.demand);
    const basis = Int32Array.from(cg.lp.basis);
    const found = residualDive(inst, cg, { now, deadline: 1e9 }, { target: 4, seed: 1 });
    expect(found).toHaveLength(4);
    for (const bar of found!) expect(cutLengths([bar]).reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1000);
    expect(cutLengths(found!).sort()).toEqual([...sizes].sort());
    expect(cg.demand).toEqual(demand);
    expect(cg.lp.basis).toEqual(basis);
  });

  it("finds nothing below the optimum, and nothing once the time is up", () => {
    const now = ticking();
    const cg = rootLp(now);
    expect(residualDive(inst, cg, { now, deadline: now() + 5000 }, { target: 3, seed: 1 })).toBeNull();
    expect(residualDive(inst, cg, { now, deadline: 0 }, { target: 4, seed: 1 })).toBeNull();
  });

  it("leaves instances with limited or several bar types to the other searches", () => {
    const limited = { ...inst, bars: [{ capacity: 1000, cost: 1, limit: 9, stock: true }] };
    const now = ticking();
    const cg = new ColumnGeneration(limited, []);
    cg.solve({ now, deadline: 1e9 });
    expect(residualDive(limited, cg, { now, deadline: 1e9 }, { target: 4, seed: 1 })).toBeNull();
  });
});
