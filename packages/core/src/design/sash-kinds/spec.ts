// What one opening kind is (docs/architecture.md "Add a sash kind"): everything the design
// schema, the commands, the layout, the render model, the BOM, the toolbox and the designer's
// panel need to know about it, in one entry of the table in `table.ts`.
import type { FoldType, HingeSide, PathPoint, Point, Segment, SlideDirection } from "./plain-types.ts";

/** What a kind can do; the region that carries it follows from `slides` and `folds`. */
export type SashCapabilities = {
  /** False for a sash that does not open (a fixed sash). */
  opens: boolean;
  /** Where it hinges: on the side the sash names ("chosen"), always on one side, or nowhere. */
  hinge: "chosen" | HingeSide | null;
  /** Also tilts inward on its bottom edge. */
  tilts: boolean;
  /** A panel of a sliding group (a `slide` region), not a sash. */
  slides: boolean;
  /** A leaf of a folding group (a `fold` region), not a sash. */
  folds: boolean;
  /** Can be a French pair (a `doubleSash` region: two leaves meeting without a mullion). */
  pairs: boolean;
  /** Carries a handle. */
  handle: boolean;
};

/** The part types a sash-like ring is cut from. */
export type SashRing = "sash" | "doorLeaf" | "slideSash" | "foldLeaf";

/** How the layout makes its ring. */
export type SashLayoutRule = {
  /** The profile (part type) its ring is cut from. */
  ring: SashRing;
  /** What the passive leaf of a pair of this kind is ("self": the same kind). */
  passiveLeaf: "self" | "casement";
};

/**
 * A sash as the drawings see it: its outer polygon (canvas mm) and, when it has arcs, its exact
 * outline (`path`: its real corners); hinge side; a slide panel's track, whether it slides
 * (`active`) and the sides where it meets a panel on its own track (`meetings`).
 */
export type OpeningSash = {
  polygon: Point[];
  path?: readonly PathPoint[];
  hingeSide: HingeSide | null;
  track: number | null;
  active: boolean;
  meetings: readonly ("left" | "right")[];
};
/** An opening symbol: dashed hinge lines (DIN 1356 / GB convention) and solid arrows, canvas mm. */
export type OpeningSymbol = { dashed: Segment[]; solid: Segment[] };

/** A toolbox entry of the kind (its label: `toolbox.items.<key>` in the web's designer.json). */
export type SashToolboxEntry = {
  key: string;
  group: "sashes" | "slideFold";
  /** What the drop makes; the open type is the kind's own. */
  item:
    | { kind: "sash"; hingeSide: HingeSide }
    | { kind: "doubleSash" }
    | { kind: "slide"; tracks: number; panels: number; direction: SlideDirection }
    | { kind: "fold"; leaves: number; foldType: FoldType };
};

/** A field of the designer's sash form (`hingeSide` shows for a single sash, `active` for a pair). */
export type SashPanelField = "hingeSide" | "active" | "opening";

export type SashKindSpec = {
  /** The kind's name: an i18n key of the web's designer namespace. */
  name: string;
  capabilities: SashCapabilities;
  layout: SashLayoutRule;
  /** Its opening symbol, drawn by every output through the render model. */
  drawing: (sash: OpeningSash) => OpeningSymbol;
  /** The variables the series' formulas see for one of its sashes (docs/bom.md). */
  bom: { OPENTYPE: string };
  toolbox: readonly SashToolboxEntry[];
  /** The fields of the designer's sash form, in order, after the open type. */
  panelFields: readonly SashPanelField[];
};
