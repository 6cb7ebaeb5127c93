// The optimizer's output file format (docs/cutting.md). Lengths in millimetres.

export const cutOrientations = ["normal", "flipped"] as const;
export type CutOrientation = (typeof cutOrientations)[number];

export interface PlanCut {
  pieceId: string;
  /** Piece length in mm (its longest edge for mitred pieces). */
  length: number;
  label?: string;
  /** Distance in mm from the bar's start to the piece's leftmost point. */
  position: number;
  /** "flipped" = turned 180° in the bar's plane, long edge on the other side (mitre nesting). */
  orientation: CutOrientation;
}

export interface PlanBar {
  source: "stock" | "leftover";
  length: number;
  leftoverId: string | null;
  /** How many identical bars this entry stands for. */
  repeat: number;
  cuts: PlanCut[];
  /** Usable length minus pieces and kerfs (minus nesting savings), in mm; 0 when none. */
  remainder: number;
  remainderKind: "leftover" | "waste";
}

export interface PlanSummary {
  stockBars: number;
  leftoversUsed: number;
  cost: number;
  /** Total length of the pieces cut, mm. */
  pieceLength: number;
  /** Length of bars used that is neither a piece nor a kept leftover (kerf, trims, short offcuts), mm. */
  waste: number;
  /** pieceLength / total length of bars used. */
  utilization: number;
  /** Proven lower bound on stockBars. */
  lowerBound: number;
  /** True only when the plan is proven optimal (fewest bars, or least cost when costs differ). */
  optimal: boolean;
  elapsedMs: number;
  /** Bar length saved by mitre nesting in this plan, mm (0 without nesting). */
  nestingSaving: number;
}

export interface CuttingPlan {
  bars: PlanBar[];
  summary: PlanSummary;
}
