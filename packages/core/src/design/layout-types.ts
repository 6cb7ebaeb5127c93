// The output of layout(design, seriesGeometry): the only place geometry is computed
// (DESIGN.md §3.1). Polygons are in canvas millimetres (frame position already added).
// This shape is read by the BOM engine and the renderers: add fields, never rename.
import type { Deg, Mm } from "../units/branded.ts";
import type { FillType, HingeSide, OpeningKind } from "./model.ts";
import type { PathPoint, Point } from "./sash-kinds/plain-types.ts";
import { ownRoleParts, type PartType } from "./series-geometry.ts";

export type { PathPoint, Point, Segment } from "./sash-kinds/plain-types.ts";

export const memberRoles = ["frame", "mullion", "sash", "bead", ...ownRoleParts] as const;
export type MemberRole = (typeof memberRoles)[number];

/** Where a member sits on its ring: the outline edge it follows. */
export type MemberSide = "top" | "bottom" | "left" | "right" | "slope" | "arc" | "vertical" | "horizontal";

export type LayoutMember = {
  id: string;
  role: MemberRole;
  partType: PartType;
  profileCode: string;
  side: MemberSide;
  frameId: string;
  /** The sash / slide panel / fold leaf that owns this member, if any. */
  sashId: string | null;
  /** The region (split, sash, fill…) that produced it. */
  regionId: string;
  /** Outline of the member's visible face, canvas mm (arcs as polylines). */
  polygon: Point[];
  /** The same face exactly when it has arcs (bulged vertices, canvas mm): what CAD draws. */
  path?: PathPoint[];
  /** Cut length in mm: long point to long point on the outer edge; arcs: developed length of the outer arc. */
  length: Mm;
  /** Angle between the member axis and the cut at its start / end, degrees: 45 mitre, 90 square butt. */
  startAngle: Deg;
  endAngle: Deg;
  /** Whether the member is bent (arch and circle members). */
  curved: boolean;
  /** Short point to short point, mm: the inner edge of a ring member, the shorter face of a bar. */
  innerLength: Mm;
  /**
   * Length on the profile's centre line between its end cuts, mm. For a curved member this is
   * its developed length: the length of straight profile the bender turns into the arc.
   */
  centreLength: Mm;
  /** Radius of the outer edge of a curved member, mm; 0 when straight. */
  radius: Mm;
  /** Angle a curved member turns through, degrees; 0 when straight. */
  sweep: Deg;
  /** Face width drawn (the series' face width of its part type), mm. */
  faceWidth: Mm;
};

/** One edge of a glass template: a straight cut, or an arc of `radius` (centre inside the pane). */
export type TemplateEdge = { from: Point; to: Point; length: Mm; radius?: Mm };
/**
 * The cut shape of a pane as a workshop template: its edges in mm from the top-left corner of
 * its bounding box (y down), clockwise, with their lengths (and radii for arcs).
 */
export type GlassTemplate = { width: Mm; height: Mm; edges: TemplateEdge[] };

export type LayoutOpening = {
  /** The leaf region's id. */
  id: string;
  frameId: string;
  sashId: string | null;
  /** Visible (daylight) outline, canvas mm. */
  polygon: Point[];
  /** Bounding size of the daylight outline, mm. */
  clearWidth: Mm;
  clearHeight: Mm;
  /**
   * What the opening rests on: the ring around it (its frame or sash), a transom of the frame
   * (`mullion`) or a horizontal glazing bar of its sash (`sashBar`): what drains it.
   */
  bottom: "frame" | "sash" | "mullion" | "sashBar";
};

export type SashKind = "sash" | "doubleSashLeaf" | "slidePanel" | "foldLeaf";
export type LayoutSash = {
  id: string;
  kind: SashKind;
  frameId: string;
  /** The region id that holds the sash (sash, doubleSash, slide or fold region). */
  regionId: string;
  openType: OpeningKind;
  hingeSide: HingeSide | null;
  /** Slide track (0 = outermost) or null. */
  track: number | null;
  /** False for the passive leaf of a double sash and a fixed slide panel; true otherwise. */
  active: boolean;
  /**
   * Interlock (hook) stiles of a slide panel: one on each side where it meets a panel on another
   * track (1 at an end of the group, 2 in the middle); 0 for other sashes.
   */
  interlocks: number;
  /**
   * The sides where a slide panel meets a panel on its own track, at a meeting stile (the two
   * cannot pass each other); empty for other sashes.
   */
  meetings: readonly ("left" | "right")[];
  /** Opens into the room (a sash or French leaf with opening "inward"); false for outward, slide and fold. */
  inward: boolean;
  polygon: Point[];
  /** The outer outline exactly when it has arcs (bulged vertices, canvas mm): its real corners. */
  path?: PathPoint[];
  outerWidth: Mm;
  outerHeight: Mm;
  /** Exact outer perimeter of the sash (arcs by their developed length), mm: what its seals run round. */
  perimeter: Mm;
};

export type LayoutFill = {
  id: string;
  frameId: string;
  sashId: string | null;
  kind: FillType;
  spec: string;
  /** Cut size of the glass/panel (bounding size when shaped), mm. */
  width: Mm;
  height: Mm;
  /** Area of the cut shape in m² (mm² / 1e6). */
  area: number;
  /** True when the cut shape is not a rectangle (arch, trapezoid…). */
  shaped: boolean;
  /** Visible (daylight) outline, canvas mm (arcs sampled: draw with it, measure with the fields below). */
  polygon: Point[];
  /** The daylight outline exactly when it has arcs (bulged vertices, canvas mm): what CAD draws. */
  path?: PathPoint[];
  /** Exact bounding size of the daylight outline (arcs measured, not sampled), mm. */
  daylightWidth: Mm;
  daylightHeight: Mm;
  /** Exact daylight area, m². */
  daylightArea: number;
  /** Exact daylight perimeter (arcs by their developed length), mm: what a glazing gasket runs round. */
  daylightPerimeter: Mm;
  /** The cut shape: daylight outline moved out by each edge's own bite (join table). */
  template: GlassTemplate;
};

export type LayoutFrame = {
  id: string;
  seriesId: string;
  /** Canvas top-left, mm. */
  x: number;
  y: number;
  width: Mm;
  height: Mm;
  outline: Point[];
  mullionCount: number;
  sashCount: number;
  /** Largest slide track count in the frame (0 without slide groups). */
  trackCount: number;
  /** Outline area in m². */
  area: number;
  /** Exact outer perimeter (arcs by their developed length), mm. */
  perimeter: Mm;
  /** Height of the frame's bottom above the finished floor, mm (design/sill-height.ts). */
  sillHeight: Mm;
  /** A sill extension is ordered with the frame (design `sillExtension`). */
  sillExtension: boolean;
};

export type Layout = {
  frames: LayoutFrame[];
  members: LayoutMember[];
  openings: LayoutOpening[];
  sashes: LayoutSash[];
  fills: LayoutFill[];
};
