// Figures of a set of timings, for every bench.

/** The p-th percentile (0–100) of `xs`, the nearest rank; NaN when there are none. */
export const percentile = (xs: readonly number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((s.length * p) / 100))] ?? Number.NaN;
};
