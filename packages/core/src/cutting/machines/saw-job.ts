// A confirmed cutting plan as the machines that cut it read it (issue 34, /deviceDocking): every
// physical bar in cutting order, each cut with its length, both end angles as the saw is set,
// its orientation in the bar, where it starts, its label and the code on its label. One shape
// for every machine format (saw-exporter.ts): a new machine is a new exporter, not a new job.

import { cuttingSheet } from "../plan/sheet.ts";
import type { CutOrientation, CuttingPlan } from "../plan/types.ts";

/** One profile and colour's plan with its pieces' end angles, as optimize answers it. */
export interface SawGroup {
  profile: string;
  color: string;
  plan: CuttingPlan;
  /** End angles in degrees by piece id (90 = square); a piece not named is cut square. */
  angles?: Readonly<Record<string, readonly [number, number]>>;
}

export interface SawCut {
  /** The piece's number on the cutting sheet and its label (1, 2, … across the job). */
  no: number;
  pieceId: string;
  label: string;
  /** mm, the piece's longest edge for mitred pieces. */
  length: number;
  /** Degrees between the cut and the bar's axis at the piece's start (A) and end (B); 90 is square. */
  angleA: number;
  angleB: number;
  orientation: CutOrientation;
  /** mm from the bar's start to the piece's leftmost point. */
  position: number;
  /** What the piece's label carries (the cutting sheet's QR). */
  barcode: string;
}

export interface SawBar {
  /** The bar's place in the job's cutting order (1, 2, …). */
  seq: number;
  profile: string;
  color: string;
  /** The bar's number within its profile and colour, as the cutting sheet numbers it. */
  no: number;
  length: number;
  source: "stock" | "leftover";
  leftoverId: string | null;
  cuts: SawCut[];
}

export interface SawJob {
  /** What the job is called on the machine (the orders' numbers, say). */
  name: string;
  bars: SawBar[];
}

const SQUARE: readonly [number, number] = [90, 90];

/** The job of several groups' plans, in the cutting sheet's order and numbering. */
export function sawJobOf(name: string, groups: readonly SawGroup[]): SawJob {
  const bars: SawBar[] = [];
  for (const group of cuttingSheet(groups)) {
    for (const bar of group.bars) {
      bars.push({
        seq: bars.length + 1,
        profile: group.profile,
        color: group.color,
        no: bar.no,
        length: bar.length,
        source: bar.source,
        leftoverId: bar.leftoverId,
        cuts: bar.pieces.map((p) => {
          const [angleA, angleB] = group.angles?.[p.pieceId] ?? SQUARE;
          return {
            no: p.no,
            pieceId: p.pieceId,
            label: p.label ?? "",
            length: p.length,
            angleA,
            angleB,
            orientation: p.orientation,
            position: p.position,
            barcode: p.pieceId,
          };
        }),
      });
    }
  }
  return { name, bars };
}
