// Demo series: 60 mm uPVC casement (inward opening) with galvanised steel reinforcement,
// welded mitred frames and sashes (+3 mm weld allowance per welded end), mechanically
// jointed mullions, 5800 mm bars. Sources of each rule are in docs/series.md.
import { demoSeriesInput } from "./build.ts";
import * as casement from "./casement.ts";
import pvc60 from "./figures/pvc60.json" with { type: "json" };
import { demoCasementFigures } from "./figures.ts";
import {
  addonRow,
  anchorRow,
  BENT,
  bentRow,
  COT_ENDS,
  holeRow,
  memberCutRow,
  memberRow,
  PANE_ROWS,
  sillExtensionRow,
  squareCutRow,
  straightAndBentRows,
} from "./rows.ts";
import { DEMO_WORDS, type DemoWords } from "./words/index.ts";

/**
 * A welded member: its length plus the weld allowance of each welded end — not of an end cut
 * square at a joint too acute to weld (`ACUTE`: coped onto a connector, docs/series.md).
 */
const WELDED = "L + (2 - ACUTE) * WELD";
const WELDED_BENT = `${BENT} + 2 * WELD`;
/** Steel in a frame member: the member's short-point length less STEEL_GAP at each end. */
const FRAME_STEEL = `L - FRAME_FACE * ${COT_ENDS} - 2 * STEEL_GAP`;
const SASH_STEEL = `L - SASH_FACE * ${COT_ENDS} - 2 * STEEL_GAP`;
const DOOR_STEEL = `L - DOOR_FACE * ${COT_ENDS} - 2 * STEEL_GAP`;
/**
 * Steel in a bent member is bent with it: its developed length on the profile's centre line
 * (`LC`, like the bent profile), from half a face (the centre line's share of the mitre) short of
 * each end's short point, less STEEL_GAP at each end. On a straight member this is the same
 * length as FRAME_STEEL (LC = L − face / 2 × the cotangents).
 */
const bentSteelFitted = (face: string) => `LC - ${face} / 2 * ${COT_ENDS} - 2 * STEEL_GAP`;
/** The bar the bender needs for it: the fitted steel plus a bending tail at each end (as `BENT`). */
const bentSteelBar = (face: string) => `${bentSteelFitted(face)} + 2 * BEND_TAIL`;
/** The steel a member holds, straight or bent, for its screw count. */
const fittedSteel = (face: string, straight: string) =>
  `if(CURVED = 1, ${bentSteelFitted(face)}, ${straight})`;
/** Mullion steel: square-cut, 10 mm short of the mullion's short point at each end. */
const MULLION_STEEL = `L - MULLION_FACE * ${COT_ENDS} - 20`;
/** Sash bar steel: the same rule on the sash bar's face. */
const SASH_BAR_STEEL = `L - SASH_BAR_FACE * ${COT_ENDS} - 20`;
/** Steel screws: the first SCREW_END from each end of the steel, then at most SCREW_PITCH apart. */
const screws = (steel: string) => `ceil((${steel} - 2 * SCREW_END) / SCREW_PITCH) + 1`;

/**
 * The steel of frame, sash and door leaf members (`condition`): its profile, the member's face and
 * its straight length. A door frame's threshold is aluminium and takes none.
 */
const STEEL = {
  frame: {
    condition: "ROLE = 'frame' and (DOOR = 0 or SIDE <> 'bottom')",
    code: "GC-F",
    face: "FRAME_FACE",
    straight: FRAME_STEEL,
    bentName: "frameSteelBent",
  },
  sash: {
    condition: casement.SASH_MEMBER,
    code: "GC-S",
    face: "SASH_FACE",
    straight: SASH_STEEL,
    bentName: "sashSteelBent",
  },
  door: {
    condition: casement.DOOR_LEAF_MEMBER,
    code: "GC-D",
    face: "DOOR_FACE",
    straight: DOOR_STEEL,
    bentName: "doorSteelBent",
  },
} as const;
/**
 * The steel in each member of a role, square-cut: straight, or bent with a bent member and cut
 * from the bar the bender needs; and the screws fixing it.
 */
const steelRows = (w: DemoWords, prefix: string, role: keyof typeof STEEL) => {
  const { condition, code, face, straight, bentName } = STEEL[role];
  const square = { colour: w.colours.galvanised, angleA: "90", angleB: "90" };
  return [
    { ...memberRow(`${prefix}-steel`, condition, code, straight), ...square },
    {
      ...bentRow(`${prefix}-steel-bent`, condition, code, w.rows[bentName], bentSteelBar(face)),
      ...square,
    },
    addonRow(`${prefix}-steel-screws`, "LS-STEEL", screws(fittedSteel(face, straight)), {
      scope: "member",
      condition,
    }),
  ];
};
/** The mullions: a row for each. */
const MULLIONS = { scope: "member", condition: "PART = 'mullion'" } as const;
/** The sash bars (glazing bars dividing a sash): a row for each. */
const SASH_BARS = { scope: "member", condition: "PART = 'sashBar'" } as const;

/**
 * The rows of one sash or French-window leaf (welded, reinforced, beaded): a window sash of the
 * Z-sash K60-S, a door leaf of the door leaf K60-D with its own steel.
 */
