// Demo series: 60 mm aluminium thermal-break casement (outward-opening, friction stays).
// Sources of each rule are in docs/series.md. Prices in fen, weights kg/m, lengths mm.
import type { SeriesInput } from "../schema.ts";
import { accessoryLine, glassLine, profileLine } from "./catalogue.ts";
import {
  addonRow,
  areaPriceRow,
  bentRow,
  drainRow,
  HANDLE_HOLES_ROW,
  HANDLED_SASH,
  memberCutRow,
  memberRow,
  mullionEndsRow,
  PANE_ROWS,
  perSashRow,
  squareCutRow,
} from "./rows.ts";

const profile = profileLine(["silver", "graphite", "white"], 6000, "sections/tb60");

/** The rows of one sash or French-window leaf (mitred, beaded, cleated at each corner). */
const sashRows = (prefix: string) => [
  memberRow(prefix, "ROLE = 'sash'", "S001"),
  bentRow(`${prefix}-bent`, "ROLE = 'sash'", "S001", "TB60 sash, bent"),
  memberRow(`${prefix}-bead`, "ROLE = 'bead'", "Y001"),
  bentRow(`${prefix}-bead-bent`, "ROLE = 'bead'", "Y001", "TB60 sash bead, bent"),
  addonRow(`${prefix}-cleat`, "CJ-70", "1", { scope: "member", condition: "ROLE = 'sash'" }),
];

