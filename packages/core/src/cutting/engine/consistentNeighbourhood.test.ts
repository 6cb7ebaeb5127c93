import { describe, expect, it } from "vitest";
import { firstFitDecreasing } from "../heuristics/firstFitDecreasing.ts";
import { consistentNeighbourhoodSearch } from "./consistentNeighbourhood.ts";
import type { Instance, Packing } from "./model.ts";
import { instance, ticking } from "./test-instances.ts";
import { TwoBarCheck } from "./twoBarCheck.ts";

function expectValid(inst: Instance, packing: Packing): void {
  const cut = new Array<number>(inst.items.length).fill(0);
  for (const p of packing) {
    let load = 0;
    p.counts.forEach((c, i) => {
      cut[i] = cut[i]! + c;
      load += c * inst.items[i]!.size;
    });
    expect(load).toBeLessThanOrEqual(inst.bars[0]!.capacity);
  }
  expect(cut).toEqual(inst.items.map((it) => it.demand));
}

/** The first-fit decreasing plan of every piece: where the search starts. */
const ffdStart = (inst: Instance): Packing =>
  firstFitDecreasing(
    inst,
    Int32Array.from(inst.items, (it) => it.demand),
    0,
  );

describe("consistent neighbourhood search", () => {
  // Four exact triplets of a 1000 bar (Falkenauer-T style); first-fit decreasing needs five.
  const triplets = [250, 282, 468, 438, 278, 284, 383, 275, 342, 261, 412, 327];

  it("reaches the perfect packing that first-fit decreasing misses", () => {
    const inst = instance(1000, triplets);
    const ffd = ffdStart(inst);
    expect(ffd.length).toBe(5);
    const limits = { now: ticking(), deadline: 1e9 };
    const found = consistentNeighbourhoodSearch(inst, ffd, limits, { target: 4, seed: 1 });
    expect(found).not.toBeNull();
    expect(found!.length).toBe(4);
    expectValid(inst, found!);
  });

  it("also reaches it when pieces are judged by a worth other than their length", () => {
    const inst = instance(1000, triplets);
    const ffd = ffdStart(inst);
    // Dual-like worth: share of the bar, nudged (as LP duals would be) per piece type.
    const worth = inst.items.map((it, i) => it.size / 1000 + (i % 3) * 0.01);
    const limits = { now: ticking(), deadline: 1e9 };
    const found = consistentNeighbourhoodSearch(inst, ffd, limits, { target: 4, seed: 2, worth });
    expect(found?.length).toBe(4);
    expectValid(inst, found!);
  });

  it("gives up (null) when the deadline has passed, and is reproducible for a seed", () => {
    const inst = instance(1000, triplets);
    const ffd = ffdStart(inst);
    const late = { now: () => 10, deadline: 0 };
    // Already late: at most what the very first checks find, never an invalid plan.
    const r = consistentNeighbourhoodSearch(inst, ffd, late, { target: 4, seed: 1 });
    if (r) expectValid(inst, r);
    const a = consistentNeighbourhoodSearch(
      inst,
      ffd,
      { now: ticking(), deadline: 1e9 },
      { target: 4, seed: 3 },
    );
    const b = consistentNeighbourhoodSearch(
      inst,
      ffd,
      { now: ticking(), deadline: 1e9 },
      { target: 4, seed: 3 },
    );
    expect(a).toEqual(b);
  });
});

describe("two-bar check", () => {
  const size = Int32Array.from([600, 500, 400, 300, 200]);

  it("splits pieces into two bars when a part lies in [total − cap, cap]", () => {
    const split = new TwoBarCheck(1000).split([0, 2, 3, 4], size); // 600 + 400 | 300 + 200
    expect(split).not.toBeNull();
    for (const bar of split!) expect(bar.reduce((s, k) => s + size[k]!, 0)).toBeLessThanOrEqual(1000);
    expect([...split![0]!, ...split![1]!].sort()).toEqual([0, 2, 3, 4]);
  });

  it("refuses pieces that cannot share two bars although their total fits", () => {
    // Three 600s total 1800 ≤ 2000, but no two share a bar of 1000; 600, 500, 400 do split.
    expect(new TwoBarCheck(1000).split([0, 1, 2], Int32Array.from([600, 600, 600]))).toBeNull();
    expect(new TwoBarCheck(1000).split([0, 1, 2], size)).not.toBeNull();
  });
});
