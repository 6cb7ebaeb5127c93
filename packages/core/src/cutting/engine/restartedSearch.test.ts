import { describe, expect, it } from "vitest";
import { firstFitDecreasing } from "../heuristics/firstFitDecreasing.ts";
import { restartedSearch } from "./restartedSearch.ts";
import { instance, ticking } from "./test-instances.ts";

describe("restarted neighbourhood search", () => {
  // Four exact triplets of a 1000 bar; first-fit decreasing needs five.
  const inst = instance(1000, [250, 282, 468, 438, 278, 284, 383, 275, 342, 261, 412, 327]);
  const ffd = firstFitDecreasing(
    inst,
    Int32Array.from(inst.items, (it) => it.demand),
    0,
  );

  it("reaches the target across runs and cuts every piece once", () => {
    const limits = { now: ticking(), deadline: 1e7 };
    const found = restartedSearch(inst, ffd, limits, { target: 4, seed: 3 }, 1e5);
    expect(found?.length).toBe(4);
    const cut = new Array<number>(inst.items.length).fill(0);
    for (const p of found!) {
      let load = 0;
      p.counts.forEach((c, i) => {
        cut[i] = cut[i]! + c;
        load += c * inst.items[i]!.size;
      });
      expect(load).toBeLessThanOrEqual(1000);
    }
    expect(cut).toEqual(inst.items.map((it) => it.demand));
  });

  it("returns null when the time is already up", () => {
    const limits = { now: ticking(), deadline: 0 };
    expect(restartedSearch(inst, ffd, limits, { target: 4, seed: 3 }, 100)).toBeNull();
  });
});
