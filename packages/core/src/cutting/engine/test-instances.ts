import { expect } from "vitest";
import { type Instance, type Packing, patternLoad } from "./model.ts";

/** A one-bar-length instance from a list of piece sizes (test helper). */
export const instance = (capacity: number, sizes: number[]): Instance => {
  const distinct = [...new Set(sizes)];
  return {
    items: distinct.map((size) => ({ size, demand: sizes.filter((s) => s === size).length })),
    bars: [{ capacity, cost: 1, limit: null, stock: true }],
  };
};

/** A logical clock: each reading advances one unit, so a run never times out early. */
export const ticking = () => {
  let t = 0;
  return () => t++;
};

/** A perfect packing of `bars` bars: every bar full to the last unit, every piece cut exactly once. */
export const expectPerfect = (inst: Instance, packing: Packing | null, bars: number): void => {
  expect(packing).not.toBeNull();
  if (!packing) return;
  expect(packing).toHaveLength(bars);
  for (const p of packing) expect(patternLoad(inst, p.counts)).toBe(inst.bars[0]!.capacity);
  const cut = inst.items.map((_, i) => packing.reduce((n, p) => n + p.counts[i]!, 0));
  expect(cut).toEqual(inst.items.map((it) => it.demand));
};
