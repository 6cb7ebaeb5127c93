// The variables each row scope exposes (names upper-case; formulas may use any case).
// docs/bom.md explains each one; the BOM engine fills exactly these.
import type { RowScope } from "./schema.ts";

/** Every scope sees the frame's variables. Lengths mm, areas m², perimeter m. */
export const FRAME_VARIABLES = [
  "W", // frame outer width, mm
  "H", // frame outer height, mm
  "AREA", // frame outline area, m²
  "PERIMETER", // frame outer perimeter, m
  "MULLIONS", // mullions in the frame
  "SASHES", // sashes, slide panels and fold leaves in the frame
  "TRACKS", // most slide tracks in the frame (0 without sliding parts)
  "PANELS", // slide panels in the frame
  "FILLS", // glass/panel fills in the frame
  "FIXED", // fills not inside a sash (fixed lights)
  "COLOUR", // face colour A (outside)
  "COLOUR_B", // face colour B (inside)
  "DOOR", // 1 when a door leaf hangs in the frame: its sill is a threshold
  "SILL_EXT", // 1 when a sill extension is ordered with the frame (design `sillExtension`)
  "LEAVES", // fold leaves in the frame
  "FOLDS", // folding groups in the frame (LEAVES − FOLDS fold joints)
] as const;

export const SCOPE_VARIABLES: Readonly<Record<RowScope, readonly string[]>> = {
  frame: FRAME_VARIABLES,
  member: [
    ...FRAME_VARIABLES,
    "L", // member cut length, mm (outer edge, long point to long point)
    "A1", // start cut angle, degrees (90 at an end too acute to mitre: the series' acuteJoint)
    "A2", // end cut angle, degrees
    "ACUTE", // ends cut square at a joint too acute to mitre (0, 1 or 2): one angle cleat each
    "ROLE", // 'frame', 'mullion', 'sash', 'bead', 'slideRail', 'interlock', 'foldLeaf', …
    "PART", // part type of the member's profile
    "SIDE", // 'top', 'bottom', 'left', 'right', 'vertical', 'horizontal', 'slope', 'arc'
    "PCODE", // profile code the layout used
    "CURVED", // 1 for bent members
    "INSASH", // 1 when the member belongs to a sash
    "LI", // short point to short point, mm (inner edge of a ring member, shorter face of a bar)
    "LC", // length on the profile's centre line, mm; for a bent member its developed length
    "RADIUS", // outer radius of a bent member, mm (0 when straight)
    "SWEEP", // angle a bent member turns through, degrees (0 when straight)
    "FACE", // face width of the member's profile, mm
  ],
  sash: [
    ...FRAME_VARIABLES,
    "SW", // sash outer width, mm (after the tab's sash width formula)
    "SH", // sash outer height, mm
    "LSW", // sash outer width from the layout, mm
    "LSH", // sash outer height from the layout, mm
    "OPENTYPE", // the kind's `bom.OPENTYPE` in design/sash-kinds/table.ts ('casement', 'slide', …)
    "HINGE", // 'left', 'right', 'top', 'bottom' or ''
    "TRACK", // slide track (0 = outermost), -1 when not sliding
    "SASHKIND", // 'sash', 'doubleSashLeaf', 'slidePanel', 'foldLeaf'
    "ACTIVE", // 0 for the passive leaf of a double sash and a fixed slide panel, else 1
    "INTERLOCKS", // interlock (hook) stiles of a slide panel: one per side meeting a panel on another track
    "MEETINGS", // meeting stiles of a slide panel: one per side meeting a panel on its own track
    "INWARD", // 1 when the sash or leaf opens into the room, 0 outward, sliding or folding
    "WEIGHT", // kg: the sash's members × their profiles' kg/m and its panes × their glass kg/m²
    "HWSET", // code of the series' hardware set that carries the sash (hardwareSets), '' when none applies or fits
    "SPERIMETER", // sash outer perimeter, m (arcs by their true length): what its weather seal runs round
  ],
  fill: [
    ...FRAME_VARIABLES,
    "GW", // glass/panel cut width from the layout, mm
    "GH", // glass/panel cut height from the layout, mm
    "GAREA", // cut area from the layout, m²
    "DW", // daylight (visible) width, mm (exact: arcs measured, not sampled)
    "DH", // daylight height, mm
    "DAREA", // daylight area, m²
    "DPERIMETER", // daylight perimeter, m (arcs by their true length, slopes by theirs): the glazing gasket's run
    "INSASH", // 1 when the fill sits in a sash
    "SW", // outer size of that sash, mm (0 for fixed lights)
    "SH",
    "SPEC", // fill spec as drawn, e.g. '5+12A+5'
    "FILLTYPE", // 'glass', 'panel', 'shade', 'screen'
    "SHAPED", // 1 when the cut shape is not a rectangle
  ],
  opening: [
    ...FRAME_VARIABLES,
    "OW", // clear (daylight) opening width, mm
    "OH", // clear opening height, mm
    "INSASH",
    "BOTTOM", // what the opening rests on: 'frame', 'sash' (its ring), 'mullion' (a transom) or 'sashBar' (a glazing bar of its sash)
  ],
};
