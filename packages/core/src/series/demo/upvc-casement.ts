// Demo series: 60 mm uPVC casement (inward opening) with galvanised steel reinforcement,
// welded mitred frames and sashes (+3 mm weld allowance per welded end), mechanically
// jointed mullions, 5800 mm bars. Sources of each rule are in docs/series.md.
import type { SeriesInput } from "../schema.ts";
import { accessoryLine, glassLine, profileLine } from "./catalogue.ts";
import {
  addonRow,
  areaPriceRow,
  BENT,
  bentRow,
  COT_ENDS,
  drainRow,
  HANDLE_HOLES_ROW,
  HANDLED_SASH,
  holeRow,
  memberCutRow,
  memberRow,
  mullionEndsRow,
  PANE_ROWS,
  perSashRow,
  squareCutRow,
} from "./rows.ts";

/** Steel in a frame member: the member's short-point length less STEEL_GAP at each end. */
const FRAME_STEEL = `L - FRAME_FACE * ${COT_ENDS} - 2 * STEEL_GAP`;
const SASH_STEEL = `L - SASH_FACE * ${COT_ENDS} - 2 * STEEL_GAP`;
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
/** Steel screws: the first SCREW_END from each end of the steel, then at most SCREW_PITCH apart. */
const screws = (steel: string) => `ceil((${steel} - 2 * SCREW_END) / SCREW_PITCH) + 1`;

/** The steel of frame and sash members: its profile, the member's face and its straight length. */
const STEEL = {
  frame: { code: "GC-F", face: "FRAME_FACE", straight: FRAME_STEEL },
  sash: { code: "GC-S", face: "SASH_FACE", straight: SASH_STEEL },
};
/**
 * The steel in each member of a role, square-cut: straight, or bent with a bent member and cut
 * from the bar the bender needs; and the screws fixing it.
 */
