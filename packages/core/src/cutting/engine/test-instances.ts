import { expect } from "vitest";
import { type Instance, type Packing, patternLoad } from "./model.ts";
import { seededRandom } from "./seededRandom.ts";

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

/** Search limits that never run out (on the logical clock). */
export const unlimited = () => ({ now: ticking(), deadline: Number.POSITIVE_INFINITY });

/**
 * The piece sizes of a BPPLIB AI-shaped instance of `bars` bars of `capacity`, every piece to be
 * cut exactly once: each bar but the last a long piece (over half the bar, seeded at random) that
 * `bar` completes with short pieces, the last bar `lastParts` short pieces only (each cut 30–50 %
 * of what is left, the last piece the rest).
 */
export const aiShaped = (
  seed: number,
  capacity: number,
  bars: number,
  bar: (long: number, rand: () => number) => number[],
  lastParts: number,
): number[] => {
  const rand = seededRandom(seed);
  const sizes: number[] = [];
  for (let b = 0; b < bars - 1; b++)
    sizes.push(...bar(Math.floor(capacity * (0.5 + 0.4 * rand())) + 1, rand));
  let rest = capacity;
  for (let p = 1; p < lastParts; p++) {
    const cut = Math.floor(rest * (0.3 + 0.2 * rand()));
    sizes.push(cut);
    rest -= cut;
  }
  sizes.push(rest);
  return sizes;
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
