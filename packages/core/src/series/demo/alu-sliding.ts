// Demo series: 90 mm aluminium sliding window, 2 or 3 tracks (head/sill/jambs chosen by
// TRACKS), butt-jointed frame, panels with plain, hook (interlock) and meeting stiles.
// Sources of each rule are in docs/series.md. Prices in fen, weights kg/m, lengths mm.
import { demoSeriesInput } from "./build.ts";
import sl90 from "./figures/sl90.json" with { type: "json" };
import { demoFigures } from "./figures.ts";
import {
  addonRow,
  anchorRow,
  holeRow,
  memberRow,
  paneRow,
  perSashRow,
  sillExtensionRow,
  squareCutRow,
} from "./rows.ts";
import { DEMO_WORDS, type DemoWords } from "./words/index.ts";

const JAMB = "=if(TRACKS >= 3, 'SL-BF3', 'SL-BF2')";
const HEAD = "=if(TRACKS >= 3, 'SL-UT3', 'SL-UT2')";
const SILL = "=if(TRACKS >= 3, 'SL-DT3', 'SL-DT2')";
const SILL_CAP = "=if(TRACKS >= 3, 'MD-DT3', 'MD-DT2')";
/** Sill drainage slots: 2, 3 in a sill over 1800 mm; each under a weep cap. */
const SILL_SLOTS = "if(W > 1800, 3, 2)";

const figures = demoFigures(sl90);

/** The SL90 sliding window in the words of one language. */
export const aluSliding = (w: DemoWords) =>
  demoSeriesInput(w, figures, {
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
  });

/** The SL90 sliding window in en-US (DEMO_SERIES, docs/examples). */
export const aluSlidingSeries = aluSliding(DEMO_WORDS["en-US"]);
