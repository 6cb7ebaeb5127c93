// Demo series: 90 mm aluminium sliding window, 2 or 3 tracks (head/sill/jambs chosen by
// TRACKS), butt-jointed frame, panels with plain, hook (interlock) and meeting stiles.
// Sources of each rule are in docs/series.md. Prices in fen, weights kg/m, lengths mm.

import { demoSeriesInput } from "./build.ts";
import {
  ANCHOR_PARAMETERS,
  addonRow,
  anchorRow,
  DEFAULT_OVERLAPS,
  holeRow,
  memberRow,
  paneRow,
  perSashRow,
  sillExtensionRow,
  squareCutRow,
} from "./rows.ts";
import { channel, hookStile, sill, sliderFrame, slideStile } from "./sections/shapes.ts";
import { DEMO_WORDS, type DemoWords } from "./words/index.ts";

const JAMB = "=if(TRACKS >= 3, 'SL-BF3', 'SL-BF2')";
const HEAD = "=if(TRACKS >= 3, 'SL-UT3', 'SL-UT2')";
const SILL = "=if(TRACKS >= 3, 'SL-DT3', 'SL-DT2')";
const SILL_CAP = "=if(TRACKS >= 3, 'MD-DT3', 'MD-DT2')";
/** Sill drainage slots: 2, 3 in a sill over 1800 mm; each under a weep cap. */
const SILL_SLOTS = "if(W > 1800, 3, 2)";

