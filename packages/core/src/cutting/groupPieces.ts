// One optimization per profile and colour: split an order's pieces into groups, each a
// complete optimizer input. `optimizeGroup` is pure and self-contained, so a worker pool
// can run the groups in parallel (the server hands it a clock).
import type { Result } from "./input/issues.ts";
import type { CuttingInput, PieceInput } from "./input/schema.ts";
import { type OptimizeOptions, optimizeCutting } from "./optimizeCutting.ts";
import type { CuttingPlan } from "./plan/types.ts";

export interface PieceGroup {
  profile: string;
  color: string;
  input: CuttingInput;
}

/** Split by (profile, color); each leftover goes to the group of its own profile and colour. */
export function groupPieces(input: CuttingInput): PieceGroup[] {
  const groups = new Map<string, { profile: string; color: string; pieces: PieceInput[] }>();
  for (const p of input.pieces) {
    const profile = p.profile ?? "";
    const color = p.color ?? "";
    const key = JSON.stringify([profile, color]);
    let g = groups.get(key);
    if (!g) {
      g = { profile, color, pieces: [] };
      groups.set(key, g);
    }
    g.pieces.push(p);
  }
  return [...groups.values()].map((g) => {
    const group: CuttingInput = { ...input, pieces: g.pieces };
    if (input.leftovers)
      group.leftovers = input.leftovers.filter(
        (l) => (l.profile ?? "") === g.profile && (l.color ?? "") === g.color,
      );
    return { profile: g.profile, color: g.color, input: group };
  });
}

export interface GroupPlan {
  profile: string;
  color: string;
  result: Result<CuttingPlan>;
}

/** Optimize one group (structured-clone friendly in and out, for worker threads). */
export function optimizeGroup(group: PieceGroup, options: OptimizeOptions): GroupPlan {
  return { profile: group.profile, color: group.color, result: optimizeCutting(group.input, options) };
}
