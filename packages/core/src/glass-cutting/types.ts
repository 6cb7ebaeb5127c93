// Glass sheet cutting (docs/glass-cutting.md): the panes of one glass packed onto its stock sheets
// with guillotine cuts only, as a glass table scores and snaps them. Sizes mm; the sheet's origin
// is its top-left corner, x along its width, y along its height.

/** A pane to cut: a rectangle, or a shaped pane by its template's bounding box. */
export interface GlassPaneInput {
  readonly id: string;
  /** What the cutter writes on the pane: its window and order. */
  readonly label: string;
  readonly width: number;
  readonly height: number;
  /** Pieces of this size (1 when left out). */
  readonly count?: number;
}

export interface GlassSheetInput {
  /** The stock sheet of this glass, mm. */
  readonly sheet: { readonly width: number; readonly height: number };
  /** Cut off every edge of a sheet before any pane (damaged edges), mm. */
  readonly trim: number;
  /** A leftover is a remnant back to stock when both its sides are at least this, mm. */
  readonly minRemnant: number;
  /**
   * False for glass with a direction (patterned, some coatings): a pane's width then lies along
   * the sheet's width. True: a pane may be turned a quarter.
   */
  readonly rotatable: boolean;
  readonly panes: readonly GlassPaneInput[];
  /**
   * Remnants of this glass in stock, offered before new sheets: each is filled in turn (largest
   * first) and used when a pane fits it. Its edges are cut edges: no trim.
   */
  readonly remnants?: readonly GlassStockRemnant[];
}

/** A glass remnant in stock (the warehouse's), mm. */
export interface GlassStockRemnant {
  readonly id: string;
  readonly width: number;
  readonly height: number;
}

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface PlacedPane extends Rect {
  /** The input pane's id, and which of its `count` pieces this is (from 1). */
  readonly pane: string;
  readonly copy: number;
  readonly label: string;
  /** Turned a quarter: the pane's width lies along the sheet's height. */
  readonly rotated: boolean;
}

export interface PlannedSheet {
  /** The stock sheet's size, or the remnant's when cut from one. */
  readonly width: number;
  readonly height: number;
  /** The stock remnant this is cut from (its id); absent for a new sheet. */
  readonly fromRemnant?: string;
  readonly panes: PlacedPane[];
  /** Leftovers whose sides are both at least the minimum usable remnant: back to stock. */
  readonly remnants: Rect[];
  /** Pane area / sheet area, 0..1. */
  readonly yield: number;
}

export interface GlassSheetPlan {
  readonly sheets: PlannedSheet[];
  /**
   * Fewest new sheets any plan could use (lowerBound.ts); the plan's gap is its new sheets (those
   * not from a remnant) − lowerBound.
   */
  readonly lowerBound: number;
  /** m². */
  readonly paneArea: number;
  readonly sheetArea: number;
  /** Pane area / area of the sheets and remnants used, 0..1. */
  readonly yield: number;
}

export type GlassSheetIssue =
  | { readonly code: "pane_too_large"; readonly pane: string }
  | { readonly code: "sheet_too_small" };
