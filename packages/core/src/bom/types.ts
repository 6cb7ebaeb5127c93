// BOM lines and the BOM of an order. Lengths mm, areas m², weights kg, money integer fen.
import type { GlassTemplate } from "../design/layout-types.ts";
import type { Value } from "../formula/ast.ts";
import type { FormulaError } from "../formula/errors.ts";
import type { SafetyRule } from "../glass/safety-zones.ts";
import type { FormulaTab } from "../series/schema.ts";
import type { WorkshopLink } from "../workshop/links.ts";

/** Where a line came from: enough for the product-test screen to show the row and its inputs. */
export interface LineSource {
  /** Index of the window in the order. */
  readonly window: number;
  /** Layout element id (frame, member, sash or fill). */
  readonly element: string;
  readonly tab: FormulaTab;
  readonly rowId: string;
  /** Variables the row saw; only when the BOM was asked to trace. */
  readonly vars?: Readonly<Record<string, Value>>;
}

interface LineBase {
  /** Pieces (or units) over the whole order: per-window count × window count, merged. */
  count: number;
  sources: LineSource[];
}

/**
 * An end of a profile piece too acute to mitre (docs/series.md "Acute joints"): the saw cuts it
 * at the line's angle (90°, square) where the layout's joint was `joint` degrees, and the piece
 * is butted or coped onto an angle cleat there, as the series says.
 */
export interface AcuteEnd {
  /** Which of the line's ends: angleA or angleB. */
  readonly end: "A" | "B";
  /** The end's angle as laid out (what a mitre would have been), degrees. */
  readonly joint: number;
  readonly style: "butt" | "coped";
}

export interface ProfileLine extends LineBase {
  readonly category: "profile";
  readonly code: string;
  readonly name: string;
  readonly colour: string;
  /** Cut length, mm. */
  readonly length: number;
  /** End cut angles, degrees. */
  readonly angleA: number;
  readonly angleB: number;
  /** The ends cut square under the series' minimum mitre angle, when any (the cut list says so). */
  readonly acuteEnds?: readonly AcuteEnd[];
  readonly optimize: boolean;
  readonly stockLength: number;
  /** kg for all pieces. */
  weight: number;
  /** fen for all pieces. */
  amount: number;
}

export interface GlassLine extends LineBase {
  readonly category: "glass";
  readonly spec: string;
  readonly name: string;
  readonly width: number;
  readonly height: number;
  /**
   * Shaped panes only: the cut shape (daylight moved out by each edge's bite) as a template,
   * edges in mm from its bounding box's top-left with lengths and arc radii. Its size is the
   * fill's GW × GH; the line's width × height is what the row ordered.
   */
  readonly template?: GlassTemplate;
  /**
   * The annealed make-up drawn that this line's safety build-up replaces: the pane is in a safety
   * zone and the series offers the same make-up toughened or laminated (docs/safety-glass.md).
   */
  readonly replaces?: string;
  /** m² for all pieces. */
  area: number;
  weight: number;
  amount: number;
}

export interface AddonLine extends LineBase {
  readonly category: "addon";
  readonly code: string;
  readonly name: string;
  readonly colour: string;
  readonly unit: string;
  /** fen per unit. */
  readonly unitPrice: number;
  amount: number;
}

export interface HoleLine extends LineBase {
  readonly category: "hole";
  readonly process: "drilling" | "drainage" | "milling";
  readonly code: string;
  readonly name: string;
}

export interface MoneyLine extends LineBase {
  readonly category: "quote" | "cost" | "wage" | "retailQuote";
  readonly name: string;
  /** wage: the workshop link the row pays (the series row's key), when it names one. */
  readonly link?: WorkshopLink;
  /** Quantity the price applies to (m², m, kg or pieces), summed over merged lines. */
  quantity: number;
  /** fen per unit of quantity (0 for fixed amounts). */
  readonly unitPrice: number;
  amount: number;
}

export type BomLine = ProfileLine | GlassLine | AddonLine | HoleLine | MoneyLine;

export interface BomError {
  readonly window: number;
  readonly element: string;
  readonly tab: FormulaTab;
  readonly rowId: string;
  readonly field: string;
  readonly error: FormulaError;
}

export interface BomTotals {
  /** Metres of profile. */
  readonly profileLength: number;
  readonly profilePieces: number;
  readonly profileWeight: number;
  readonly glassArea: number;
  readonly glassWeight: number;
  readonly glassPieces: number;
  /** fen by category: material (profile + glass + addon), quote, cost, wage, retailQuote. */
  readonly material: number;
  readonly quote: number;
  readonly cost: number;
  readonly wage: number;
  readonly retailQuote: number;
}

/** An annealed pane in a safety zone (docs/safety-glass.md): a warning on the BOM. */
export interface SafetyFinding {
  readonly window: number;
  /** The fill's layout id, and its frame's. */
  readonly element: string;
  readonly frameId: string;
  /** The pane's number in its window's drawing (layout order, from 1), as the designer counts it. */
  readonly pane: number;
  readonly rules: readonly SafetyRule[];
  /** Its lowest visible point above the floor, mm. */
  readonly lowerEdge: number;
  /** The annealed make-up drawn. */
  readonly drawn: string;
  /** The safety build-up ordered instead, when the series offers one of the same make-up. */
  readonly ordered?: string;
}

export interface Bom {
  readonly profiles: ProfileLine[];
  readonly glass: GlassLine[];
  readonly addons: AddonLine[];
  readonly holes: HoleLine[];
  readonly money: MoneyLine[];
  readonly totals: BomTotals;
  /** Rows that could not be evaluated for some element (the line is left out). */
  readonly errors: BomError[];
  /** Annealed panes in safety zones, per window (not multiplied by its count). */
  readonly safety: SafetyFinding[];
}
