// Demo series: 60 mm uPVC casement (inward opening) with galvanised steel reinforcement,
// welded mitred frames and sashes (+3 mm weld allowance per welded end), mechanically
// jointed mullions, 5800 mm bars. Sources of each rule are in docs/series.md.

import { demoSeriesInput } from "./build.ts";
import {
  ANCHOR_PARAMETERS,
  addonRow,
  anchorRow,
  BENT,
  bentRow,
  COT_ENDS,
  casementDoorAccessories,
  casementHardwareRows,
  casementMachiningTabs,
  casementSashes,
  DEFAULT_OVERLAPS,
  DOOR_LEAF_MEMBER,
  doorFrameRows,
  holeRow,
  memberCutRow,
  memberRow,
  PANE_ROWS,
  SASH_MEMBER,
  sillExtensionRow,
  squareCutRow,
  straightAndBentRows,
  WINDOW_FRAME,
} from "./rows.ts";
import { bead, pvcFrame, pvcSash, sill, steelU, tee } from "./sections/shapes.ts";
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
    condition: SASH_MEMBER,
    code: "GC-S",
    face: "SASH_FACE",
    straight: SASH_STEEL,
    bentName: "sashSteelBent",
  },
  door: {
    condition: DOOR_LEAF_MEMBER,
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
    ...straightAndBentRows(prefix, SASH_MEMBER, "K60-S", w.rows.pvc60SashBent, WELDED, WELDED_BENT),
    ...steelRows(w, prefix, "sash"),
    ...straightAndBentRows(
      `${prefix}-door`,
      DOOR_LEAF_MEMBER,
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

/** The PVC60 casement in the words of one language. */
export const upvcCasement = (w: DemoWords) =>
  demoSeriesInput(w, {
    id: "demo-upvc-60",
    key: "pvc60",
    material: "upvc",
    openingKinds: ["casement", "awning", "hopper", "tiltTurn", "door", "fixed"],
    profiles: [
      [
        {
          colours: [w.colours.white, w.colours.goldenOak],
          stockLength: 5800,
          // golden oak is a foil laminated onto the white bar: it cracks on a bender
          foiledColours: [w.colours.goldenOak],
          dxfFolder: "sections/pvc60",
          sections: {
            "K60-F": pvcFrame,
            "K60-Z": tee(false),
            "K60-SZ": tee(false),
            "K60-S": pvcSash,
            "K60-M": pvcFrame,
            "K60-YB": bead,
            "K60-YS": bead,
            "K60-D": pvcSash,
            "K60-SE": sill,
          },
        },
        // the bent ones with the radius (outer edge, mm) the warm bender takes them to at the least
        [
          ["K60-F", "frame", 58, 60, 1.08, 2350, 400],
          ["K60-Z", "mullion", 82, 60, 1.31, 2780],
          // the T-bar dividing a sash, as deep as the sash
          ["K60-SZ", "sashBar", 82, 68, 1.26, 2690],
          ["K60-S", "sash", 76, 68, 1.19, 2520, 450],
          ["K60-M", "other", 64, 60, 0.96, 2180],
          ["K60-YB", "fixedBead", 22, 24, 0.21, 450, 200],
          ["K60-YS", "sashBead", 22, 24, 0.21, 450, 200],
          ["K60-D", "doorLeaf", 96, 68, 1.58, 3380, 700],
          ["K60-SE", "sillExtension", 30, 60, 0.52, 1250],
        ],
      ],
      [
        {
          colours: [w.colours.galvanised],
          stockLength: 6000,
          sections: { "GC-F": steelU, "GC-Z": steelU, "GC-S": steelU, "GC-D": steelU },
        },
        [
          ["GC-F", "reinforcement", 25, 35, 0.98, 820],
          ["GC-Z", "reinforcement", 40, 35, 1.25, 1050],
          ["GC-S", "reinforcement", 28, 30, 0.72, 640],
          ["GC-D", "reinforcement", 40, 35, 1.45, 1180],
        ],
      ],
      // the door threshold is aluminium, in the colours of the system's frames
      [
        { colours: [w.colours.white, w.colours.goldenOak], stockLength: 6000, sections: { "K60-T": sill } },
        [["K60-T", "threshold", 58, 70, 0.95, 4200]],
      ],
    ],
    glass: [
      ["G5-12A-5", "5+12A+5", 22, 25, 11500],
      ["G5T-12A-5T", "5T+12A+5T", 22, 25, 16000],
      ["G4-12A-4-12A-4", "4+12A+4+12A+4", 36, 30, 19800],
    ],
    accessories: [
      ["TT-SET", "hinge", "set", 16800],
      ["TT-SET-H", "hinge", "set", 22800],
      ["HJ-PVC", "hinge", "pair", 2200],
      ["HC-PVC", "stay", "pair", 3600],
      ["KP-SET", "hinge", "set", 9800],
      ["HY-PVC", "hinge", "piece", 4200],
      ["ZS-PVC", "handle", "piece", 1800],
      ["ESP-1200", "lock", "piece", 3200],
      ["ESP-1600", "lock", "piece", 3900],
      ["ZJ-PVC", "other", "piece", 450],
      ["ZJ-PVC-S", "other", "piece", 380],
      ["AN-PVC", "other", "piece", 80],
      ["WC-PVC", "cap", "piece", 35],
      ["LS-STEEL", "screw", "piece", 6],
      ["DK-01", "other", "piece", 10],
      // the glazing gasket and the sash seal come co-extruded on the beads and sash profiles
      ["JT-PVC", "gasket", "metre", 90, "coExtruded"],
      ["JT-PVC-S", "seal", "metre", 120, "coExtruded"],
      ["TX-PVC", "lock", "pair", 2800],
      ...casementDoorAccessories(16800),
      ["TC-60", "other", "piece", 680],
      ["CJ-APVC", "other", "piece", 480],
    ],
    // Hardware by opening kind, sash outer size (mm) and weight (kg), first fit first
    // (docs/series.md "Hardware sized"): the makers' application diagrams of each set.
    hardwareSets: [
      ["tiltTurn", "TT-SET", 1200, 1800, 80],
      ["tiltTurn", "TT-SET-H", 1400, 2400, 130],
      ["casement", "HJ-PVC", 1300, 2400, 100],
      ["awning", "HC-PVC", 1400, 1200, 40],
      ["hopper", "KP-SET", 1400, 1200, 60],
      // 4 door hinges at most, each carrying 25 kg
      ["door", "HY-PVC", 1200, 2400, 100],
    ],
    // a mitre under 15° (a corner under 30°) is beyond the welder: cut square, coped onto a connector
    acuteJoint: { minMitreAngle: 15, style: "coped", cleat: "CJ-APVC" },
    parameters: [
      ["FRAME_FACE", "58"],
      ["SASH_FACE", "76"],
      ["DOOR_FACE", "96"],
      ["BEAD_FACE", "22"],
      ["WELD", "3", "weld"],
      ["BEND_TAIL", "250", "bendTail"],
      ["MULLION_INSERT", "3", "mullionInsert"],
      ["MULLION_FACE", "82"],
      ["SASH_BAR_FACE", "82"],
      ["STEEL_GAP", "12", "steelGap"],
      ["SCREW_PITCH", "300", "screwPitch"],
      ["SCREW_END", "100", "screwEnd"],
      ["GLASS_EDGE", "18 - 5", "pvcGlassEdge"],
      ...ANCHOR_PARAMETERS,
    ],
    joins: [
      ["K60-S", "K60-F", 24, 16],
      ["K60-S", "K60-Z", 24, 16],
      ["K60-Z", "K60-F", 3, 0],
      ["glass", "K60-F", 18, 5],
      ["glass", "K60-Z", 18, 5],
      ["sashGlass", "K60-S", 18, 5],
      ["K60-D", "K60-F", 24, 16],
      ["K60-D", "K60-Z", 24, 16],
      ["sashGlass", "K60-D", 18, 5],
      // the sash bar's milled ends seat 3 mm into the sash; its lites are glazed like the sash's
      ["K60-SZ", "K60-S", 3, 0],
      ["sashGlass", "K60-SZ", 18, 5],
    ],
    geometry: { ...DEFAULT_OVERLAPS, sashOverlap: 8, glassBite: 18, glassClearance: 5, minClear: 120 },
    formulas: {
      frame: {
        rows: [
          // Every frame member at its own length and end angles plus the weld allowance of its
          // two welded ends; an arch head is a bent line.
          memberRow("frame", WINDOW_FRAME, "K60-F", WELDED),
          bentRow("frame-bent", "ROLE = 'frame'", "K60-F", w.rows.pvc60FrameBent, WELDED_BENT),
          // a door's frame: a threshold instead of the welded sill; the head welded at both ends,
          // each jamb at its head end only (square at the floor)
          ...doorFrameRows("K60-F", "K60-T", WELDED, "L + WELD"),
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
      ...casementSashes((prefix) => sashRows(w, prefix), { id: "flying-mullion", code: "K60-M" }, "TX-PVC"),
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
          ...casementHardwareRows({
            handle: "ZS-PVC",
            gear: { id: "espag", code: "=if(SH > 1400, 'ESP-1600', 'ESP-1200')", quantity: "1" },
            // the seal the sash closes on, co-extruded: no line of its own
            seal: { id: "sash-seal", code: "JT-PVC-S" },
          }),
        ],
      },
      // every cell drains into what it rests on: the sill, or a transom for a cell above one
      // (the slots on the outside face under weep caps), and a sash's lite above a sash bar; each
      // sash drains through its own bottom rail
      ...casementMachiningTabs(
        w,
        {
          code: "PS-5x30",
          cap: "WC-PVC",
          rows: {
            sill: { id: "frame-drain", name: w.rows.frameDrain5x30 },
            transom: { id: "transom-drain", name: w.rows.transomDrain5x30 },
            sashBar: { id: "sash-bar-drain", name: w.rows.sashBarDrain5x30 },
          },
          more: [holeRow("sash-drain", "PS-5x25", w.rows.sashDrain5x25, "2", { scope: "sash" })],
        },
        [
          { code: "XK-K60Z", name: w.rows.mullionEndMilling },
          { code: "XK-K60SZ", name: w.rows.sashBarEndMilling },
        ],
      ),
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
    },
    prices: { minArea: "1.5", perM2: "520", perOpeningSash: "180", retailPerM2: "690" },
    rounding: { lengthDigits: 0, area: { mode: "round", digits: 3 } },
    saw: { kerf: 3, trim: 15 },
  });

/** The PVC60 casement in en-US (DEMO_SERIES, docs/examples). */
export const upvcCasementSeries = upvcCasement(DEMO_WORDS["en-US"]);
