// Demo series: 60 mm uPVC casement (inward opening) with galvanised steel reinforcement,
// welded mitred frames and sashes (+3 mm weld allowance per welded end), mechanically
// jointed mullions, 5800 mm bars. Sources of each rule are in docs/series.md.
import type { SeriesInput } from "../schema.ts";
import { BENT, bentRow, COT_ENDS, HANDLED_SASH, memberRow } from "./rows.ts";

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

/** The rows of one sash or French-window leaf (welded, reinforced, beaded). */
function sashRows(prefix: string) {
  return [
    memberRow(prefix, "ROLE = 'sash'", "K60-S", "L + 2 * WELD"),
    bentRow(`${prefix}-bent`, "ROLE = 'sash'", "K60-S", "PVC60 sash, bent", `${BENT} + 2 * WELD`),
    {
      ...memberRow(`${prefix}-steel`, "ROLE = 'sash'", "GC-S", SASH_STEEL),
      colour: "galvanised",
      angleA: "90",
      angleB: "90",
    },
    {
      ...bentRow(
        `${prefix}-steel-bent`,
        "ROLE = 'sash'",
        "GC-S",
        "sash steel, bent",
        bentSteelBar("SASH_FACE"),
      ),
      colour: "galvanised",
      angleA: "90",
      angleB: "90",
    },
    {
      id: `${prefix}-steel-screws`,
      kind: "addon" as const,
      scope: "member" as const,
      condition: "ROLE = 'sash'",
      code: "LS-STEEL",
      quantity: screws(fittedSteel("SASH_FACE", SASH_STEEL)),
    },
    // per layout bead member: each light of a divided sash, each side of a shaped light
    memberRow(`${prefix}-bead`, "ROLE = 'bead'", "K60-YS"),
    bentRow(`${prefix}-bead-bent`, "ROLE = 'bead'", "K60-YS", "PVC60 sash bead, bent"),
  ];
}

const colours = ["white", "golden oak"];