const steelRows = (prefix: string, role: keyof typeof STEEL) => {
  const { code, face, straight } = STEEL[role];
  const condition = `ROLE = '${role}'`;
  const square = { colour: "galvanised", angleA: "90", angleB: "90" };
  return [
    { ...memberRow(`${prefix}-steel`, condition, code, straight), ...square },
    {
      ...bentRow(`${prefix}-steel-bent`, condition, code, `${role} steel, bent`, bentSteelBar(face)),
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

/** The rows of one sash or French-window leaf (welded, reinforced, beaded). */
function sashRows(prefix: string) {
  return [
    memberRow(prefix, "ROLE = 'sash'", "K60-S", "L + 2 * WELD"),
    bentRow(`${prefix}-bent`, "ROLE = 'sash'", "K60-S", "PVC60 sash, bent", `${BENT} + 2 * WELD`),
    ...steelRows(prefix, "sash"),
    // per layout bead member: each light of a divided sash, each side of a shaped light
    memberRow(`${prefix}-bead`, "ROLE = 'bead'", "K60-YS"),
    bentRow(`${prefix}-bead-bent`, "ROLE = 'bead'", "K60-YS", "PVC60 sash bead, bent"),
  ];
}

const profile = profileLine(["white", "golden oak"], 5800, "sections/pvc60");
const steel = profileLine(["galvanised"], 6000);

export const upvcCasementSeries = {
  id: "demo-upvc-60",
  name: "PVC60 casement with steel",
  material: "upvc",
  description: "60 mm uPVC casement, steel reinforced, welded",
  profiles: [
    profile("K60-F", "PVC60 frame", "frame", 58, 60, 1.08, 2350),
    profile("K60-Z", "PVC60 mullion", "mullion", 82, 60, 1.31, 2780),
    profile("K60-S", "PVC60 Z-sash", "sash", 76, 68, 1.19, 2520),
    profile("K60-M", "PVC60 flying mullion (meeting stile)", "other", 64, 60, 0.96, 2180),
    profile("K60-YB", "PVC60 glazing bead 24", "fixedBead", 22, 24, 0.21, 450),
    profile("K60-YS", "PVC60 sash bead 24", "sashBead", 22, 24, 0.21, 450),
    steel("GC-F", "frame steel 1.5 mm galvanised", "reinforcement", 25, 35, 0.98, 820),
    steel("GC-Z", "mullion steel 1.5 mm galvanised", "reinforcement", 40, 35, 1.25, 1050),
    steel("GC-S", "sash steel 1.2 mm galvanised", "reinforcement", 28, 30, 0.72, 640),
  ],
  glass: [
    glassLine("G5-12A-5", "5+12A+5 insulating", "5+12A+5", 22, 25, 11500),
    glassLine("G4-12A-4-12A-4", "4+12A+4+12A+4 triple", "4+12A+4+12A+4", 36, 30, 19800),
  ],
  accessories: [
    accessoryLine("TT-SET", "tilt-turn hardware set", "hinge", "set", 16800),
    accessoryLine("HJ-PVC", "casement hinge pair", "hinge", "pair", 2200),
    accessoryLine("HC-PVC", "top-hung friction stay (pair)", "stay", "pair", 3600),
    accessoryLine("KP-SET", "bottom-hung (tilt-only) hardware set", "hinge", "set", 9800),
    accessoryLine("HY-PVC", "uPVC door hinge", "hinge", "piece", 4200),
    accessoryLine("ZS-PVC", "window handle", "handle", "piece", 1800),
    accessoryLine("ESP-1200", "espagnolette 1200", "lock", "piece", 3200),
    accessoryLine("ESP-1600", "espagnolette 1600", "lock", "piece", 3900),
    accessoryLine("ZJ-PVC", "mullion connector", "other", "piece", 450),
    accessoryLine("LS-STEEL", "steel fixing screw", "screw", "piece", 6),
    accessoryLine("DK-01", "glazing packer", "other", "piece", 10),
    accessoryLine("TX-PVC", "flush bolts for the passive leaf (pair)", "lock", "pair", 2800),
  ],
  parameters: [
    { name: "FRAME_FACE", value: "58" },
    { name: "SASH_FACE", value: "76" },
    { name: "BEAD_FACE", value: "22" },
    { name: "WELD", value: "3", note: "weld allowance burnt off per welded end" },
    {
      name: "BEND_TAIL",
      value: "250",
      note: "straight tail at each end of a bent bar, trimmed after bending",
    },
    { name: "MULLION_INSERT", value: "3", note: "milled mullion end seats into the frame rebate" },
    { name: "MULLION_FACE", value: "82" },
    {
      name: "STEEL_GAP",
      value: "12",
      note: "steel stops short of the mitre's short point (weld zone), per end",
    },
    { name: "SCREW_PITCH", value: "300", note: "steel screws at most 300 mm apart" },
    { name: "SCREW_END", value: "100", note: "first steel screw within 100 mm of each end of the steel" },
    { name: "GLASS_EDGE", value: "18 - 5", note: "glazing bite 18 − clearance 5" },
  ],
  joins: [
    { profileFrom: "K60-S", profileTo: "K60-F", crossValue: 24, offsetValue: 16 },
    { profileFrom: "K60-S", profileTo: "K60-Z", crossValue: 24, offsetValue: 16 },
    { profileFrom: "K60-Z", profileTo: "K60-F", crossValue: 3, offsetValue: 0 },
    { profileFrom: "glass", profileTo: "K60-F", crossValue: 18, offsetValue: 5 },
    { profileFrom: "glass", profileTo: "K60-Z", crossValue: 18, offsetValue: 5 },
    { profileFrom: "sashGlass", profileTo: "K60-S", crossValue: 18, offsetValue: 5 },
  ],
  geometry: {
    frameJoint: "mitre",
    sashJoint: "mitre",
    sashOverlap: 8,
    interlockOverlap: 30,
    meetingOverlap: 10,
    foldGap: 4,
    glassBite: 18,
    glassClearance: 5,
    minClear: 120,
  },
  formulas: {
    frame: {
      rows: [
        // Every frame member at its own length and end angles plus the weld allowance of its
        // two welded ends; an arch head is a bent line.
        memberRow("frame", "ROLE = 'frame'", "K60-F", "L + 2 * WELD"),
        bentRow("frame-bent", "ROLE = 'frame'", "K60-F", "PVC60 frame, bent", `${BENT} + 2 * WELD`),
        // Steel stops STEEL_GAP short of the mitre's short point at each end (clear of the weld)
        ...steelRows("frame", "frame"),
        memberCutRow("mullion", "PART = 'mullion'", "K60-Z", "L + 2 * MULLION_INSERT"),
        {
          ...squareCutRow("mullion-steel", "GC-Z", MULLION_STEEL, "1", MULLIONS),
          colour: "galvanised",
        },
        addonRow("mullion-steel-screws", "LS-STEEL", screws(MULLION_STEEL), MULLIONS),
        addonRow("mullion-connector", "ZJ-PVC", "2", MULLIONS),
        // per layout bead member: each side of each light its own length and cut
        memberRow("fixed-bead", "ROLE = 'bead' and INSASH = 0", "K60-YB"),
        bentRow("fixed-bead-bent", "ROLE = 'bead' and INSASH = 0", "K60-YB", "PVC60 glazing bead, bent"),
      ],
    },
    sash: { sashWidth: "LSW", sashHeight: "LSH", rows: sashRows("sash") },
    doubleSash: {
      sashWidth: "LSW",
      sashHeight: "LSH",
      rows: [
        ...sashRows("leaf"),
        // The passive leaf carries the flying mullion (meeting stile) the active leaf closes
        // against, and flush bolts; handle and espagnolette are on the active leaf.
        squareCutRow("flying-mullion", "K60-M", "SH", "1", { condition: "ACTIVE = 0" }),
        addonRow("passive-bolts", "TX-PVC", "1", { condition: "ACTIVE = 0" }),
      ],
    },
    glass: { rows: [...PANE_ROWS, addonRow("packers", "DK-01", "if(DW > 1000, 8, 6)")] },
    hardware: {
      rows: [
        addonRow("tilt-turn", "TT-SET", "1", { condition: "OPENTYPE = 'tiltTurn'" }),
        // side-hung turn-only casement: a pair of hinges (corner hinge and stay hinge)
        addonRow("hinges", "HJ-PVC", "1", { condition: "OPENTYPE = 'casement'" }),
        // top-hung (awning): a pair of friction stays on the jambs
        addonRow("stay-top", "HC-PVC", "1", { condition: "OPENTYPE = 'awning'" }),
        // bottom-hung (hopper): the tilt-only set (bottom hinges and scissor stay)
        addonRow("hopper-set", "KP-SET", "1", { condition: "OPENTYPE = 'hopper'" }),
        addonRow("door-hinges", "HY-PVC", "if(SH > 2100, 4, 3)", { condition: "OPENTYPE = 'door'" }),
        addonRow("handle", "ZS-PVC", "1", { condition: HANDLED_SASH }),
        addonRow("espag", "=if(SH > 1400, 'ESP-1600', 'ESP-1200')", "1", { condition: HANDLED_SASH }),
      ],
    },
    drainage: {
      rows: [
        // every cell drains into what it rests on: the sill, or a transom for a cell above one
        drainRow("frame-drain", "frame", "PS-5x30", "frame drainage slot 5×30"),
        drainRow("transom-drain", "mullion", "PS-5x30", "transom drainage slot 5×30"),
        holeRow("sash-drain", "PS-5x25", "sash drainage slot 5×25", "2", { scope: "sash" }),
      ],
    },
    drilling: { rows: [HANDLE_HOLES_ROW] },
    milling: { rows: [mullionEndsRow("XK-K60Z", "mullion end profile milling")] },
    wage: {
      rows: [
        // one welded corner per frame and sash member (a closed ring has as many corners as members)
        {
          id: "welding",
          kind: "cost",
          scope: "member",
          condition: "ROLE = 'frame' or ROLE = 'sash'",
          name: "welding and corner cleaning",
          calc: "piece",
          quantity: "1",
          price: "3",
        },
        { id: "assembly", kind: "cost", name: "assembly", calc: "area", price: "28" },
      ],
    },
    cost: {
      rows: [{ id: "overhead", kind: "cost", name: "overhead per window", calc: "fixed", value: "20" }],
    },
    quote: {
      rows: [
        areaPriceRow("quote-area", "window price", "1.5", "520"),
        perSashRow("quote-sash", "opening sash", "180"),
      ],
    },
    retailQuote: { rows: [areaPriceRow("retail-area", "retail price", "1.5", "690")] },
  },
  rounding: {
    length: { mode: "round", digits: 0 },
    area: { mode: "round", digits: 3 },
    money: { mode: "round", digits: 0 },
  },
} satisfies SeriesInput;
