// Demo series: 60 mm aluminium thermal-break casement (outward-opening, friction stays).
// Sources of each rule are in docs/series.md. Prices in fen, weights kg/m, lengths mm.
import { demoSeriesInput } from "./build.ts";
import {
  ANCHOR_PARAMETERS,
  addonRow,
  anchorRow,
  bentRow,
  casementDoorAccessories,
  casementHardwareRows,
  casementMachiningTabs,
  casementSashes,
  DEFAULT_OVERLAPS,
  DOOR_LEAF_MEMBER,
  doorFrameRows,
  memberCutRow,
  memberRow,
  PANE_ROWS,
  perSashRow,
  SASH_MEMBER,
  sillExtensionRow,
  squareCutRow,
  straightAndBentRows,
  WINDOW_FRAME,
} from "./rows.ts";
import { bead, channel, sill, tbFrame, tbSash, tee } from "./sections/shapes.ts";
import { DEMO_WORDS, type DemoWords } from "./words/index.ts";

/** Where a row applies: each element of its scope meeting its condition. */
type Where = Parameters<typeof addonRow>[3];
/**
 * Corner cleats (`code`, `quantity` per element of `where`) and the pins that fix each cleat in
 * its two profile ends (`CLEAT_PINS` per cleat, pins driven through the profile wall into the
 * cleat): the pins follow the cleats by one rule.
 */
const cleatRows = (id: string, code: string, quantity: string, where: Where) => [
  addonRow(id, code, quantity, where),
  addonRow(`${id}-pins`, "CP-4", `(${quantity}) * CLEAT_PINS`, where),
];

/**
 * Corner cleats per ring member: one per corner (a closed ring has as many corners as members),
 * half a corner per end; an end cut square at a joint too acute to mitre (`ACUTE`) is held by the
 * series' angle cleat instead (acuteJoint).
 */
const CORNER_CLEATS = "1 - ACUTE / 2";

/**
 * The rows of one sash or French-window leaf (mitred, beaded, cleated at each corner): a window
 * sash of the sash profile S001, a door leaf of the door leaf profile M001 on its own cleats.
 */
const sashRows = (w: DemoWords, prefix: string) => [
  ...straightAndBentRows(prefix, SASH_MEMBER, "S001", w.rows.tb60SashBent),
  ...straightAndBentRows(`${prefix}-door`, DOOR_LEAF_MEMBER, "M001", w.rows.tb60DoorLeafBent),
  ...straightAndBentRows(`${prefix}-bead`, "ROLE = 'bead'", "Y001", w.rows.tb60SashBeadBent),
  ...cleatRows(`${prefix}-cleat`, "CJ-70", CORNER_CLEATS, { scope: "member", condition: SASH_MEMBER }),
  ...cleatRows(`${prefix}-door-cleat`, "CJ-90", CORNER_CLEATS, {
    scope: "member",
    condition: DOOR_LEAF_MEMBER,
  }),
];

/** Each member of a folding door's leaves, one piece at its length and end angles. */
const FOLD_MEMBER = { scope: "member", condition: "ROLE = 'foldLeaf'" } as const;
/** The joints between fold leaves: each group of n leaves folds on n − 1 of them. */
const FOLD_JOINTS = "(LEAVES - FOLDS)";

/**
 * A folding door (top-hung bifold): its leaves of the fold leaf profile FD-70, mitred on corner
 * cleats and beaded like a sash; the head's top track and the floor's bottom guide rail across
 * the frame's clear width; fold hinges at every joint between leaves (3, 4 above 2100 mm); a
 * top roller carrier and a bottom guide at each joint; on each group a lock with its handle on the
 * leading leaf and flush bolts on the leaf that closes last. docs/series.md.
 */
const foldRows = (w: DemoWords) => [
  memberRow("fold-leaf", FOLD_MEMBER.condition, "FD-70"),
  ...cleatRows("fold-leaf-cleat", "CJ-70", "1", FOLD_MEMBER),
  ...straightAndBentRows("fold-bead", "ROLE = 'bead'", "Y001", w.rows.tb60SashBeadBent),
  squareCutRow("fold-track", "FD-TR", "W - 2 * FRAME_FACE", "1", { scope: "frame" }),
  squareCutRow("fold-guide", "FD-GB", "W - 2 * FRAME_FACE", "1", { scope: "frame" }),
  addonRow("fold-hinges", "FH-01", `${FOLD_JOINTS} * if(H > 2100, 4, 3)`, { scope: "frame" }),
  addonRow("fold-rollers", "FR-01", FOLD_JOINTS, { scope: "frame" }),
  addonRow("fold-guides", "FG-01", FOLD_JOINTS, { scope: "frame" }),
  addonRow("fold-lock", "FL-01", "FOLDS", { scope: "frame" }),
  addonRow("fold-bolts", "TX-01", "FOLDS", { scope: "frame" }),
];

