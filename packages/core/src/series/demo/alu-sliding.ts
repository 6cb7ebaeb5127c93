// Demo series: 90 mm aluminium sliding window, 2 or 3 tracks (head/sill/jambs chosen by
// TRACKS), butt-jointed frame, panels with plain and hook (interlock) stiles.
// Sources of each rule are in docs/series.md. Prices in fen, weights kg/m, lengths mm.
import type { SeriesInput } from "../schema.ts";
import { memberRow } from "./rows.ts";

const JAMB = "=if(TRACKS >= 3, 'SL-BF3', 'SL-BF2')";
const HEAD = "=if(TRACKS >= 3, 'SL-UT3', 'SL-UT2')";
const SILL = "=if(TRACKS >= 3, 'SL-DT3', 'SL-DT2')";

const colours = ["silver", "champagne", "graphite", "white"];
const profile = (
  code: string,
  name: string,
  partType: string,
  faceWidth: number,
  depth: number,
  kg: number,
  fen: number,
) => ({
  code,
  name,
  partType: partType as "frame",
  faceWidth,
  depth,
  weightPerMetre: kg,
  pricePerMetre: fen,
  colours,
  stockLength: 6000,
  dxf: `sections/sl90/${code}.dxf`,
});

export const aluSlidingSeries = {
  id: "demo-alu-sl90",
  name: "SL90 sliding window (2/3 track)",
  material: "aluminium",
  description: "90 series aluminium sliding window, 2 or 3 tracks",
  profiles: [
    profile("SL-BF2", "jamb, 2-track", "frame", 45, 90, 0.92, 3400),
    profile("SL-UT2", "head track, 2-track", "track", 45, 90, 0.98, 3600),
    profile("SL-DT2", "sill track, 2-track", "track", 45, 90, 1.05, 3900),
    profile("SL-BF3", "jamb, 3-track", "frame", 45, 130, 1.24, 4600),
    profile("SL-UT3", "head track, 3-track", "track", 45, 130, 1.31, 4800),
    profile("SL-DT3", "sill track, 3-track", "track", 45, 130, 1.42, 5200),
    profile("SL-SF", "panel plain stile", "slideSash", 45, 38, 0.78, 2900),
    profile("SL-GQ", "panel hook stile (interlock)", "interlock", 45, 38, 0.86, 3200),
    profile("SL-SH", "panel top/bottom rail", "other", 45, 38, 0.74, 2800),
  ],
  glass: [
    {
      code: "G5-9A-5",
      name: "5+9A+5 insulating",
      spec: "5+9A+5",
      thickness: 19,
      weightPerM2: 25,
      pricePerM2: 10500,
    },
    { code: "G5", name: "5 mm clear", spec: "5", thickness: 5, weightPerM2: 12.5, pricePerM2: 4500 },
  ],
  accessories: [
    { code: "HL-22", name: "twin roller 22 mm", category: "roller", unit: "piece", price: 850 },
    { code: "YYS-01", name: "crescent lock", category: "lock", unit: "piece", price: 1600 },
    { code: "MT-5x7", name: "pile weatherstrip 5×7", category: "seal", unit: "metre", price: 60 },
    { code: "FZK-01", name: "anti-lift block", category: "other", unit: "piece", price: 150 },
    { code: "LS-4x25", name: "frame screw ST4.2×25", category: "screw", unit: "piece", price: 8 },
    { code: "MD-GQ", name: "interlock end cap", category: "cap", unit: "piece", price: 120 },
    { code: "JT-SL", name: "EPDM panel glazing gasket", category: "gasket", unit: "metre", price: 110 },
  ],
  parameters: [
    { name: "JAMB_FACE", value: "45", note: "jamb visible face, mm" },
    { name: "TRACK_INSERT", value: "8", note: "head/sill ends sit into the jamb groove, per end" },
    { name: "STILE_FACE", value: "45" },
    { name: "RAIL_FACE", value: "45" },
    { name: "GLASS_EDGE", value: "9", note: "glazing bite 12 − clearance 3" },
  ],
  joins: [
    { profileFrom: "SL-SF", profileTo: "SL-BF2", crossValue: 20, offsetValue: 0 },
    { profileFrom: "SL-GQ", profileTo: "SL-SF", crossValue: 40, offsetValue: 0 },
    { profileFrom: "sashGlass", profileTo: "SL-SF", crossValue: 12, offsetValue: 3 },
    { profileFrom: "glass", profileTo: "SL-BF2", crossValue: 12, offsetValue: 3 },
  ],
  geometry: {
    frameJoint: "butt",
    sashJoint: "butt",
    sashOverlap: 20,
    interlockOverlap: 40,
    meetingOverlap: 10,
    foldGap: 4,
    glassBite: 12,
    glassClearance: 3,
    minClear: 150,
  },
  formulas: {
    frame: {
      rows: [
        // Butt-jointed frame (geometry.frameJoint "butt"): the layout's jambs run the full
        // height, head and sill sit between them; each sits TRACK_INSERT into the jamb groove.
        memberRow("jamb", "ROLE = 'frame' and (SIDE = 'left' or SIDE = 'right')", JAMB),
        memberRow("head", "ROLE = 'frame' and SIDE = 'top'", HEAD, "L + 2 * TRACK_INSERT"),
        memberRow("sill", "ROLE = 'frame' and SIDE = 'bottom'", SILL, "L + 2 * TRACK_INSERT"),
        // two screws through the jamb into each end of the head and the sill
        {
          id: "frame-screws",
          kind: "addon",
          scope: "member",
          condition: "ROLE = 'frame' and (SIDE = 'top' or SIDE = 'bottom')",
          code: "LS-4x25",
          quantity: "2 * 2",
        },
        { id: "crescent", kind: "addon", code: "YYS-01", quantity: "PANELS - 1" },
      ],
    },
    slideSash: {
      sashWidth: "LSW",
      sashHeight: "LSH",
      rows: [
        // Butt-jointed panels (geometry.sashJoint "butt"): stiles the panel height; a stile
        // that meets another panel is a hook (interlock) stile, the one at a jamb is plain.
        {
          id: "plain-stile",
          kind: "profile",
          code: "SL-SF",
          length: "SH",
          count: "2 - INTERLOCKS",
          angleA: "90",
          angleB: "90",
        },
        {
          id: "hook-stile",
          kind: "profile",
          code: "SL-GQ",
          length: "SH",
          count: "INTERLOCKS",
          angleA: "90",
          angleB: "90",
        },
        // the rails between the stiles, as long as the layout's top and bottom panel members
        memberRow("rails", "ROLE = 'sash' and (SIDE = 'top' or SIDE = 'bottom')", "SL-SH"),
        // an end cap closes each end of every hook stile
        { id: "interlock-caps", kind: "addon", code: "MD-GQ", quantity: "2 * INTERLOCKS" },
        { id: "pile", kind: "addon", code: "MT-5x7", quantity: "ceil(2 * (SW + SH) / 1000, 1)" },
        { id: "anti-lift", kind: "addon", condition: "ACTIVE = 1", code: "FZK-01", quantity: "2" },
      ],
    },
    glass: {
      rows: [
        {
          id: "panel-glass",
          kind: "glass",
          condition: "INSASH = 1",
          spec: "=SPEC",
          width: "SW - 2 * STILE_FACE + 2 * GLASS_EDGE",
          height: "SH - 2 * RAIL_FACE + 2 * GLASS_EDGE",
          count: "1",
        },
        // the pane is held in the panel's glazing channel by a gasket on both faces
        {
          id: "panel-gasket",
          kind: "addon",
          condition: "INSASH = 1",
          code: "JT-SL",
          quantity: "ceil(2 * 2 * (DW + DH) / 1000, 1)",
        },
      ],
    },
    hardware: {
      rows: [
        {
          id: "rollers",
          kind: "addon",
          condition: "SASHKIND = 'slidePanel' and ACTIVE = 1",
          code: "HL-22",
          quantity: "2",
        },
      ],
    },
    drainage: {
      rows: [
        {
          id: "sill-drain",
          kind: "hole",
          code: "PS-SILL",
          name: "sill drainage slot 25×5",
          count: "if(W > 1800, 3, 2)",
        },
      ],
    },
    drilling: {
      rows: [
        {
          id: "roller-holes",
          kind: "hole",
          scope: "sash",
          code: "ZK-ROLLER",
          name: "roller fixing holes",
          count: "4",
        },
      ],
    },
    milling: {
      rows: [
        {
          id: "hook-notch",
          kind: "hole",
          scope: "sash",
          code: "XK-GQ",
          name: "hook stile end notch",
          count: "2",
        },
      ],
    },
    wage: {
      rows: [
        {
          id: "wage-frame",
          kind: "cost",
          name: "frame assembly",
          link: "frame_assembly",
          calc: "perimeter",
          price: "6",
        },
        {
          id: "wage-panel",
          kind: "cost",
          scope: "sash",
          name: "panel assembly",
          link: "sash_assembly",
          calc: "piece",
          price: "15",
        },
      ],
    },
    cost: {
      rows: [
        { id: "packing", kind: "cost", name: "packing film and corners", calc: "perimeter", price: "2.5" },
      ],
    },
    quote: {
      rows: [
        {
          id: "quote-area",
          kind: "cost",
          name: "window price",
          calc: "area",
          quantity: "max(AREA, 1.2)",
          price: "420",
        },
      ],
    },
    retailQuote: {
      rows: [
        {
          id: "retail-area",
          kind: "cost",
          name: "retail price",
          calc: "area",
          quantity: "max(AREA, 1.2)",
          price: "560",
        },
      ],
    },
  },
  rounding: {
    length: { mode: "round", digits: 0 },
    area: { mode: "up", digits: 2 },
    money: { mode: "round", digits: 0 },
  },
} satisfies SeriesInput;
