// The work a cutting worker does, one job per message: for bars, one profile/colour group's
// optimization (a plan to cut) or reverse optimization (which stock length in a range wastes
// least); for glass, one glass's sheet plan, with column generation on (the best plan core makes,
// several seconds on a factory week: docs/glass-cutting.md). Pure and structured-clone friendly,
// so the pool runs it in a worker thread or, without one, in-process.
import {
  type GroupPlan,
  optimizeGroup,
  type PieceGroup,
  type Result,
  type ReverseRange,
  type ReverseResult,
  reverseOptimize,
} from "@fenestra/core/cutting/index";
import { type GlassSheetInput, packGlassSheets } from "@fenestra/core/glass-cutting/index";

export type CuttingJob =
  | { kind: "optimize"; group: PieceGroup }
  | { kind: "reverse"; group: PieceGroup; range: ReverseRange }
  | { kind: "glass"; input: GlassSheetInput };

/** One glass's sheet plan, or why it cannot be cut (packGlassSheets' answer). */
export type GlassPacked = ReturnType<typeof packGlassSheets>;

/** The options the product packs glass with: the column plan on (DESIGN.md: best plan first). */
export const GLASS_PACK = { columns: true } as const;

export interface GroupReverse {
  profile: string;
  color: string;
  result: Result<ReverseResult>;
}

export function runJob(job: CuttingJob): GroupPlan | GroupReverse | GlassPacked {
  if (job.kind === "glass") return packGlassSheets(job.input, GLASS_PACK);
  const options = { now: () => performance.now() };
  if (job.kind === "optimize") return optimizeGroup(job.group, options);
  const { profile, color, input } = job.group;
  return { profile, color, result: reverseOptimize(input, job.range, options) };
}
