// Public entry: validate an input file, solve it, and return the plan (docs/cutting.md).

import { consolidateOffcuts } from "./engine/consolidateOffcuts.ts";
import { type Clock, type Instance, type Packing, packingCost, type SearchLimits } from "./engine/model.ts";
import { solveInstance } from "./engine/solveInstance.ts";
import { fail, type Result } from "./input/issues.ts";
import { DEFAULT_TIME_LIMIT_MS } from "./input/limits.ts";
import { normalize, type Problem } from "./input/normalize.ts";
import { type CuttingInput, cuttingInputSchema } from "./input/schema.ts";
import { ColumnGeneration } from "./lp/columnGeneration.ts";
import { buildBars } from "./plan/buildPlan.ts";
import type { CuttingPlan, PlanSummary } from "./plan/types.ts";

export interface OptimizeOptions {
  /** Millisecond clock for the time limit (e.g. performance.now); the core reads no clock itself. */
  now: Clock;
}

/** Check raw JSON against the input format; issues carry codes and paths. */
export function parseCuttingInput(raw: unknown): Result<CuttingInput> {
  const parsed = cuttingInputSchema.safeParse(raw);
  if (parsed.success) return { ok: true, value: parsed.data };
  return {
    ok: false,
    issues: parsed.error.issues.map((i) => ({
      code: "invalid_input" as const,
      path: i.path.join("."),
      detail: i.message,
    })),
  };
}

/** Optimize one group of pieces (lengths in mm, time in ms of `options.now`). Pure: safe in a worker. */
export function optimizeCutting(raw: unknown, options: OptimizeOptions): Result<CuttingPlan> {
  const start = options.now();
  const input = parseCuttingInput(raw);
  if (!input.ok) return input;
  const problem = normalize(input.value);
  if (!problem.ok) return problem;
  const limits: SearchLimits = {
    now: options.now,
    deadline: start + (input.value.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS),
  };
  const solved = solveInstance(problem.value.instance, limits);
  if (!solved) return fail("insufficient_stock", "stock");
  const packing = consolidateOffcuts(problem.value.instance, solved.packing, limits);
  const lowerBound = stockBarBound(problem.value.instance, solved.bound, limits);
  const plan = makePlan(problem.value, packing, lowerBound, solved.optimal);
  plan.summary.elapsedMs = Math.round(options.now() - start);
  return { ok: true, value: plan };
}

function makePlan(problem: Problem, packing: Packing, lowerBound: number, optimal: boolean): CuttingPlan {
  const { bars, nestingSaving } = buildBars(problem, packing);
  const cost = packingCost(problem.instance, packing);
  let stockBars = 0;
  let leftoversUsed = 0;
  let pieceLength = 0;
  let barLength = 0;
  let kept = 0;
  for (const bar of bars) {
    if (bar.source === "stock") stockBars += bar.repeat;
    else leftoversUsed += bar.repeat;
    for (const c of bar.cuts) pieceLength += c.length * bar.repeat;
    barLength += bar.length * bar.repeat;
    if (bar.remainderKind === "leftover") kept += bar.remainder * bar.repeat;
  }
  const round1 = (x: number) => Math.round(x * 10) / 10;
  const summary: PlanSummary = {
    stockBars,
    leftoversUsed,
    cost: Math.round(cost * 100) / 100,
    pieceLength: round1(pieceLength),
    // Mitre-nested pieces overlap on the bar, so their footprint is shorter than their length.
    waste: round1(barLength - (pieceLength - nestingSaving) - kept),
    utilization: barLength > 0 ? Math.round(((pieceLength - nestingSaving) / barLength) * 10000) / 10000 : 0,
    lowerBound,
    optimal,
    elapsedMs: 0,
    nestingSaving,
  };
  return { bars, summary };
}

/** Lower bound on stock bars; the solver's bound is on cost, equal to bars when costs are 1. */
function stockBarBound(inst: Instance, costBound: number, limits: SearchLimits): number {
  const costs = new Set(inst.bars.filter((b) => b.stock).map((b) => b.cost));
  if (costs.size === 1) {
    const c = [...costs][0]!;
    return Math.max(0, Math.ceil(costBound / c - 1e-6));
  }
  const unit: Instance = { items: inst.items, bars: inst.bars.map((b) => ({ ...b, cost: b.stock ? 1 : 0 })) };
  const res = new ColumnGeneration(unit, []).solve(limits);
  return Math.max(0, Math.ceil(res.bound - 1e-6));
}