export const aluCasementSeries = {
  id: "demo-alu-tb60",
  name: "TB60 thermal-break casement",
  material: "thermalBreak",
  description: "60 series aluminium thermal-break casement",
  profiles: [
    profile("F001", "TB60 frame", "frame", 60, 60, 1.32, 5280),
    profile("Z001", "TB60 mullion", "mullion", 80, 60, 1.58, 6320),
    profile("S001", "TB60 sash", "sash", 70, 68, 1.46, 5840),
    profile("S002", "TB60 meeting-stile astragal", "other", 40, 50, 0.62, 2480),
    profile("Y002", "TB60 fixed bead", "fixedBead", 20, 22, 0.16, 640),
    profile("Y001", "TB60 sash bead", "sashBead", 20, 22, 0.16, 640),
  ],
  glass: [
    glassLine("G5-12A-5", "5+12A+5 insulating", "5+12A+5", 22, 25, 12000),
    glassLine("G5L-12A-5", "5 Low-E+12A+5 insulating", "5Low-E+12A+5", 22, 25, 16500),
  ],
  accessories: [
    accessoryLine("CJ-60", "frame corner cleat 60", "other", "piece", 350),
    accessoryLine("CJ-70", "sash corner cleat 70", "other", "piece", 380),
    accessoryLine("ZJ-80", "mullion connector 80", "other", "piece", 420),
    accessoryLine("HC-16", 'side-hung friction stay 16" (pair)', "hinge", "pair", 4800),
    accessoryLine("HC-16T", 'top-hung friction stay 16" (pair)', "stay", "pair", 5200),
    accessoryLine("TT-60", "tilt-turn hardware set, Euro groove", "hinge", "set", 14800),
    accessoryLine("TT-60T", "turn-only hardware set, Euro groove (side-hung inward)", "hinge", "set", 9800),
    accessoryLine("JL-60", "bottom-hung hinge (pair)", "hinge", "pair", 3600),
    accessoryLine("XW-01", "restrictor stay (pair)", "stay", "pair", 2200),
    accessoryLine("HY-3D", "3D door hinge", "hinge", "piece", 6800),
    accessoryLine("ZS-01", "casement handle", "handle", "piece", 2600),
    accessoryLine("CD-01", "espagnolette gear, 2 lock points", "lock", "set", 3900),
    accessoryLine("JT-01", "EPDM glazing gasket", "gasket", "metre", 120),
    accessoryLine("JT-02", "EPDM sash weather seal", "seal", "metre", 180),
    accessoryLine("DK-60", "glass setting / location block", "other", "piece", 15),
    accessoryLine("TX-01", "flush bolts for the passive leaf (pair)", "lock", "pair", 3600),
  ],
  parameters: [
    { name: "FRAME_FACE", value: "60", note: "frame face width, mm" },
    { name: "MULLION_FACE", value: "80" },
    { name: "SASH_FACE", value: "70" },
    { name: "BEAD_FACE", value: "20" },
    { name: "GLASS_BITE", value: "14", note: "rebate depth past the visible edge" },
    { name: "GLASS_CLEARANCE", value: "3", note: "edge clearance on each side (setting blocks)" },
    { name: "GLASS_EDGE", value: "GLASS_BITE - GLASS_CLEARANCE" },
    {
      name: "BEND_TAIL",
      value: "250",
      note: "straight tail at each end of a bent bar, trimmed after bending",
    },
  ],
  joins: [
    { profileFrom: "S001", profileTo: "F001", crossValue: 26, offsetValue: 17 },
    { profileFrom: "S001", profileTo: "Z001", crossValue: 26, offsetValue: 17 },
    { profileFrom: "Z001", profileTo: "F001", crossValue: 0, offsetValue: 0 },
    { profileFrom: "Y002", profileTo: "F001", crossValue: 20, offsetValue: 0 },
    { profileFrom: "Y002", profileTo: "Z001", crossValue: 20, offsetValue: 0 },
    { profileFrom: "Y001", profileTo: "S001", crossValue: 20, offsetValue: 0 },
    { profileFrom: "glass", profileTo: "F001", crossValue: 19.5, offsetValue: 8.5 },
    { profileFrom: "glass", profileTo: "Z001", crossValue: 19.5, offsetValue: 8.5 },
    { profileFrom: "sashGlass", profileTo: "S001", crossValue: 19.5, offsetValue: 8.5 },
    { profileFrom: "glass", profileTo: "Y002", crossValue: 19.5, offsetValue: 8.5 },
    { profileFrom: "sashGlass", profileTo: "Y001", crossValue: 19.5, offsetValue: 8.5 },
  ],
  geometry: {
    frameJoint: "mitre",
    sashJoint: "mitre",
    sashOverlap: 9,
    interlockOverlap: 30,
    meetingOverlap: 10,
    foldGap: 4,
    glassBite: 14,
    glassClearance: 3,
    minClear: 100,
  },
  formulas: {
    frame: {
      rows: [
        // Every frame member at its own length and end angles (45° on a rectangle, the slope's
        // half-angles on a trapezoid); an arch head is a bent line of its developed length.
        memberRow("frame", "ROLE = 'frame'", "F001"),
        bentRow("frame-bent", "ROLE = 'frame'", "F001", "TB60 frame, bent"),
        memberCutRow("mullion", "PART = 'mullion'", "Z001"),
        // Beads per layout bead member: each side of each light its own length and cut (square on a
        // rectangle, mitred on a slope, bent on an arc), so a shaped light or a divided sash gets
        // the beads of each of its lights, not a rectangle round the daylight box.
        memberRow("fixed-bead", "ROLE = 'bead' and INSASH = 0", "Y002"),
        bentRow("fixed-bead-bent", "ROLE = 'bead' and INSASH = 0", "Y002", "TB60 fixed bead, bent"),
        // one corner cleat per corner: a closed ring has as many corners as members
        addonRow("frame-cleat", "CJ-60", "1", { scope: "member", condition: "ROLE = 'frame'" }),
        addonRow("mullion-connector", "ZJ-80", "2", { scope: "member", condition: "PART = 'mullion'" }),
      ],
    },
    sash: { sashWidth: "LSW", sashHeight: "LSH", rows: sashRows("sash") },
    doubleSash: {
      sashWidth: "LSW",
      sashHeight: "LSH",
      rows: [
        ...sashRows("leaf"),
        // The passive leaf carries the meeting-stile astragal the active leaf closes against,
        // and is held by flush bolts top and bottom; handle and gear are on the active leaf.
        squareCutRow("astragal", "S002", "SH", "1", { condition: "ACTIVE = 0" }),
        addonRow("passive-bolts", "TX-01", "1", { condition: "ACTIVE = 0" }),
      ],
    },
    glass: {
      rows: [
        ...PANE_ROWS,
        addonRow("glazing-gasket", "JT-01", "ceil(2 * 2 * (DW + DH) / 1000, 1)"),
        // 2 setting blocks under every pane, location blocks 2 at the sides of a fixed light,
        // 4 (toe and heel) in an opening sash
        addonRow("setting-blocks", "DK-60", "if(INSASH = 1, 6, 4)", {
          condition: "FILLTYPE = 'glass' or FILLTYPE = 'panel'",
        }),
      ],
    },
    hardware: {
      rows: [
        // tilt-turn (inward): the Euro-groove tilt-turn set (corner hinge, stay arm, tilt-turn gear)
        addonRow("tilt-turn", "TT-60", "1", { condition: "OPENTYPE = 'tiltTurn'" }),
        // side-hung outward casement: a pair of side-hung friction stays (head and sill)
        addonRow("stay", "HC-16", "1", { condition: "OPENTYPE = 'casement' and INWARD = 0" }),
        // side-hung inward (an inward casement, the passive leaf of a tilt-turn pair): the
        // Euro-groove turn-only set (corner hinge and stay hinge, no tilt arm)
        addonRow("turn-only", "TT-60T", "1", { condition: "OPENTYPE = 'casement' and INWARD = 1" }),
        // top-hung (awning): a pair of top-hung friction stays on the jambs
        addonRow("stay-top", "HC-16T", "1", { condition: "OPENTYPE = 'awning'" }),
        // bottom-hung (hopper): hinges at the sill and a pair of restrictor stays
        addonRow("hopper-hinges", "JL-60", "1", { condition: "OPENTYPE = 'hopper'" }),
        addonRow("hopper-stays", "XW-01", "1", { condition: "OPENTYPE = 'hopper'" }),
        addonRow("door-hinges", "HY-3D", "if(SH > 2100, 4, 3)", { condition: "OPENTYPE = 'door'" }),
        addonRow("handle", "ZS-01", "1", { condition: HANDLED_SASH }),
        addonRow("gear", "CD-01", "if(SH > 1200, 2, 1)", { condition: HANDLED_SASH }),
        // the weather seal between sash and frame, round every opening sash or leaf
        addonRow("weather-seal", "JT-02", "ceil(2 * (SW + SH) / 1000, 1)", {
          condition: "OPENTYPE <> 'fixed' and SASHKIND <> 'slidePanel'",
        }),
      ],
    },
    drainage: {
      rows: [
        // every cell drains into what it rests on: the sill, or a transom for a cell above one
        drainRow("drain-sill", "frame", "PS-30x5", "sill drainage slot 30×5"),
        drainRow("drain-transom", "mullion", "PS-30x5", "transom drainage slot 30×5"),
      ],
    },
    drilling: { rows: [HANDLE_HOLES_ROW] },
    milling: { rows: [mullionEndsRow("XK-Z001", "mullion end notch")] },
    wage: {
      rows: [
        { id: "wage-area", kind: "cost", name: "fabrication", calc: "area", price: "35" },
        perSashRow("wage-sash", "sash assembly", "20", "sash_assembly"),
      ],
    },
    cost: {
      rows: [
        { id: "packing", kind: "cost", name: "packing film and corners", calc: "perimeter", price: "3" },
        { id: "overhead", kind: "cost", name: "overhead per window", calc: "fixed", value: "25" },
      ],
    },
    quote: {
      rows: [
        areaPriceRow("quote-area", "window price", "1.5", "680"),
        perSashRow("quote-sash", "opening sash", "150"),
      ],
    },
    retailQuote: { rows: [areaPriceRow("retail-area", "retail price", "1.5", "880")] },
  },
  rounding: {
    length: { mode: "round", digits: 1 },
    area: { mode: "round", digits: 3 },
    money: { mode: "round", digits: 0 },
  },
} satisfies SeriesInput;
