// Reverse optimization (SPEC §5): which stock length in [min, max], at a step, wastes
// least for these pieces? Every candidate gets a quick plan (greedy + bound); the most
// promising few are then optimized properly within the time limit.
import { fail, type Result } from "./input/issues.ts";
import { DEFAULT_TIME_LIMIT_MS } from "./input/limits.ts";
import type { CuttingInput } from "./input/schema.ts";
import { type OptimizeOptions, optimizeCutting, parseCuttingInput } from "./optimizeCutting.ts";
import type { CuttingPlan } from "./plan/types.ts";
import { MAX_REVERSE_CANDIDATES } from "./settings.ts";

/** Lengths in millimetres. */
export interface ReverseRange {
  min: number;
  max: number;
  step: number;
}

export interface ReverseResult {
  /** The stock length that wastes least (the shortest among equals). */
  length: number;
  plan: CuttingPlan;
  /** Waste (mm) of every candidate length tried with the full optimizer. */
  candidates: Array<{ length: number; waste: number; stockBars: number }>;
}

export { MAX_REVERSE_CANDIDATES };

/**
 * SPEC §5: both ends at least 50, max above min, at most 2000 apart; step a positive integer
 * giving at most MAX_REVERSE_CANDIDATES lengths (each one is optimized).
 */
export function checkReverseRange(range: ReverseRange): Result<ReverseRange> {
  const { min, max, step } = range;
  if (![min, max, step].every((v) => Number.isFinite(v))) return fail("invalid_range", "", "not numbers");
  if (min < 50) return fail("invalid_range", "min", "minimum below 50");
  if (max < 50) return fail("invalid_range", "max", "maximum below 50");
  if (max <= min) return fail("invalid_range", "max", "maximum not above minimum");
  if (max - min > 2000) return fail("invalid_range", "max", "maximum more than 2000 above minimum");
  if (!Number.isInteger(step) || step < 1)
    return fail("invalid_range", "step", "step not a positive integer");
  if (Math.floor((max - min) / step) + 1 > MAX_REVERSE_CANDIDATES)
    return fail("invalid_range", "step", `step gives more than ${MAX_REVERSE_CANDIDATES} lengths`);
  return { ok: true, value: range };
}

const FINALISTS = 5;

/** `input.stock` is ignored: one unlimited stock length per candidate, cost 1. */
export function reverseOptimize(
  raw: unknown,
  range: ReverseRange,
  options: OptimizeOptions,
): Result<ReverseResult> {
  const checked = checkReverseRange(range);
  if (!checked.ok) return checked;
  const parsed = parseCuttingInput(raw);
  if (!parsed.ok) return parsed;
  const input = parsed.value;
  const start = options.now();
  const total = input.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS;
  const lengths: number[] = [];
  for (let l = range.min; l <= range.max; l += range.step) lengths.push(l);
  // Quick screen: a tiny time limit makes the optimizer stop after its greedy plans.
  const screened: Score[] = [];
  for (const length of lengths) {
    const r = optimizeCutting(withStock(input, length, 1), options);
    if (r.ok) screened.push(score(length, r.value));
  }
  if (screened.length === 0) return fail("piece_too_long", "pieces", "no candidate length holds every piece");
  screened.sort(compare);
  const finalists = screened.slice(0, FINALISTS);
  const each = Math.max(1, Math.floor((total - (options.now() - start)) / finalists.length));
  let best: { length: number; plan: CuttingPlan } | null = null;
  const candidates: ReverseResult["candidates"] = [];
  for (const f of finalists) {
    const r = optimizeCutting(withStock(input, f.length, each), options);
    if (!r.ok) continue;
    const s = r.value.summary;
    candidates.push({ length: f.length, waste: s.waste, stockBars: s.stockBars });
    const bw = best?.plan.summary.waste ?? Number.POSITIVE_INFINITY;
    if (!best || s.waste < bw || (s.waste === bw && f.length < best.length))
      best = { length: f.length, plan: r.value };
  }
  if (!best) return fail("piece_too_long", "pieces");
  return { ok: true, value: { length: best.length, plan: best.plan, candidates } };
}

interface Score {
  length: number;
  waste: number;
  barLength: number;
}

function score(length: number, plan: CuttingPlan): Score {
  return { length, waste: plan.summary.waste, barLength: plan.summary.stockBars * length };
}

/** Least waste; then least bar length bought (offcuts kept are still bought); then shorter. */
function compare(a: Score, b: Score): number {
  return a.waste - b.waste || a.barLength - b.barLength || a.length - b.length;
}

function withStock(input: CuttingInput, length: number, timeLimitMs: number): CuttingInput {
  return { ...input, stock: [{ length, count: null, cost: 1 }], timeLimitMs };
}
