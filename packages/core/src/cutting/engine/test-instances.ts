import type { Instance } from "./model.ts";

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
