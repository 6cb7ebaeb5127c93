// The cutting optimizer: one-dimensional cutting stock with kerf, several stock lengths,
// warehouse leftovers and mitre nesting (docs/cutting.md).
// Also the building blocks the benchmarks measure against (bench/cutting): the first-fit
// baseline, input normalization and the seeded random source of the searches.
export type { Clock } from "./engine/model.ts";
export { seededRandom } from "./engine/seededRandom.ts";
export { type GroupPlan, groupPieces, optimizeGroup, type PieceGroup } from "./groupPieces.ts";
export { firstFitDecreasing } from "./heuristics/firstFitDecreasing.ts";
export type { CuttingIssue, CuttingIssueCode, Result } from "./input/issues.ts";
export { cuttingIssueCodes } from "./input/issues.ts";
export { DEFAULT_TIME_LIMIT_MS, MAX_PIECES_PER_GROUP } from "./input/limits.ts";
export { normalize } from "./input/normalize.ts";
export type { CuttingInput, PieceInput } from "./input/schema.ts";
export { cuttingInputSchema } from "./input/schema.ts";
export {
  FREE_OPTIMIZATIONS_PER_MONTH,
  OPTIMIZATION_PRICE_FEN,
  optimizationCharge,
  usageMonth,
} from "./metering.ts";
export { type OptimizeOptions, optimizeCutting, parseCuttingInput } from "./optimizeCutting.ts";
export { checkPlan } from "./plan/checkPlan.ts";
export { cuttingSheet, type SheetBar, type SheetGroup, type SheetPiece } from "./plan/sheet.ts";
export type { CutOrientation, CuttingPlan, PlanBar, PlanCut, PlanSummary } from "./plan/types.ts";
export {
  checkReverseRange,
  MAX_REVERSE_CANDIDATES,
  type ReverseRange,
  type ReverseResult,
  reverseOptimize,
} from "./reverseOptimize.ts";
