// Reverse optimization on the settings form (SPEC §5): which bar length in [min, max] at a
// step wastes least. The range rules mirror the server's (cutting.schemas.ts), so the form
// refuses what the API would, with the same wording.
import type { CutSettings } from "./cut-optimizer-api.ts";
import type { CutKey } from "./i18n.ts";

/** Lengths in mm. */
export interface ReverseRange {
  min: number;
  max: number;
  step: number;
}

/** Window profiles come in bars of about 6 m; these are the lengths mills commonly offer. */
export const REVERSE_DEFAULTS: ReverseRange = { min: 5800, max: 6500, step: 100 };

/** Most lengths one run tries (the server's MAX_REVERSE_CANDIDATES). */
export const MAX_REVERSE_CANDIDATES = 201;

export type RangeProblem = { field: keyof ReverseRange; key: CutKey };

/** The first thing wrong with the range, on the field to mark, or null when it can run. */
export function rangeProblem(range: Partial<ReverseRange>): RangeProblem | null {
  const { min, max, step } = range;
  const length = (v: number | undefined): v is number =>
    typeof v === "number" && Number.isFinite(v) && v >= 50;
  if (!length(min)) return { field: "min", key: "reverse.errors.lengthMin" };
  if (!length(max)) return { field: "max", key: "reverse.errors.lengthMin" };
  if (typeof step !== "number" || !Number.isInteger(step) || step < 1)
    return { field: "step", key: "reverse.errors.step" };
  if (max <= min) return { field: "max", key: "reverse.errors.maxAboveMin" };
  if (max - min > 2000) return { field: "max", key: "reverse.errors.span" };
  if (step > max - min) return { field: "step", key: "reverse.errors.stepTooLarge" };
  if (lengthsTried({ min, max, step }) > MAX_REVERSE_CANDIDATES)
    return { field: "step", key: "reverse.errors.tooMany" };
  return null;
}

/** min, min + step, … up to max: how many lengths a run tries. */
export function lengthsTried({ min, max, step }: ReverseRange): number {
  return Math.floor((max - min) / step) + 1;
}

/**
 * The settings a reverse run sends: those that shape a plan (kerf, trims, shortest leftover).
 * Bar lengths and warehouse offcuts are left out — the server ignores them, and a half-typed
 * bar length field must not block the search for a better one.
 */
export function reverseSettings(settings: Partial<CutSettings>, defaults: CutSettings) {
  const pick = (v: number | null | undefined, d: number) => (typeof v === "number" ? v : d);
  return {
    kerf: pick(settings.kerf, defaults.kerf),
    trimStart: pick(settings.trimStart, defaults.trimStart),
    trimEnd: pick(settings.trimEnd, defaults.trimEnd),
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