/** The SL90 sliding window in the words of one language. */
export const aluSliding = (w: DemoWords) =>
  demoSeriesInput(w, {
    id: "demo-alu-sl90",
    key: "sl90",
    material: "aluminium",
    profiles: [
      [
        {
          colours: [w.colours.silver, w.colours.champagne, w.colours.graphite, w.colours.white],
          stockLength: 6000,
          dxfFolder: "sections/sl90",
          sections: {
            "SL-BF2": sliderFrame(2),
            "SL-UT2": sliderFrame(2),
            "SL-DT2": sliderFrame(2),
            "SL-BF3": sliderFrame(3),
            "SL-UT3": sliderFrame(3),
            "SL-DT3": sliderFrame(3),
            "SL-SF": slideStile,
            "SL-GQ": hookStile("outside"),
            "SL-SH": channel,
            "SL-PQ": hookStile("room"),
            "SL-SE": sill,
          },
        },
        [
          ["SL-BF2", "frame", 45, 90, 0.92, 3400],
          ["SL-UT2", "track", 45, 90, 0.98, 3600],
          ["SL-DT2", "track", 45, 90, 1.05, 3900],
          ["SL-BF3", "frame", 45, 130, 1.24, 4600],
          ["SL-UT3", "track", 45, 130, 1.31, 4800],
          ["SL-DT3", "track", 45, 130, 1.42, 5200],
          ["SL-SF", "slideSash", 45, 38, 0.78, 2900],
          ["SL-GQ", "interlock", 45, 38, 0.86, 3200],
          ["SL-SH", "other", 45, 38, 0.74, 2800],
          ["SL-PQ", "meetingStile", 45, 38, 0.82, 3000],
          ["SL-SE", "sillExtension", 30, 90, 0.58, 2300],
        ],
      ],
    ],
    glass: [
      ["G5-9A-5", "5+9A+5", 19, 25, 10500],
      ["G5", "5", 5, 12.5, 4500],
      ["G5T-9A-5T", "5T+9A+5T", 19, 25, 15000],
    ],
    accessories: [
      ["HL-22", "roller", "piece", 850],
      ["HL-22T", "roller", "piece", 1600],
      ["YYS-01", "lock", "piece", 1600],
      ["MT-5x7", "seal", "metre", 60],
      ["FZK-01", "other", "piece", 150],
      ["LS-4x25", "screw", "piece", 8],
      ["MD-GQ", "cap", "piece", 120],
      ["JT-SL", "gasket", "metre", 110],
      ["GD-SL", "other", "piece", 180],
      ["MT-GQ", "seal", "metre", 90],
      ["MD-DT2", "cap", "piece", 240],
      ["MD-DT3", "cap", "piece", 320],
      ["AN-SL", "other", "piece", 90],
      ["WC-SL", "cap", "piece", 45],
    ],
    // Rollers by panel size (mm) and weight (kg), first fit first (docs/series.md "Hardware
    // sized"): two twin rollers carry 60 kg, two tandem rollers 120 kg; a fixed panel has none.
    hardwareSets: [
      ["slide", "HL-22", 1500, 2400, 60, { active: true }],
      ["slide", "HL-22T", 2000, 2800, 120, { active: true }],
    ],
    parameters: [
      ["JAMB_FACE", "45", "jambFace"],
      ["TRACK_INSERT", "8", "trackInsert"],
      ["STILE_FACE", "45"],
      ["RAIL_FACE", "45"],
      ["GLASS_EDGE", "9", "slGlassEdge"],
      ...ANCHOR_PARAMETERS,
    ],
    joins: [
      ["SL-SF", "SL-BF2", 20, 0],
      ["SL-GQ", "SL-SF", 40, 0],
      ["sashGlass", "SL-SF", 12, 3],
      ["glass", "SL-BF2", 12, 3],
    ],
    geometry: {
      ...DEFAULT_OVERLAPS,
      frameJoint: "butt",
      sashJoint: "butt",
      sashOverlap: 20,
      interlockOverlap: 40,
      glassBite: 12,
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
          // fixing lugs along every frame member, and the sill extension where ordered
          anchorRow("AN-SL"),
          sillExtensionRow("SL-SE"),
          // a cap closes each end of the sill track, against the jambs
          addonRow("sill-end-caps", SILL_CAP, "2", {
            scope: "member",
            condition: "ROLE = 'frame' and SIDE = 'bottom'",
          }),
        ],
      },
      slideSash: {
        sashWidth: "LSW",
        sashHeight: "LSH",
        rows: [
          // Butt-jointed panels (geometry.sashJoint "butt"): stiles the panel height; a stile
          // that meets a panel on another track is a hook (interlock) stile, one that meets a
          // panel on its own track a meeting stile (the layout's member), the one at a jamb plain.
          squareCutRow("plain-stile", "SL-SF", "SH", "2 - INTERLOCKS - MEETINGS"),
          squareCutRow("hook-stile", "SL-GQ", "SH", "INTERLOCKS"),
          memberRow("meeting-stile", "ROLE = 'meetingStile'", "SL-PQ"),
          // the rails between the stiles, as long as the layout's top and bottom panel members
          memberRow("rails", "ROLE = 'sash' and (SIDE = 'top' or SIDE = 'bottom')", "SL-SH"),
          // an end cap closes each end of every hook stile
          addonRow("interlock-caps", "MD-GQ", "2 * INTERLOCKS"),
          addonRow("pile", "MT-5x7", "ceil(2 * (SW + SH) / 1000, 1)"),
          addonRow("anti-lift", "FZK-01", "2", { condition: "ACTIVE = 1" }),
          // the brush along each hook stile seals the interlock of two panels
          addonRow("interlock-brush", "MT-GQ", "ceil(INTERLOCKS * SH / 1000, 1)"),
          // a fixed panel stands on no rollers: two brackets at its head and two at its sill hold it
          addonRow("fixed-brackets", "GD-SL", "4", { condition: "ACTIVE = 0" }),
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
          addonRow("panel-gasket", "JT-SL", "ceil(2 * DPERIMETER, 1)", { condition: "INSASH = 1" }),
        ],
      },
      hardware: {
        // two rollers of the table's set under each panel that slides (HWSET: by its size and weight)
        rows: [addonRow("rollers", "=HWSET", "2", { condition: "SASHKIND = 'slidePanel' and ACTIVE = 1" })],
      },
      drainage: {
        rows: [
          holeRow("sill-drain", "PS-SILL", w.rows.sillDrain25x5, SILL_SLOTS),
          addonRow("sill-drain-caps", "WC-SL", SILL_SLOTS),
        ],
      },
      drilling: {
        rows: [
          holeRow("roller-holes", "ZK-ROLLER", w.rows.rollerHoles, "4", {
            scope: "sash",
            condition: "SASHKIND = 'slidePanel' and ACTIVE = 1",
          }),
        ],
      },
      // each end of each hook stile is notched over the rails
      milling: {
        rows: [holeRow("hook-notch", "XK-GQ", w.rows.hookStileNotch, "2 * INTERLOCKS", { scope: "sash" })],
      },
      wage: {
        rows: [
          {
            id: "wage-frame",
            kind: "cost",
            name: w.rows.frameAssembly,
            link: "frame_assembly",
            calc: "perimeter",
            price: "6",
          },
          perSashRow("wage-panel", w.rows.panelAssembly, "15", "sash_assembly"),
        ],
      },
      cost: {
        rows: [{ id: "packing", kind: "cost", name: w.rows.packing, calc: "perimeter", price: "2.5" }],
      },
    },
    prices: { minArea: "1.2", perM2: "420", retailPerM2: "560" },
    rounding: { lengthDigits: 0, area: { mode: "up", digits: 2 } },
    // the optimizer's defaults
    saw: { kerf: 4, trim: 10 },
  });

/** The SL90 sliding window in en-US (DEMO_SERIES, docs/examples). */
export const aluSlidingSeries = aluSliding(DEMO_WORDS["en-US"]);
