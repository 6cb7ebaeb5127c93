// Demo series: 60 mm aluminium thermal-break casement (outward-opening, friction stays).
// Sources of each rule are in docs/series.md. Prices in fen, weights kg/m, lengths mm.
import { demoSeriesInput } from "./build.ts";
import * as casement from "./casement.ts";
import tb60 from "./figures/tb60.json" with { type: "json" };
import { demoCasementFigures } from "./figures.ts";
import {
  addonRow,
  anchorRow,
  bentRow,
  memberCutRow,
  memberRow,
  PANE_ROWS,
  perSashRow,
  sillExtensionRow,
  squareCutRow,
  straightAndBentRows,
} from "./rows.ts";
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
  ...straightAndBentRows(prefix, casement.SASH_MEMBER, "S001", w.rows.tb60SashBent),
  ...straightAndBentRows(`${prefix}-door`, casement.DOOR_LEAF_MEMBER, "M001", w.rows.tb60DoorLeafBent),
  ...straightAndBentRows(`${prefix}-bead`, "ROLE = 'bead'", "Y001", w.rows.tb60SashBeadBent),
  ...cleatRows(`${prefix}-cleat`, "CJ-70", CORNER_CLEATS, {
    scope: "member",
    condition: casement.SASH_MEMBER,
  }),
  ...cleatRows(`${prefix}-door-cleat`, "CJ-90", CORNER_CLEATS, {
    scope: "member",
    condition: casement.DOOR_LEAF_MEMBER,
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
 * leading leaf and flush bolts on the leaf that holds the group shut (a split group's other lead
 * leaf, which the lock closes against). docs/series.md.
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

const figures = demoCasementFigures(tb60);

/** The TB60 casement in the words of one language. */
export const aluCasement = (w: DemoWords) =>
  demoSeriesInput(w, figures, {
    frame: {
      rows: [
        // Every frame member at its own length and end angles (45° on a rectangle, the slope's
        // half-angles on a trapezoid); an arch head is a bent line of its developed length.
        memberRow("frame", casement.WINDOW_FRAME, "F001"),
        bentRow("frame-bent", "ROLE = 'frame'", "F001", w.rows.tb60FrameBent),
        // a door's frame: a threshold instead of the mitred sill, the jambs square at the floor
        ...casement.doorFrameRows("F001", "T001"),
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
        ...cleatRows("frame-cleat", "CJ-60", CORNER_CLEATS, {
          scope: "member",
          condition: casement.WINDOW_FRAME,
        }),
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
    ...casement.sashes((prefix) => sashRows(w, prefix), { id: "astragal", code: "S002" }, "TX-01"),
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
        // bottom-hung (hopper): a pair of restrictor stays with its hinges
        ...casement.hardwareRows(figures.casement, [
          addonRow("hopper-stays", "XW-01", "1", { condition: "OPENTYPE = 'hopper'" }),
        ]),
      ],
    },
    // every cell drains into what it rests on: the sill, a transom for a cell above one (each
    // slot on the outside face under a weep cap), a sash bar for the lite of a sash above one
    ...casement.machiningTabs(w, figures.casement),
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
  });

/** The TB60 casement in en-US (DEMO_SERIES, docs/examples). */
export const aluCasementSeries = aluCasement(DEMO_WORDS["en-US"]);
