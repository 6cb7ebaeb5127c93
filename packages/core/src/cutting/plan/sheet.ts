// A cutting plan as the saw operator works through it (the printed cutting sheet and its
// workbook): every physical bar on its own — a plan entry standing for n identical bars is n
// bars here — and every physical piece with its own number, as each gets its own printed label.
import type { CuttingPlan, PlanBar, PlanCut } from "./types.ts";

/** One piece to cut: its number on the sheet (1, 2, … across the sheet) and the plan's cut. */
export type SheetPiece = PlanCut & { no: number };

/** One bar to cut: its number within its profile and colour (1, 2, …), where it comes from, its pieces. */
export type SheetBar = Omit<PlanBar, "repeat" | "cuts"> & { no: number; pieces: SheetPiece[] };

export type SheetGroup<G> = G & { bars: SheetBar[] };

/**
 * The sheet of several plans (one per profile and colour) in their order: bars numbered within
 * their group, pieces numbered across the whole sheet so that no two pieces share a number.
 */
export function cuttingSheet<G extends { plan: CuttingPlan }>(groups: readonly G[]): SheetGroup<G>[] {
  let next = 1;
  return groups.map((group) => {
    const bars: SheetBar[] = [];
    for (const { repeat, cuts, ...bar } of group.plan.bars) {
      for (let k = 0; k < repeat; k++) {
        bars.push({ ...bar, no: bars.length + 1, pieces: cuts.map((cut) => ({ ...cut, no: next++ })) });
      }
    }
    return { ...group, bars };
  });
}
