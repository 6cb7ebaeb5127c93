// The names of a series' part types and joint styles: what both the series' schema and the layout's
// geometry (series-geometry.ts, which re-exports them) read, in a file of their own so the schema
// does not import the geometry that names the schema's Series.

/**
 * The part types a layout member of the same role is cut from: the slide, fold, decoration and
 * joining members (their role and part type are one name; memberRoles lists them too).
 */
export const ownRoleParts = [
  "slideRail",
  "interlock",
  "meetingStile",
  "foldLeaf",
  "decoration",
  "joiner",
] as const;

export const partTypes = [
  "frame",
  "mullion",
  "sashBar",
  "sash",
  "doorLeaf",
  "fixedBead",
  "sashBead",
  "slideSash",
  ...ownRoleParts,
] as const;
/**
 * Part types as in SPEC §3 "profile codes by part type" plus the slide/fold/decoration parts. A
 * `sashBar` is a glazing bar dividing a sash (a mullion or transom drawn inside a sash): cut from
 * the series' sash-bar profile, never from the frame mullion (docs/series.md).
 */
export type PartType = (typeof partTypes)[number];

/**
 * How a ring's corners are joined: `mitre` (each end cut at half the corner, 45° on a square
 * corner) or `butt` (square corners: the vertical members run through, the horizontals are
 * cut square between them; corners that are not square stay mitred).
 */
export const jointStyles = ["mitre", "butt"] as const;
export type JointStyle = (typeof jointStyles)[number];
