// The design model (DESIGN.md §3.1): a drawing as a JSON tree, all lengths in millimetres.
// Frame-local coordinates have their origin at the top-left of the frame's bounding box and
// y growing downward (like SVG). Mullion positions are absolute in frame coordinates, so the
// same model is reached whatever order it was edited in.
import type { LengthUnit } from "../units/length-units.ts";
import type { PairOpenType, SashOpenType } from "./sash-kinds/kinds.ts";
import type { FoldType, HingeSide, SlideDirection } from "./sash-kinds/plain-types.ts";

export {
  type OpeningKind,
  type PairOpenType,
  pairOpenTypes,
  type SashOpenType,
  sashOpenTypes,
} from "./sash-kinds/kinds.ts";

export const DESIGN_VERSION = 1 as const;

// ---------------------------------------------------------------- frame outlines
export type RectangleShape = { kind: "rectangle"; width: number; height: number };
/** Rectangle with a segmental arch on top; `rise` (mm) is the arch height above the springing line, ≤ width/2. */
export type ArchShape = { kind: "arch"; width: number; height: number; rise: number };
/** Flat bottom, vertical sides of different heights, sloped straight top. */
export type TrapezoidShape = { kind: "trapezoid"; width: number; leftHeight: number; rightHeight: number };
/** Flat bottom of `width`, apex at `apexX` from the left, `height` tall. */
export type TriangleShape = { kind: "triangle"; width: number; height: number; apexX: number };
export type CircleShape = { kind: "circle"; diameter: number };
/** A free convex polygon in frame coordinates (mm), listed clockwise on screen. */
export type PolygonShape = { kind: "polygon"; points: [number, number][] };
export type FrameShape =
  | RectangleShape
  | ArchShape
  | TrapezoidShape
  | TriangleShape
  | CircleShape
  | PolygonShape;
export const frameShapeKinds = ["rectangle", "arch", "trapezoid", "triangle", "circle", "polygon"] as const;
export type FrameShapeKind = (typeof frameShapeKinds)[number];

// ---------------------------------------------------------------- fills
export const shadeKinds = ["none", "internalBlind", "pleated", "roller"] as const;
export const holeTypes = ["none", "round", "square", "vent"] as const;
export type GlassFill = {
  type: "glass";
  /** Glass spec as written by the factory, e.g. "5+12A+5". */
  spec: string;
  frosted: boolean;
  /** Insulating gap in mm (0 for single glazing). */
  gap: number;
  shade: (typeof shadeKinds)[number];
  holeType: (typeof holeTypes)[number];
};
export type PanelFill = { type: "panel"; spec: string };
export type ShadeFill = { type: "shade"; spec: string };
export type ScreenFill = { type: "screen"; spec: string };
export type Fill = GlassFill | PanelFill | ShadeFill | ScreenFill;
export type FillType = Fill["type"];

// ---------------------------------------------------------------- sash hardware
export { type HingeSide, hingeSides } from "./sash-kinds/plain-types.ts";
export type Hinge = { type: string; count: number };
export type Handle = {
  type: string /** mm from the sash bottom to the handle centre; 0 = centred */;
  offset: number;
};
export type Lock = { type: string } | null;

