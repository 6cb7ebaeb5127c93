// The profile geometry a layout needs from a product series (series/geometry.ts reads it from a
// series); DEFAULT_SERIES_GEOMETRY holds the documented defaults of a window drawn without one
// (docs/layout.md). Keep names stable: the BOM reads them.
import type { Series } from "../series/schema.ts";
import type { JointStyle, PartType } from "./part-types.ts";
import type { OpeningKind } from "./sash-kinds/kinds.ts";

export { type JointStyle, jointStyles, ownRoleParts, type PartType, partTypes } from "./part-types.ts";

/** One row of the cross-section join table (SPEC §3): how `profileFrom` sits on `profileTo`. */
export type JoinEntry = {
  /** Profile code, or "glass" / "sashGlass" for glass entries. */
  profileFrom: string;
  profileTo: string;
  /** mm the `from` part reaches past the visible inner edge of the `to` part, before the offset. */
  crossValue: number;
  /** mm taken back from crossValue (clearance / seal gap). Effective overlap = crossValue − offsetValue. */
  offsetValue: number;
};

export type SeriesGeometry = {
  /** Visible face width of each part type in the drawing, mm. */
  faceWidths: Record<PartType, number>;
  /** Profile code used for each part type. */
  profileCodes: Record<PartType, string>;
  /** mm a sash (or slide panel, fold leaf) overlaps the frame or mullion around its opening, when no join entry says otherwise. */
  sashOverlap: number;
  /**
   * mm adjacent slide panels on different tracks overlap at their interlocks. Two panels on one
   * track cannot pass each other: they meet at meeting stiles, overlapping by the join row
   * meeting stile → meeting stile (none: they butt, 0).
   */
  interlockOverlap: number;
  /** mm the two leaves of a double sash overlap at the meeting stiles. */
  meetingOverlap: number;
  /** Gap between fold leaves, mm. */
  foldGap: number;
  /** Glass rebate depth past the visible profile edge (mm), when no join entry says otherwise. */
  glassBite: number;
  /** Clearance between the glass edge and the rebate bottom, mm. Glass = clear + 2 × (bite − clearance). */
  glassClearance: number;
  /** Smallest clear opening (mm) a cell may have; sash cells also need room for two sash faces. */
  minClear: number;
  /** Cross-section join table; an entry overrides sashOverlap / glassBite − glassClearance for its pair. */
  joins: JoinEntry[];
  /** Corners of the frame ring (default mitre). */
  frameJoint?: JointStyle;
  /** Corners of sash, slide panel and fold leaf rings (default mitre). */
  sashJoint?: JointStyle;
  /**
   * The frame colours the series offers, in its own words (series/colours.ts); a new frame is
   * made in the first. None when drawn without a series.
   */
  colours?: readonly string[];
  /**
   * The opening kinds the series builds (series/kinds.ts); a design using another is refused.
   * None when drawn without a series: every kind is drawn.
   */
  builds?: readonly OpeningKind[];
  /**
   * The series' sill extension profile code, "" when it has none (a frame asking for one is then
   * refused). None when drawn without a series: any frame may ask for one.
   */
  sillExtension?: string;
  /**
   * Section depth (front to back, mm) of each part type's profile: what the 3D scene extrudes
   * (scene/planes.ts). Left out, a part type is as deep as DEFAULT_PART_DEPTHS says.
   */
  depths?: Partial<Record<PartType, number>>;
  /**
   * Where each part type's section starts, mm in from the outside face of the frame (the 3D
   * scene's planes). Left out, the scene's rule places it (scene/planes.ts).
   */
  planes?: Partial<Record<PartType | "glass", number>>;
  /**
   * The DXF sections of the series' profiles by profile code (`profiles[].sectionDxf`): the 3D
   * scene reads each (series/section/profile-section.ts) and sweeps it along the members cut from
   * the profile. A profile left out is the rectangle of its face width × depth. Kept as text here:
   * reading one takes the DXF parser, which only the 3D scene needs.
   */
  sectionDxf?: Readonly<Record<string, string>>;
  /**
   * The series' folding-door kit (series/fold-kit.ts): its fold tab cut down to the rows of
   * hinges, rollers, locks, handles and tracks. The 3D scene evaluates it per frame with the BOM
   * engine to draw the fold hardware the BOM lists. None when drawn without a series, or when the
   * series fits no fold hardware.
   */
  foldKit?: Series;
};