/** The TB60 casement in the words of one language. */
export const aluCasement = (w: DemoWords) =>
  demoSeriesInput(w, {
    id: "demo-alu-tb60",
    key: "tb60",
    material: "thermalBreak",
    openingKinds: ["casement", "awning", "hopper", "tiltTurn", "door", "fixed", "fold"],
    profiles: [
      [
        {
          colours: [w.colours.silver, w.colours.graphite, w.colours.white],
          stockLength: 6000,
          dxfFolder: "sections/tb60",
          sections: {
            F001: tbFrame,
            Z001: tee(true),
            Z002: tee(true),
            S001: tbSash,
            S002: channel,
            Y002: bead,
            Y001: bead,
            M001: tbSash,
            T001: sill,
            "FD-70": tbSash,
            "FD-TR": channel,
            "FD-GB": channel,
            "SE-60": sill,
          },
        },
        [
          // the bent ones with the radius (outer edge, mm) the bending shop rolls them to at the least
          ["F001", "frame", 60, 60, 1.32, 5280, 400],
          ["Z001", "mullion", 80, 60, 1.58, 6320],
          // the T-bar dividing a sash: the sash's depth, glazed both sides with the sash bead
          ["Z002", "sashBar", 80, 68, 1.42, 5680],
          ["S001", "sash", 70, 68, 1.46, 5840, 400],
          ["S002", "other", 40, 50, 0.62, 2480],
          ["Y002", "fixedBead", 20, 22, 0.16, 640, 150],
          ["Y001", "sashBead", 20, 22, 0.16, 640, 150],
          ["M001", "doorLeaf", 90, 68, 2.05, 8200, 600],
          ["T001", "threshold", 60, 70, 1.1, 5600],
          ["FD-70", "foldLeaf", 70, 68, 1.62, 6480],
          ["FD-TR", "track", 40, 70, 1.35, 5400],
          ["FD-GB", "track", 20, 60, 0.65, 2600],
          ["SE-60", "sillExtension", 30, 60, 0.68, 2720],
        ],
      ],
    ],
    glass: [
      ["G5-12A-5", "5+12A+5", 22, 25, 12000],
      ["G5L-12A-5", "5Low-E+12A+5", 22, 25, 16500],
      ["G5T-12A-5T", "5T+12A+5T", 22, 25, 16800],
    ],
    accessories: [
      ["CJ-60", "other", "piece", 350],
      ["CJ-70", "other", "piece", 380],
      ["ZJ-80", "other", "piece", 420],
      ["ZJ-SB", "other", "piece", 360],
      ["CP-4", "screw", "piece", 6],
      ["AN-60", "other", "piece", 90],
      ["WC-30", "cap", "piece", 45],
      ["HC-16", "hinge", "pair", 4800],
      ["HC-16T", "stay", "pair", 5200],
      ["TT-60", "hinge", "set", 14800],
      ["TT-60H", "hinge", "set", 19800],
      ["TT-60T", "hinge", "set", 9800],
      ["JL-60", "hinge", "pair", 3600],
      ["XW-01", "stay", "pair", 2200],
      ["HY-3D", "hinge", "piece", 6800],
      ["ZS-01", "handle", "piece", 2600],
      ["CD-01", "lock", "set", 3900],
      ["JT-01", "gasket", "metre", 120],
      ["JT-02", "seal", "metre", 180],
      ["DK-60", "other", "piece", 15],
      ["TX-01", "lock", "pair", 3600],
      ["CJ-90", "other", "piece", 520],
      ["TC-60", "other", "piece", 680],
      ...casementDoorAccessories(18600),
      ["FH-01", "hinge", "piece", 3800],
      ["FR-01", "roller", "set", 9600],
      ["FG-01", "roller", "piece", 2400],
      ["FL-01", "lock", "set", 12800],
      ["CJ-A60", "other", "piece", 650],
    ],
    // Hardware by opening kind, sash outer size (mm) and weight (kg), first fit first
    // (docs/series.md "Hardware sized"): the makers' application diagrams of each set.
    hardwareSets: [
      ["tiltTurn", "TT-60", 1300, 2000, 100],
      ["tiltTurn", "TT-60H", 1600, 2400, 150],
      ["casement", "TT-60T", 1300, 2000, 100, { inward: true }],
      ["casement", "HC-16", 1200, 1800, 50, { inward: false }],
      ["awning", "HC-16T", 1400, 1200, 40],
      ["hopper", "JL-60", 1400, 1200, 40],
      // 4 door hinges at most, each carrying 25 kg
      ["door", "HY-3D", 1500, 2500, 100],
    ],
    // a mitre under 20° (a corner under 40°) is cut square and butted on an angle cleat
    acuteJoint: { minMitreAngle: 20, style: "butt", cleat: "CJ-A60" },
    parameters: [
      ["FRAME_FACE", "60", "frameFace"],
      ["MULLION_FACE", "80"],
      ["SASH_FACE", "70"],
      ["BEAD_FACE", "20"],
      ["GLASS_BITE", "14", "glassBite"],
      ["GLASS_CLEARANCE", "3", "glassClearance"],
      ["GLASS_EDGE", "GLASS_BITE - GLASS_CLEARANCE"],
      ["BEND_TAIL", "250", "bendTail"],
      ["CLEAT_PINS", "4", "cleatPins"],
      ...ANCHOR_PARAMETERS,
    ],
    joins: [
      ["S001", "F001", 26, 17],
      ["S001", "Z001", 26, 17],
      ["Z001", "F001", 0, 0],
      ["Y002", "F001", 20, 0],
      ["Y002", "Z001", 20, 0],
      ["Y001", "S001", 20, 0],
      ["glass", "F001", 19.5, 8.5],
      ["glass", "Z001", 19.5, 8.5],
      ["sashGlass", "S001", 19.5, 8.5],
      ["glass", "Y002", 19.5, 8.5],
      ["sashGlass", "Y001", 19.5, 8.5],
      ["M001", "F001", 26, 17],
      ["M001", "Z001", 26, 17],
      ["Y001", "M001", 20, 0],
      ["sashGlass", "M001", 19.5, 8.5],
      ["FD-70", "F001", 26, 17],
      ["Y001", "FD-70", 20, 0],
      ["sashGlass", "FD-70", 19.5, 8.5],
      // the sash bar butts against the sash's inner face; its lites are glazed like the sash's
      ["Z002", "S001", 0, 0],
      ["Y001", "Z002", 20, 0],
      ["sashGlass", "Z002", 19.5, 8.5],
    ],
    // the layout's defaults are this series' own (docs/layout.md)
    geometry: DEFAULT_OVERLAPS,
    formulas: {
      frame: {
        rows: [
          // Every frame member at its own length and end angles (45° on a rectangle, the slope's
          // half-angles on a trapezoid); an arch head is a bent line of its developed length.
          memberRow("frame", WINDOW_FRAME, "F001"),
          bentRow("frame-bent", "ROLE = 'frame'", "F001", w.rows.tb60FrameBent),
          // a door's frame: a threshold instead of the mitred sill, the jambs square at the floor
          ...doorFrameRows("F001", "T001"),
          memberCutRow("mullion", "PART = 'mullion'", "Z001"),
          // a bar dividing a sash: the sash bar, butt-jointed between the sash's inner faces
          memberCutRow("sash-bar", "PART = 'sashBar'", "Z002"),
          // Beads per layout bead member: each side of each light its own length and cut (square on a
          // rectangle, mitred on a slope, bent on an arc), so a shaped light or a divided sash gets
          // the beads of each of its lights, not a rectangle round the daylight box.
          ...straightAndBentRows(
            "fixed-bead",
            "ROLE = 'bead' and INSASH = 0",
            "Y002",
            w.rows.tb60FixedBeadBent,
          ),
          // one corner cleat per corner: a closed ring has as many corners as members
          ...cleatRows("frame-cleat", "CJ-60", CORNER_CLEATS, { scope: "member", condition: WINDOW_FRAME }),
          // a door frame's two head corners, and the threshold screwed to the jambs at each end
          ...cleatRows("door-frame-cleat", "CJ-60", "2", { condition: "DOOR = 1" }),
          addonRow("threshold-ends", "TC-60", "2", { condition: "DOOR = 1" }),
          addonRow("mullion-connector", "ZJ-80", "2", { scope: "member", condition: "PART = 'mullion'" }),
          // the sash bar's own T-connectors, one at each end into the sash
          addonRow("sash-bar-connector", "ZJ-SB", "2", { scope: "member", condition: "PART = 'sashBar'" }),
          // fixing lugs along every frame member, and the sill extension where ordered
          anchorRow("AN-60"),
          sillExtensionRow("SE-60"),
        ],
      },
      // the passive leaf of a pair carries the meeting-stile astragal and flush bolts
      ...casementSashes((prefix) => sashRows(w, prefix), { id: "astragal", code: "S002" }, "TX-01"),
      foldSash: { sashWidth: "LSW", sashHeight: "LSH", rows: foldRows(w) },
      glass: {
        rows: [
          ...PANE_ROWS,
          // inside and outside of every light, on its real outline (a triangle's slopes, an arch's arc)
          addonRow("glazing-gasket", "JT-01", "ceil(2 * DPERIMETER, 1)"),
          // 2 setting blocks under every pane, location blocks 2 at the sides of a fixed light,
          // 4 (toe and heel) in an opening sash
          addonRow("setting-blocks", "DK-60", "if(INSASH = 1, 6, 4)", {
            condition: "FILLTYPE = 'glass' or FILLTYPE = 'panel'",
          }),
        ],
      },
      hardware: {
        rows: [
          // the set of the series' table that carries the sash (HWSET): tilt-turn (the Euro-groove
          // tilt-turn set: corner hinge, stay arm, tilt-turn gear), side-hung outward (a pair of
          // friction stays, head and sill) or inward (the turn-only set, a tilt-turn pair's passive
          // leaf), top-hung (a pair of friction stays on the jambs), bottom-hung (sill hinges)
          // a door leaf: the table's 3D hinges, its lock and levers (CASEMENT_DOOR)
          ...casementHardwareRows({
            // bottom-hung (hopper): a pair of restrictor stays with its hinges
            afterSets: [addonRow("hopper-stays", "XW-01", "1", { condition: "OPENTYPE = 'hopper'" })],
            handle: "ZS-01",
            gear: { id: "gear", code: "CD-01", quantity: "if(SH > 1200, 2, 1)" },
            // the weather seal between sash and frame
            seal: { id: "weather-seal", code: "JT-02" },
          }),
        ],
      },
      // every cell drains into what it rests on: the sill, a transom for a cell above one (each
      // slot on the outside face under a weep cap), a sash bar for the lite of a sash above one
      ...casementMachiningTabs(
        w,
        {
          code: "PS-30x5",
          cap: "WC-30",
          rows: {
            sill: { id: "drain-sill", name: w.rows.sillDrain30x5 },
            transom: { id: "drain-transom", name: w.rows.transomDrain30x5 },
            sashBar: { id: "drain-sash-bar", name: w.rows.sashBarDrain30x5 },
          },
        },
        [
          { code: "XK-Z001", name: w.rows.mullionEndNotch },
          { code: "XK-Z002", name: w.rows.sashBarEndNotch },
        ],
      ),
      wage: {
        rows: [
          { id: "wage-area", kind: "cost", name: w.rows.fabrication, calc: "area", price: "35" },
          perSashRow("wage-sash", w.rows.sashAssembly, "20", "sash_assembly"),
        ],
      },
      cost: {
        rows: [
          { id: "packing", kind: "cost", name: w.rows.packing, calc: "perimeter", price: "3" },
          { id: "overhead", kind: "cost", name: w.rows.overhead, calc: "fixed", value: "25" },
        ],
      },
    },
    prices: { minArea: "1.5", perM2: "680", perOpeningSash: "150", retailPerM2: "880" },
    rounding: { lengthDigits: 1, area: { mode: "round", digits: 3 } },
    // the optimizer's defaults
    saw: { kerf: 4, trim: 10 },
  });

/** The TB60 casement in en-US (DEMO_SERIES, docs/examples). */
export const aluCasementSeries = aluCasement(DEMO_WORDS["en-US"]);