function sashRows(w: DemoWords, prefix: string) {
  return [
    ...straightAndBentRows(prefix, casement.SASH_MEMBER, "K60-S", w.rows.pvc60SashBent, WELDED, WELDED_BENT),
    ...steelRows(w, prefix, "sash"),
    ...straightAndBentRows(
      `${prefix}-door`,
      casement.DOOR_LEAF_MEMBER,
      "K60-D",
      w.rows.pvc60DoorLeafBent,
      WELDED,
      WELDED_BENT,
    ),
    ...steelRows(w, `${prefix}-door`, "door"),
    // per layout bead member: each light of a divided sash, each side of a shaped light
    ...straightAndBentRows(`${prefix}-bead`, "ROLE = 'bead'", "K60-YS", w.rows.pvc60SashBeadBent),
  ];
}

const figures = demoCasementFigures(pvc60);

/** The PVC60 casement in the words of one language. */
export const upvcCasement = (w: DemoWords) =>
  demoSeriesInput(w, figures, {
    frame: {
      rows: [
        // Every frame member at its own length and end angles plus the weld allowance of its
        // two welded ends; an arch head is a bent line.
        memberRow("frame", casement.WINDOW_FRAME, "K60-F", WELDED),
        bentRow("frame-bent", "ROLE = 'frame'", "K60-F", w.rows.pvc60FrameBent, WELDED_BENT),
        // a door's frame: a threshold instead of the welded sill; the head welded at both ends,
        // each jamb at its head end only (square at the floor)
        ...casement.doorFrameRows("K60-F", "K60-T", WELDED, "L + WELD"),
        addonRow("threshold-ends", "TC-60", "2", { condition: "DOOR = 1" }),
        // Steel stops STEEL_GAP short of the mitre's short point at each end (clear of the weld)
        ...steelRows(w, "frame", "frame"),
        memberCutRow("mullion", "PART = 'mullion'", "K60-Z", "L + 2 * MULLION_INSERT"),
        {
          ...squareCutRow("mullion-steel", "GC-Z", MULLION_STEEL, "1", MULLIONS),
          colour: w.colours.galvanised,
        },
        addonRow("mullion-steel-screws", "LS-STEEL", screws(MULLION_STEEL), MULLIONS),
        addonRow("mullion-connector", "ZJ-PVC", "2", MULLIONS),
        // a bar dividing a sash: the sash bar with its own steel and connectors, milled like a mullion
        memberCutRow("sash-bar", "PART = 'sashBar'", "K60-SZ", "L + 2 * MULLION_INSERT"),
        {
          ...squareCutRow("sash-bar-steel", "GC-Z", SASH_BAR_STEEL, "1", SASH_BARS),
          colour: w.colours.galvanised,
        },
        addonRow("sash-bar-steel-screws", "LS-STEEL", screws(SASH_BAR_STEEL), SASH_BARS),
        addonRow("sash-bar-connector", "ZJ-PVC-S", "2", SASH_BARS),
        // fixing anchors along every frame member, and the sill extension where ordered
        anchorRow("AN-PVC"),
        sillExtensionRow("K60-SE"),
        // per layout bead member: each side of each light its own length and cut
        ...straightAndBentRows(
          "fixed-bead",
          "ROLE = 'bead' and INSASH = 0",
          "K60-YB",
          w.rows.pvc60GlazingBeadBent,
        ),
      ],
    },
    // the passive leaf of a pair carries the flying mullion (meeting stile) and flush bolts
    ...casement.sashes((prefix) => sashRows(w, prefix), { id: "flying-mullion", code: "K60-M" }, "TX-PVC"),
    glass: {
      rows: [
        ...PANE_ROWS,
        addonRow("packers", "DK-01", "if(DW > 1000, 8, 6)"),
        // co-extruded: measured like any gasket, ordered with the beads (no line of its own)
        addonRow("glazing-gasket", "JT-PVC", "ceil(2 * DPERIMETER, 1)"),
      ],
    },
    hardware: {
      rows: [
        // the set of the series' table that carries the sash (HWSET): tilt-turn (the tilt-turn
        // set), side-hung turn-only (a hinge pair: corner hinge and stay hinge), top-hung (a pair
        // of friction stays on the jambs), bottom-hung (the tilt-only set: bottom hinges, scissor stay)
        // a door leaf: the table's uPVC door hinges, its lock and levers (CASEMENT_DOOR)
        // the seal the sash closes on is co-extruded: no line of its own
        ...casement.hardwareRows(figures.casement),
      ],
    },
    // every cell drains into what it rests on: the sill, or a transom for a cell above one
    // (the slots on the outside face under weep caps), and a sash's lite above a sash bar; each
    // sash drains through its own bottom rail
    ...casement.machiningTabs(w, figures.casement, [
      holeRow("sash-drain", "PS-5x25", w.rows.sashDrain5x25, "2", { scope: "sash" }),
    ]),
    wage: {
      rows: [
        // one welded corner per frame and sash member (a closed ring has as many corners as
        // members), less the corners too acute to weld (coped on connectors: half a corner per end)
        {
          id: "welding",
          kind: "cost",
          scope: "member",
          condition: "ROLE = 'frame' or ROLE = 'sash'",
          name: w.rows.weldingCleaning,
          calc: "piece",
          quantity: "1 - ACUTE / 2",
          price: "3",
        },
        { id: "assembly", kind: "cost", name: w.rows.assembly, calc: "area", price: "28" },
      ],
    },
    cost: {
      rows: [{ id: "overhead", kind: "cost", name: w.rows.overhead, calc: "fixed", value: "20" }],
    },
  });

/** The PVC60 casement in en-US (DEMO_SERIES, docs/examples). */
export const upvcCasementSeries = upvcCasement(DEMO_WORDS["en-US"]);