/**
 * A profile's cross-section in mm: `u` across the visible face, 0 on the member's outer edge (a
 * ring member's edge toward the outside of its ring, a bead's edge against its ring) to `width`
 * on its inner edge; `z` front to back, 0 on the face toward the outside of the building to
 * `depth` on the room face. The outer outline runs counter-clockwise (u right, z up), each hole
 * (a chamber, a thermal break's gap) clockwise.
 */
export type ProfileSection = {
  width: number;
  depth: number;
  outer: readonly (readonly [u: number, z: number])[];
  holes: readonly (readonly (readonly [u: number, z: number])[])[];
};

/** The section of a profile drawn without one: its face width × depth. */
export const rectangleSection = (width: number, depth: number): ProfileSection => ({
  width,
  depth,
  outer: [
    [0, 0],
    [width, 0],
    [width, depth],
    [0, depth],
  ],
  holes: [],
});

/** Section depths of a window drawn without a series (a 60 mm system), mm. */
export const DEFAULT_PART_DEPTHS: Record<PartType, number> = {
  frame: 60,
  mullion: 60,
  sashBar: 60,
  sash: 68,
  doorLeaf: 68,
  fixedBead: 20,
  sashBead: 20,
  slideSash: 40,
  slideRail: 20,
  interlock: 40,
  meetingStile: 40,
  foldLeaf: 68,
  decoration: 10,
  joiner: 60,
};

export const DEFAULT_PROFILE_CODES: Record<PartType, string> = {
  frame: "F001",
  mullion: "Z001",
  sashBar: "Z002",
  sash: "S001",
  doorLeaf: "M001",
  fixedBead: "Y002",
  sashBead: "Y001",
  slideSash: "S101",
  slideRail: "R101",
  interlock: "G101",
  meetingStile: "M101",
  foldLeaf: "S201",
  decoration: "D001",
  joiner: "J001",
};

/** Defaults documented in docs/layout.md; the join rows follow SPEC §3's example (S001→F001 cross 26 offset 17). */
export const DEFAULT_SERIES_GEOMETRY: SeriesGeometry = {
  faceWidths: {
    frame: 60,
    mullion: 80,
    sashBar: 80,
    sash: 70,
    doorLeaf: 70,
    fixedBead: 20,
    sashBead: 20,
    slideSash: 60,
    slideRail: 20,
    interlock: 30,
    meetingStile: 40,
    foldLeaf: 70,
    decoration: 20,
    joiner: 40,
  },
  profileCodes: DEFAULT_PROFILE_CODES,
  sashOverlap: 9,
  interlockOverlap: 30,
  meetingOverlap: 10,
  foldGap: 4,
  glassBite: 14,
  glassClearance: 3,
  minClear: 100,
  joins: [
    { profileFrom: "S001", profileTo: "F001", crossValue: 26, offsetValue: 17 },
    { profileFrom: "S001", profileTo: "Z001", crossValue: 26, offsetValue: 17 },
    { profileFrom: "glass", profileTo: "F001", crossValue: 19.5, offsetValue: 8.5 },
    { profileFrom: "glass", profileTo: "Z001", crossValue: 19.5, offsetValue: 8.5 },
    { profileFrom: "sashGlass", profileTo: "S001", crossValue: 19.5, offsetValue: 8.5 },
  ],
};

/** The part a bar is cut from: a frame mullion, or a sash bar inside a sash (`sashId` its sash). */
export const barPart = (sashId: string | null): "mullion" | "sashBar" =>
  sashId === null ? "mullion" : "sashBar";

/** Effective overlap (mm) of `from` on `to`: crossValue − offsetValue from the join table, else `fallback`. */
export function joinOverlap(geometry: SeriesGeometry, from: string, to: string, fallback: number): number {
  for (const j of geometry.joins) {
    if (j.profileFrom === from && j.profileTo === to) return j.crossValue - j.offsetValue;
  }
  return fallback;
}

/** Resolves a frame's series id to its geometry. */
export type SeriesGeometrySource = SeriesGeometry | ((seriesId: string) => SeriesGeometry);