// ---------------------------------------------------------------- regions
export type Mullion = {
  id: string;
  /** Centre line, absolute in frame coordinates (mm): x for vertical, y for horizontal mullions. */
  position: number;
};
export type SplitRegion = {
  kind: "split";
  id: string;
  /** "vertical" mullions divide left → right, "horizontal" top → bottom. */
  direction: "vertical" | "horizontal";
  /** Sorted by position; N mullions give N+1 children. */
  mullions: Mullion[];
  children: Region[];
};
export type SashRegion = {
  kind: "sash";
  id: string;
  openType: SashOpenType;
  /** casement left = hinged on the left. */
  hingeSide: HingeSide;
  opening: "inward" | "outward";
  hinge: Hinge;
  handle: Handle;
  lock: Lock;
  inner: Region;
};
/** Two leaves meeting without a mullion (French window/door); `meeting` is the meeting line x (frame mm). */
export type DoubleSashRegion = {
  kind: "doubleSash";
  id: string;
  openType: PairOpenType;
  opening: "inward" | "outward";
  meeting: number;
  active: "left" | "right";
  hinge: Hinge;
  handle: Handle;
  lock: Lock;
  left: { id: string; inner: Region };
  right: { id: string; inner: Region };
};
export type SlidePanel = {
  id: string /** 0 = outermost track */;
  track: number;
  fixed: boolean;
  inner: Region;
};
export type SlideRegion = {
  kind: "slide";
  id: string;
  /** 1 to 8 (SPEC §9). */
  tracks: number;
  direction: SlideDirection;
  /** Left to right. */
  panels: SlidePanel[];
};
export type FoldRegion = {
  kind: "fold";
  id: string;
  foldType: FoldType;
  opening: "inward" | "outward";
  leaves: { id: string; inner: Region }[];
};
export type FillRegion = { kind: "fill"; id: string; fill: Fill };
export type Region = SplitRegion | SashRegion | DoubleSashRegion | SlideRegion | FoldRegion | FillRegion;
export type RegionKind = Region["kind"];

// ---------------------------------------------------------------- canvas items
export type Frame = {
  id: string;
  /** Top-left of the frame's bounding box on the canvas, mm. */
  x: number;
  y: number;
  shape: FrameShape;
  seriesId: string;
  /** Face colour A (outside) and B (inside), colour codes or names as the factory writes them. */
  colors: { a: string; b: string };
  root: Region;
  /**
   * Height of the frame's bottom above the finished floor, mm; left out: 0 for a frame with a door
   * leaf, 900 for a window (design/sill-height.ts, docs/safety-glass.md).
   */
  sillHeight?: number;
  /**
   * A sill extension (add-on sill profile under the frame's sill) is ordered with the frame: the
   * series' `sillExtension` profile cut to the frame's width (docs/series.md "Sash bars and sill extensions"). Left
   * out: none.
   */
  sillExtension?: boolean;
};
export type Wall = { id: string; x: number; y: number; width: number; height: number };
/** A corner joiner (frames meeting at an angle) or a straight connector between two frames. */
export type Joiner = {
  id: string;
  kind: "corner" | "connector";
  frames: [string, string];
  /** Angle between the two frames in degrees (180 for a straight connector). */
  angle: number;
  /** Face width of the joining profile, mm. */
  width: number;
  profileCode: string;
};
/** Decorative (Georgian) bars laid over a fill region. */
export type DecorationBar = {
  id: string;
  frameId: string;
  regionId: string;
  /** Vertical and horizontal bars: `columns` × `rows` panes. */
  columns: number;
  rows: number;
  width: number;
  /**
   * Where the vertical (`xs`, columns − 1) and horizontal (`ys`, rows − 1) bars' centre lines sit,
   * as fractions (0–1) of the pane's daylight width and height, left to right and top to bottom;
   * absent (or not one per bar): evenly spaced. A glazing bar turned decorative keeps its place.
   */
  xs?: number[];
  ys?: number[];
};
export type FreeDimension = { id: string; from: [number, number]; to: [number, number]; offset: number };
export type Note = { id: string; at: [number, number]; text: string };

export type Design = {
  version: typeof DESIGN_VERSION;
  unit: { length: LengthUnit; digits: number };
  frames: Frame[];
  walls: Wall[];
  joiners: Joiner[];
  decorations: DecorationBar[];
  dimensions: FreeDimension[];
  notes: Note[];
};

/** An empty design in millimetres with no decimals. */
export function emptyDesign(): Design {
  return {
    version: DESIGN_VERSION,
    unit: { length: "mm", digits: 0 },
    frames: [],
    walls: [],
    joiners: [],
    decorations: [],
    dimensions: [],
    notes: [],
  };
}