export const upvcCasementSeries = {
  id: "demo-upvc-60",
  name: "PVC60 casement with steel",
  material: "upvc",
  description: "60 mm uPVC casement, steel reinforced, welded",
  profiles: [
    {
      code: "K60-F",
      name: "PVC60 frame",
      partType: "frame",
      faceWidth: 58,
      depth: 60,
      weightPerMetre: 1.08,
      pricePerMetre: 2350,
      colours,
      stockLength: 5800,
      dxf: "sections/pvc60/K60-F.dxf",
    },
    {
      code: "K60-Z",
      name: "PVC60 mullion",
      partType: "mullion",
      faceWidth: 82,
      depth: 60,
      weightPerMetre: 1.31,
      pricePerMetre: 2780,
      colours,
      stockLength: 5800,
      dxf: "sections/pvc60/K60-Z.dxf",
    },
    {
      code: "K60-S",
      name: "PVC60 Z-sash",
      partType: "sash",
      faceWidth: 76,
      depth: 68,
      weightPerMetre: 1.19,
      pricePerMetre: 2520,
      colours,
      stockLength: 5800,
      dxf: "sections/pvc60/K60-S.dxf",
    },
    {
      code: "K60-M",
      name: "PVC60 flying mullion (meeting stile)",
      partType: "other",
      faceWidth: 64,
      depth: 60,
      weightPerMetre: 0.96,
      pricePerMetre: 2180,
      colours,
      stockLength: 5800,
      dxf: "sections/pvc60/K60-M.dxf",
    },
    {
      code: "K60-YB",
      name: "PVC60 glazing bead 24",
      partType: "fixedBead",
      faceWidth: 22,
      depth: 24,
      weightPerMetre: 0.21,
      pricePerMetre: 450,
      colours,
      stockLength: 5800,
      dxf: "sections/pvc60/K60-YB.dxf",
    },
    {
      code: "K60-YS",
      name: "PVC60 sash bead 24",
      partType: "sashBead",
      faceWidth: 22,
      depth: 24,
      weightPerMetre: 0.21,
      pricePerMetre: 450,
      colours,
      stockLength: 5800,
      dxf: "sections/pvc60/K60-YS.dxf",
    },
    {
      code: "GC-F",
      name: "frame steel 1.5 mm galvanised",
      partType: "reinforcement",
      faceWidth: 25,
      depth: 35,
      weightPerMetre: 0.98,
      pricePerMetre: 820,
      colours: ["galvanised"],
      stockLength: 6000,
    },
    {
      code: "GC-Z",
      name: "mullion steel 1.5 mm galvanised",
      partType: "reinforcement",
      faceWidth: 40,
      depth: 35,
      weightPerMetre: 1.25,
      pricePerMetre: 1050,
      colours: ["galvanised"],
      stockLength: 6000,
    },
    {
      code: "GC-S",
      name: "sash steel 1.2 mm galvanised",
      partType: "reinforcement",
      faceWidth: 28,
      depth: 30,
      weightPerMetre: 0.72,
      pricePerMetre: 640,
      colours: ["galvanised"],
      stockLength: 6000,
    },
  ],
  glass: [
    {
      code: "G5-12A-5",
      name: "5+12A+5 insulating",
      spec: "5+12A+5",
      thickness: 22,
      weightPerM2: 25,
      pricePerM2: 11500,
    },
    {
      code: "G4-12A-4-12A-4",
      name: "4+12A+4+12A+4 triple",
      spec: "4+12A+4+12A+4",
      thickness: 36,
      weightPerM2: 30,
      pricePerM2: 19800,
    },
  ],
  accessories: [
    { code: "TT-SET", name: "tilt-turn hardware set", category: "hinge", unit: "set", price: 16800 },
    { code: "HJ-PVC", name: "casement hinge pair", category: "hinge", unit: "pair", price: 2200 },
    { code: "HC-PVC", name: "top-hung friction stay (pair)", category: "stay", unit: "pair", price: 3600 },
    {
      code: "KP-SET",
      name: "bottom-hung (tilt-only) hardware set",
      category: "hinge",
      unit: "set",
      price: 9800,
    },
    { code: "HY-PVC", name: "uPVC door hinge", category: "hinge", unit: "piece", price: 4200 },
    { code: "ZS-PVC", name: "window handle", category: "handle", unit: "piece", price: 1800 },
    { code: "ESP-1200", name: "espagnolette 1200", category: "lock", unit: "piece", price: 3200 },
    { code: "ESP-1600", name: "espagnolette 1600", category: "lock", unit: "piece", price: 3900 },
    { code: "ZJ-PVC", name: "mullion connector", category: "other", unit: "piece", price: 450 },
    { code: "LS-STEEL", name: "steel fixing screw", category: "screw", unit: "piece", price: 6 },
    { code: "DK-01", name: "glazing packer", category: "other", unit: "piece", price: 10 },
    {
      code: "TX-PVC",
      name: "flush bolts for the passive leaf (pair)",
      category: "lock",
      unit: "pair",
      price: 2800,
    },
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
        {
          ...memberRow("frame-steel", "ROLE = 'frame'", "GC-F", FRAME_STEEL),
          colour: "galvanised",
          angleA: "90",
          angleB: "90",
        },
        {
          ...bentRow(
            "frame-steel-bent",
            "ROLE = 'frame'",
            "GC-F",
            "frame steel, bent",
            bentSteelBar("FRAME_FACE"),
          ),
          colour: "galvanised",
          angleA: "90",
          angleB: "90",
        },
        {
          id: "frame-steel-screws",
          kind: "addon",
          scope: "member",
          condition: "ROLE = 'frame'",
          code: "LS-STEEL",
          quantity: screws(fittedSteel("FRAME_FACE", FRAME_STEEL)),
        },
        {
          id: "mullion",
          kind: "profile",
          scope: "member",
          condition: "PART = 'mullion'",
          code: "K60-Z",
          length: "L + 2 * MULLION_INSERT",
          count: "1",
          angleA: "min(A1, A2)",
          angleB: "max(A1, A2)",
        },
        {
          id: "mullion-steel",
          kind: "profile",
          scope: "member",
          condition: "PART = 'mullion'",
          code: "GC-Z",
          colour: "galvanised",
          length: MULLION_STEEL,
          count: "1",
          angleA: "90",
          angleB: "90",
        },
        {
          id: "mullion-steel-screws",
          kind: "addon",
          scope: "member",
          condition: "PART = 'mullion'",
          code: "LS-STEEL",
          quantity: screws(MULLION_STEEL),
        },
        {
          id: "mullion-connector",
          kind: "addon",
          scope: "member",
          condition: "PART = 'mullion'",
          code: "ZJ-PVC",
          quantity: "2",
        },
        // per layout bead member: each side of each light its own length and cut
        memberRow("fixed-bead", "ROLE = 'bead' and INSASH = 0", "K60-YB"),
        bentRow("fixed-bead-bent", "ROLE = 'bead' and INSASH = 0", "K60-YB", "PVC60 glazing bead, bent"),
      ],
    },
    sash: {
      sashWidth: "LSW",
      sashHeight: "LSH",
      rows: [...sashRows("sash")],
    },
    doubleSash: {
      sashWidth: "LSW",
      sashHeight: "LSH",
      rows: [
        ...sashRows("leaf"),
        // The passive leaf carries the flying mullion (meeting stile) the active leaf closes
        // against, and flush bolts; handle and espagnolette are on the active leaf.
        {
          id: "flying-mullion",
          kind: "profile",
          condition: "ACTIVE = 0",
          code: "K60-M",
          length: "SH",
          count: "1",
          angleA: "90",
          angleB: "90",
        },
        { id: "passive-bolts", kind: "addon", condition: "ACTIVE = 0", code: "TX-PVC", quantity: "1" },
      ],
    },
    glass: {
      rows: [
        {
          id: "glass-fixed",
          kind: "glass",
          condition: "INSASH = 0",
          spec: "=SPEC",
          width: "GW",
          height: "GH",
          count: "1",
        },
        {
          id: "glass-sash",
          kind: "glass",
          condition: "INSASH = 1",
          spec: "=SPEC",
          width: "GW",
          height: "GH",
          count: "1",
        },
        { id: "packers", kind: "addon", code: "DK-01", quantity: "if(DW > 1000, 8, 6)" },
      ],
    },
    hardware: {
      rows: [
        { id: "tilt-turn", kind: "addon", condition: "OPENTYPE = 'tiltTurn'", code: "TT-SET", quantity: "1" },
        // side-hung turn-only casement: a pair of hinges (corner hinge and stay hinge)
        { id: "hinges", kind: "addon", condition: "OPENTYPE = 'casement'", code: "HJ-PVC", quantity: "1" },
        // top-hung (awning): a pair of friction stays on the jambs
        { id: "stay-top", kind: "addon", condition: "OPENTYPE = 'awning'", code: "HC-PVC", quantity: "1" },
        // bottom-hung (hopper): the tilt-only set (bottom hinges and scissor stay)
        { id: "hopper-set", kind: "addon", condition: "OPENTYPE = 'hopper'", code: "KP-SET", quantity: "1" },
        {
          id: "door-hinges",
          kind: "addon",
          condition: "OPENTYPE = 'door'",
          code: "HY-PVC",
          quantity: "if(SH > 2100, 4, 3)",
        },
        { id: "handle", kind: "addon", condition: HANDLED_SASH, code: "ZS-PVC", quantity: "1" },
        {
          id: "espag",
          kind: "addon",
          condition: HANDLED_SASH,
          code: "=if(SH > 1400, 'ESP-1600', 'ESP-1200')",
          quantity: "1",
        },
      ],
    },
    drainage: {
      rows: [
        // every cell drains into what it rests on: the sill, or a transom for a cell above one
        {
          id: "frame-drain",
          kind: "hole",
          scope: "opening",
          condition: "INSASH = 0 and BOTTOM = 'frame'",
          code: "PS-5x30",
          name: "frame drainage slot 5×30",
          count: "2",
        },
        {
          id: "transom-drain",
          kind: "hole",
          scope: "opening",
          condition: "INSASH = 0 and BOTTOM = 'mullion'",
          code: "PS-5x30",
          name: "transom drainage slot 5×30",
          count: "2",
        },
        {
          id: "sash-drain",
          kind: "hole",
          scope: "sash",
          code: "PS-5x25",
          name: "sash drainage slot 5×25",
          count: "2",
        },
      ],
    },
    drilling: {
      rows: [
        {
          id: "handle-holes",
          kind: "hole",
          scope: "sash",
          condition: HANDLED_SASH,
          code: "ZK-HANDLE",
          name: "handle spindle + 2 screw holes",
          count: "3",
        },
      ],
    },
    milling: {
      rows: [
        {
          id: "mullion-ends",
          kind: "hole",
          scope: "member",
          condition: "PART = 'mullion'",
          code: "XK-K60Z",
          name: "mullion end profile milling",
          count: "2",
        },
      ],
    },
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
        {
          id: "quote-area",
          kind: "cost",
          name: "window price",
          calc: "area",
          quantity: "max(AREA, 1.5)",
          price: "520",
        },
        { id: "quote-sash", kind: "cost", scope: "sash", name: "opening sash", calc: "piece", price: "180" },
      ],
    },
    retailQuote: {
      rows: [
        {
          id: "retail-area",
          kind: "cost",
          name: "retail price",
          calc: "area",
          quantity: "max(AREA, 1.5)",
          price: "690",
        },
      ],
    },
  },
  rounding: {
    length: { mode: "round", digits: 0 },
    area: { mode: "round", digits: 3 },
    money: { mode: "round", digits: 0 },
  },
} satisfies SeriesInput;
