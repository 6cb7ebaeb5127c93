// Reverse optimization on the settings form (SPEC §5): which bar length in [min, max] at a
// step wastes least. The range rules are core's (cutting/settings.ts reverseRangeSchema), the
// same the server checks.
import type { CutSettings } from "./cut-optimizer-api.ts";

/** Lengths in mm. */
export interface ReverseRange {
  min: number;
  max: number;
  step: number;
}

/** Window profiles come in bars of about 6 m; these are the lengths mills commonly offer. */
export const REVERSE_DEFAULTS: ReverseRange = { min: 5800, max: 6500, step: 100 };

/** min, min + step, … up to max: how many lengths a run tries. */
export function lengthsTried({ min, max, step }: ReverseRange): number {
  return Math.floor((max - min) / step) + 1;
}

/**
 * The settings a reverse run sends: those that shape a plan (kerf, trims, shortest leftover; the
 * saw fields only when typed).
 * Bar lengths and warehouse offcuts are left out — the server ignores them, and a half-typed
 * bar length field must not block the search for a better one.
 */
export function reverseSettings(settings: Partial<CutSettings>, defaults: CutSettings) {
  const pick = (v: number | null | undefined, d: number) => (typeof v === "number" ? v : d);
  // An empty saw field is left out: the server takes the series' kerf and trims.
  const own = (v: number | null | undefined) => (typeof v === "number" ? v : undefined);
  return {
    kerf: own(settings.kerf),
    trimStart: own(settings.trimStart),
    trimEnd: own(settings.trimEnd),
    minLeftover: pick(settings.minLeftover, defaults.minLeftover),
  };
}

/** The bar lengths field after applying the best lengths: each once, shortest first. */
export function bestLengthsText(groups: { length: number }[]): string {
  return [...new Set(groups.map((g) => g.length))].sort((a, b) => a - b).join(",");
}

/** Utilisation as a percentage with one decimal (0.9312 → 93.1). */
export function percent(ratio: number): number {
  return Math.round(ratio * 1000) / 10;
}

/** Width of each candidate's waste bar, relative to the most wasteful (0–100, at least 2). */
export function wasteWidths(candidates: { waste: number }[]): number[] {
  const most = Math.max(0, ...candidates.map((c) => c.waste));
  return candidates.map((c) => (most > 0 ? Math.max(2, Math.round((100 * c.waste) / most)) : 2));
}
