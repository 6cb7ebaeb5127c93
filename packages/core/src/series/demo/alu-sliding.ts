// Demo series: 90 mm aluminium sliding window, 2 or 3 tracks (head/sill/jambs chosen by
// TRACKS), butt-jointed frame, panels with plain and hook (interlock) stiles.
// Sources of each rule are in docs/series.md. Prices in fen, weights kg/m, lengths mm.
import type { SeriesInput } from "../schema.ts";
import { accessoryLine, glassLine, profileLine } from "./catalogue.ts";
import { addonRow, areaPriceRow, holeRow, memberRow, paneRow, perSashRow, squareCutRow } from "./rows.ts";

const JAMB = "=if(TRACKS >= 3, 'SL-BF3', 'SL-BF2')";
const HEAD = "=if(TRACKS >= 3, 'SL-UT3', 'SL-UT2')";
const SILL = "=if(TRACKS >= 3, 'SL-DT3', 'SL-DT2')";

const profile = profileLine(["silver", "champagne", "graphite", "white"], 6000, "sections/sl90");

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
    glassLine("G5-9A-5", "5+9A+5 insulating", "5+9A+5", 19, 25, 10500),
    glassLine("G5", "5 mm clear", "5", 5, 12.5, 4500),
  ],
  accessories: [
    accessoryLine("HL-22", "twin roller 22 mm", "roller", "piece", 850),
    accessoryLine("YYS-01", "crescent lock", "lock", "piece", 1600),
    accessoryLine("MT-5x7", "pile weatherstrip 5×7", "seal", "metre", 60),
    accessoryLine("FZK-01", "anti-lift block", "other", "piece", 150),
    accessoryLine("LS-4x25", "frame screw ST4.2×25", "screw", "piece", 8),
    accessoryLine("MD-GQ", "interlock end cap", "cap", "piece", 120),
    accessoryLine("JT-SL", "EPDM panel glazing gasket", "gasket", "metre", 110),
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
        addonRow("frame-screws", "LS-4x25", "2 * 2", {
          scope: "member",
          condition: "ROLE = 'frame' and (SIDE = 'top' or SIDE = 'bottom')",
        }),
        addonRow("crescent", "YYS-01", "PANELS - 1"),
      ],
    },
    slideSash: {
      sashWidth: "LSW",
      sashHeight: "LSH",
      rows: [
        // Butt-jointed panels (geometry.sashJoint "butt"): stiles the panel height; a stile
        // that meets another panel is a hook (interlock) stile, the one at a jamb is plain.
        squareCutRow("plain-stile", "SL-SF", "SH", "2 - INTERLOCKS"),
        squareCutRow("hook-stile", "SL-GQ", "SH", "INTERLOCKS"),
        // the rails between the stiles, as long as the layout's top and bottom panel members
        memberRow("rails", "ROLE = 'sash' and (SIDE = 'top' or SIDE = 'bottom')", "SL-SH"),
        // an end cap closes each end of every hook stile
        addonRow("interlock-caps", "MD-GQ", "2 * INTERLOCKS"),
        addonRow("pile", "MT-5x7", "ceil(2 * (SW + SH) / 1000, 1)"),
        addonRow("anti-lift", "FZK-01", "2", { condition: "ACTIVE = 1" }),
      ],
    },
    glass: {
      rows: [
        paneRow(
          "panel-glass",
          "INSASH = 1",
          "SW - 2 * STILE_FACE + 2 * GLASS_EDGE",
          "SH - 2 * RAIL_FACE + 2 * GLASS_EDGE",
        ),
        // the pane is held in the panel's glazing channel by a gasket on both faces
        addonRow("panel-gasket", "JT-SL", "ceil(2 * 2 * (DW + DH) / 1000, 1)", { condition: "INSASH = 1" }),
      ],
    },
    hardware: {
      rows: [addonRow("rollers", "HL-22", "2", { condition: "SASHKIND = 'slidePanel' and ACTIVE = 1" })],
    },
    drainage: { rows: [holeRow("sill-drain", "PS-SILL", "sill drainage slot 25×5", "if(W > 1800, 3, 2)")] },
    drilling: { rows: [holeRow("roller-holes", "ZK-ROLLER", "roller fixing holes", "4", { scope: "sash" })] },
    milling: { rows: [holeRow("hook-notch", "XK-GQ", "hook stile end notch", "2", { scope: "sash" })] },
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
        perSashRow("wage-panel", "panel assembly", "15", "sash_assembly"),
      ],
    },
    cost: {
      rows: [
        { id: "packing", kind: "cost", name: "packing film and corners", calc: "perimeter", price: "2.5" },
      ],
    },
    quote: { rows: [areaPriceRow("quote-area", "window price", "1.2", "420")] },
    retailQuote: { rows: [areaPriceRow("retail-area", "retail price", "1.2", "560")] },
  },
  rounding: {
    length: { mode: "round", digits: 0 },
    area: { mode: "up", digits: 2 },
    money: { mode: "round", digits: 0 },
  },
} satisfies SeriesInput;
