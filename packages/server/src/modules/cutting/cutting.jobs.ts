// The work a cutting worker does, one profile/colour group per job: an optimization (a plan
// to cut) or a reverse optimization (which stock length in a range wastes least). Pure and
// structured-clone friendly, so the pool runs it in a worker thread or, without one, in-process.
import {
  type GroupPlan,
  optimizeGroup,
  type PieceGroup,
  type Result,
  type ReverseRange,
  type ReverseResult,
  reverseOptimize,
} from "@fenestra/core/cutting/index";

export type CuttingJob =
  | { kind: "optimize"; group: PieceGroup }
  | { kind: "reverse"; group: PieceGroup; range: ReverseRange };

export interface GroupReverse {
  profile: string;
  color: string;
  result: Result<ReverseResult>;
}

export function runJob(job: CuttingJob): GroupPlan | GroupReverse {
  const options = { now: () => performance.now() };
  if (job.kind === "optimize") return optimizeGroup(job.group, options);
  const { profile, color, input } = job.group;
  return { profile, color, result: reverseOptimize(input, job.range, options) };
}
