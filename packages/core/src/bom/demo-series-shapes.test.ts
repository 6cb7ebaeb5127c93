// Hand-computed BOMs of the demo series for shaped frames and every opening kind, through the
// real layout (docs/series.md "Worked examples: shapes and openings").
import { describe, expect, it } from "vitest";
import { layout } from "../design/layout/layout.ts";
import {
  type Design,
  emptyDesign,
  type FrameShape,
  type Region,
  type SashOpenType,
} from "../design/model.ts";
import { glass, sash, split } from "../design/test-designs.ts";
import { DEMO_SERIES } from "../series/demo/index.ts";
import { seriesGeometry } from "../series/geometry.ts";
import type { Series } from "../series/schema.ts";
import { addonCounts, bomOf, rowsOf } from "./test-bom.ts";
import type { Bom } from "./types.ts";

const tb60 = DEMO_SERIES["alu-tb60-casement"] as Series;
const pvc = DEMO_SERIES["upvc-60-casement"] as Series;
const sl90 = DEMO_SERIES["alu-sl90-sliding"] as Series;

function design(shape: FrameShape, root: Region, colour = "white"): Design {
  return {
    ...emptyDesign(),
    frames: [{ id: "F", x: 0, y: 0, shape, seriesId: "", colors: { a: colour, b: colour }, root }],
  };
}
/** docs/layout.md example 4: a trapezoid 1000 wide, 1200 left, 900 right, a mullion at 500. */
const trapezoidTwoLights = design(
  { kind: "trapezoid", width: 1000, leftHeight: 1200, rightHeight: 900 },
  split("R", "vertical", 500, glass("G1"), glass("G2")),
);
/** docs/layout.md example 3: an arch 1200 × 1600, rise 400, a transom at 600 with `below` under it. */
const archWithTransom = (below: Region) =>
  design(
    { kind: "arch", width: 1200, height: 1600, rise: 400 },
    split("R", "horizontal", 600, glass("G1"), below),
  );
const r2 = (n: number) => Math.round(n * 100) / 100;
const holes = (bom: Bom) => bom.holes.map((h) => [h.name, h.count]);

describe("TB60 trapezoid 1000 wide, 1200 left, 900 right, mullion at 500 (docs/layout.md example 4)", () => {
  const bom = bomOf(trapezoidTwoLights, tb60);
  it("cuts each frame member at its own length and angles: 4.144 m, not 2 × 1000 + 2 × 1200 = 4.4 m", () => {
    expect(bom.errors).toEqual([]);
    // sloped head √(1000² + 300²) = 1044.03 → 1044.0, cut (90 − 16.70) / 2 = 36.65° and (90 + 16.70) / 2 = 53.35°
    expect(rowsOf(bom, "F001")).toEqual([
      [1200, 1, 36.65, 45],
      [1044, 1, 36.65, 53.35],
      [1000, 1, 45, 45],
      [900, 1, 45, 53.35],
    ]);
    const metres = bom.profiles.filter((p) => p.code === "F001").reduce((s, p) => s + p.length * p.count, 0);
    expect(metres).toBe(4144);
  });
  it("cuts the mullion to its long point 939.4 at the slope's 73.30°, square at the sill", () => {
    expect(rowsOf(bom, "Z001")).toEqual([[939.4, 1, 73.3, 90]]);
  });
});

describe("TB60 arch 1200 × 1600, rise 400, transom at 600 (docs/layout.md example 3)", () => {
  const bom = bomOf(archWithTransom(sash("S")), tb60);
  // outer radius (600² + 400²) / (2 × 400) = 650 about (600, 650); the centre line 620 meets the
  // jambs' centre lines at x = 30: developed length 620 × 2 asin(570 / 620) = 1446.38
  it("lists the head as one bent bar of its developed length 1446.4 + 2 × 250 bending tails = 1946.4", () => {
    expect(bom.errors).toEqual([]);
    const bent = bom.profiles.find((p) => p.name === "TB60 frame, bent");
    expect(bent).toMatchObject({ code: "F001", length: 1946.4, count: 1, optimize: false });
    expect([r2(bent?.angleA ?? 0), r2(bent?.angleB ?? 0)]).toEqual([78.69, 78.69]);
    // jambs 1600 − 400 = 1200 (45° at the sill, 78.69° at the springing) and the sill 1200
    expect(rowsOf(bom, "F001").filter((r) => r[0] === 1200)).toEqual([
      [1200, 2, 45, 78.69],
      [1200, 1, 45, 45],
    ]);
    expect(rowsOf(bom, "Z001")).toEqual([[1080, 1, 90, 90]]);
    expect(addonCounts(bom)["CJ-60"]).toBe(4);
  });
  // The fanlight's daylight: inner arc radius 590, jambs' inner faces x 60 … 1140 (1080), the
  // transom's top at 600 − 40 = 560; the arc meets x = 60 at 650 − √(590² − 540²) = 412.30.
  it("beads the fanlight side by side: bent head 580 × 2 asin(530 / 580) + 500 = 1836.9, sides 147.7, sill 1080", () => {
    expect(bom.profiles.filter((p) => p.code === "Y002" && p.name === "TB60 fixed bead, bent")).toMatchObject(
      [{ length: 1836.9, count: 1, optimize: false }],
    );
    // corner at the arc: 45° + asin(540 / 590) / 2 = 78.12°
    expect(rowsOf(bom, "Y002").filter((r) => r[0] !== 1836.9)).toEqual([
      [1080, 1, 45, 45],
      [147.7, 2, 45, 78.12],
    ]);
    // the casement below (sash 1098 × 918, its daylight 958 × 778): square beads
    expect(rowsOf(bom, "Y001")).toEqual([
      [958, 2, 90, 90],
      [738, 2, 90, 90],
    ]);
  });
  it("drains the light above the transom through the transom, the casement's cell through the sill", () => {
    expect(holes(bom)).toEqual(
      expect.arrayContaining([
        ["sill drainage slot 30×5", 2],
        ["transom drainage slot 30×5", 2],
      ]),
    );
  });
});

describe("TB60 beads of a trapezoid's two lights (1000, 1200 / 900, mullion at 500)", () => {
  // inner slope y = 0.3x + 60 / cos 16.70° = 0.3x + 62.642; lights x 60 … 460 and 540 … 940 down to 1140
  const bom = bomOf(trapezoidTwoLights, tb60);
  it("cuts each side its own length and angle: slope √(400² + 120²) = 417.6 at 36.65°/53.35°", () => {
    expect(bom.errors).toEqual([]);
    // left light: 1140 − 80.642 = 1059.4 and 1140 − 200.642 = 939.4; right light 915.4 and 795.4
    expect(rowsOf(bom, "Y002")).toEqual([
      [1059.4, 1, 36.65, 45],
      [939.4, 1, 45, 53.35],
      [915.4, 1, 36.65, 45],
      [795.4, 1, 45, 53.35],
      [417.6, 2, 36.65, 53.35],
      [400, 2, 45, 45],
    ]);
  });
});

describe("TB60 beads of a sash divided by a glazing bar (900 × 1400, bar at 450)", () => {
  // sash daylight 658 × 1158; the bar (face 80) leaves two lites of (658 − 80) / 2 = 289 × 1158
  const d = design(
    { kind: "rectangle", width: 900, height: 1400 },
    sash("S", split("B", "vertical", 450, glass("L"), glass("R"))),
  );
  it("beads each lite: 289 × 4 and 1158 − 2 × 20 = 1118 × 4, not 658 × 2 and 1118 × 2 round the sash", () => {
    const bom = bomOf(d, tb60);
    expect(bom.errors).toEqual([]);
    expect(rowsOf(bom, "Y001")).toEqual([
      [1118, 4, 90, 90],
      [289, 4, 90, 90],
    ]);
  });
});

describe("PVC60 trapezoid 1000 × 1200 / 900: steel clear of each weld, whatever the angle", () => {
  const bom = bomOf(
    design({ kind: "trapezoid", width: 1000, leftHeight: 1200, rightHeight: 900 }, glass("G")),
    pvc,
  );
  it("cuts the steel short of the mitre's short point (face 58 × cot of each end) by 12 at each end", () => {
    expect(bom.errors).toEqual([]);
    // slope: cot 36.65° + cot 53.35° = 2 / cos 16.70° = 2.08806; 1044.03 − 58 × 2.08806 − 24 = 898.92
    // left: 1200 − 58 × (1.34403 + 1) − 24 = 1040.05; right 900 − 58 × (0.74403 + 1) − 24 = 774.85; sill 1000 − 140 = 860
    expect(rowsOf(bom, "GC-F")).toEqual([
      [1040, 1, 90, 90],
      [899, 1, 90, 90],
      [860, 1, 90, 90],
      [775, 1, 90, 90],
    ]);
    // frame bars + 2 × 3 weld allowance
    expect(rowsOf(bom, "K60-F").map((r) => r[0])).toEqual([1206, 1050, 1006, 906]);
  });
});

describe("PVC60 arch 1200 × 1600, rise 400, transom at 600: the head's steel is bent with it", () => {
  const bom = bomOf(archWithTransom(sash("S")), pvc);
  // outer radius 650 about (600, 650); the frame's centre line (face 58) has radius 621 and
  // meets the jambs' centre lines at x = 29: LC = 621 × 2 asin(571 / 621) = 1449.13. The ends
  // are cut at 45° + asin(600 / 650) / 2 = 78.69°, cot 78.69° = 0.2.
  it("bends the head: K60-F LC + 2 × 250 + 2 × 3 weld = 1955, one piece, not optimised", () => {
    expect(bom.errors).toEqual([]);
    expect(bom.profiles.find((p) => p.name === "PVC60 frame, bent")).toMatchObject({
      code: "K60-F",
      length: 1955,
      count: 1,
      optimize: false,
    });
  });
  it("orders the head's steel as a bent bar: 1449.13 − 29 × 0.4 − 24 + 2 × 250 = 1914 (not the straight 1482)", () => {
    const bent = bom.profiles.filter((p) => p.code === "GC-F" && p.name === "frame steel, bent");
    expect(bent).toMatchObject([{ length: 1914, count: 1, optimize: false, colour: "galvanised" }]);
    // the straight pieces keep their rule: jambs 1200 − 58 × (1 + 0.2) − 24 = 1106.4, sill 1200 − 140
    expect(rowsOf(bom, "GC-F").filter((r) => r[0] !== 1914)).toEqual([
      [1106, 2, 90, 90],
      [1060, 1, 90, 90],
    ]);
  });
  it("screws the bent steel along its fitted length 1413.53: ceil((1413.53 − 200) / 300) + 1 = 6", () => {
    const fixed = bomOf(archWithTransom(glass("G2")), pvc);
    expect(fixed.errors).toEqual([]);
    const transomSteel = rowsOf(fixed, "GC-Z")[0]?.[0] as number;
    const screws = (steel: number) => Math.ceil((steel - 200) / 300) + 1;
    // frame: head 6, jambs 1106.4 → 5 each, sill 1060 → 4; plus the transom's steel
    expect(fixed.addons.find((a) => a.code === "LS-STEEL")?.count).toBe(6 + 5 + 5 + 4 + screws(transomSteel));
  });
});

describe("opening kinds in TB60, 900 × 1200, one sash (sash 798 × 1098)", () => {
  const kinds = (openType: SashOpenType) =>
    addonCounts(
      bomOf(design({ kind: "rectangle", width: 900, height: 1200 }, sash("S", undefined, openType)), tb60),
    );
  it("hangs a side-hung casement on side-hung friction stays", () => {
    expect(kinds("casement")).toMatchObject({ "HC-16": 1, "ZS-01": 1, "CD-01": 1 });
  });
  it("hangs a top-hung awning on top-hung friction stays, with handle, gear and seal", () => {
    const a = kinds("awning");
    expect(a).toMatchObject({ "HC-16T": 1, "ZS-01": 1, "CD-01": 1 });
    expect(a["HC-16"]).toBeUndefined();
    // weather seal ceil(2 × (798 + 1098) / 1000, 1) = 3.8 m; 2 setting + 4 location blocks
    expect(a["JT-02"]).toBeCloseTo(3.8, 9);
    expect(a["DK-60"]).toBe(6);
  });
  it("gives a bottom-hung hopper hinges and restrictor stays", () => {
    expect(kinds("hopper")).toMatchObject({ "JL-60": 1, "XW-01": 1, "ZS-01": 1 });
  });
  it("gives a tilt-turn sash the tilt-turn set with handle, gear and seal, and no stays", () => {
    const t = kinds("tiltTurn");
    expect(t).toMatchObject({ "TT-60": 1, "ZS-01": 1, "CD-01": 1 });
    expect(t["HC-16"]).toBeUndefined();
    expect(t["JT-02"]).toBeCloseTo(3.8, 9);
  });
  it("gives a fixed sash no hardware and no weather seal", () => {
    const f = kinds("fixed");
    for (const code of ["HC-16", "HC-16T", "ZS-01", "CD-01", "JT-02"]) expect(f[code], code).toBeUndefined();
  });
  it("gives PVC60 an awning friction stays and a hopper the tilt-only set, not casement hinges", () => {
    const p = (openType: SashOpenType) =>
      addonCounts(
        bomOf(design({ kind: "rectangle", width: 900, height: 1200 }, sash("S", undefined, openType)), pvc),
      );
    expect(p("awning")).toMatchObject({ "HC-PVC": 1, "ZS-PVC": 1 });
    expect(p("awning")["HJ-PVC"]).toBeUndefined();
    expect(p("hopper")).toMatchObject({ "KP-SET": 1 });
    expect(p("hopper")["HJ-PVC"]).toBeUndefined();
  });
});

describe("drainage of TB60 1200 × 1500, transom at 500, two fixed lights above it, a casement below", () => {
  const bom = bomOf(
    design(
      { kind: "rectangle", width: 1200, height: 1500 },
      split("T", "horizontal", 500, split("V", "vertical", 600, glass("A"), glass("B")), sash("S")),
    ),
    tb60,
  );
  it("puts 2 slots in the sill (one bay) and 2 per light into the transom", () => {
    expect(holes(bom).filter(([name]) => String(name).includes("drainage"))).toEqual([
      ["sill drainage slot 30×5", 2],
      ["transom drainage slot 30×5", 4],
    ]);
  });
});

describe("a triangle 1200 × 800 of fixed glass (sides 1000, inradius 300): the pane is ordered at its template's size", () => {
  const d = design({ kind: "triangle", width: 1200, height: 800, apexX: 600 }, glass("G"));
  const panes = (bom: Bom) =>
    bom.glass.map((g) => [g.width, g.height, g.count, g.template?.width, r2(g.template?.height ?? 0)]);

  it("TB60 orders (300 − 60 + 11) / 300 of the frame: 1004 × 669.3, not the opening + 11 a side (982 × 662)", () => {
    expect(panes(bomOf(d, tb60))).toEqual([[1004, 669.3, 1, 1004, 669.33]]);
  });

  it("PVC60 (face 58, edge 18 − 5) orders (300 − 58 + 13) / 300 = 0.85 of it: 1020 × 680, not 994 × 671.3", () => {
    expect(panes(bomOf(d, pvc))).toEqual([[1020, 680, 1, 1020, 680]]);
  });
});

describe("SL90 4 panels on 2 tracks, 2430 × 1500", () => {
  // clear 2430 − 90 = 2340; panels (2340 + 2 × 20 + 3 × 40) / 4 = 625 by 1500 − 90 + 40 = 1450
  const slide: Region = {
    kind: "slide",
    id: "SL",
    tracks: 2,
    direction: "both",
    panels: [0, 1, 2, 3].map((i) => ({
      id: `P${i}`,
      track: i % 2,
      fixed: i === 0,
      inner: glass(`G${i}`, "5+9A+5"),
    })),
  };
  const d = design({ kind: "rectangle", width: 2430, height: 1500 }, slide);
  const bom = bomOf(d, sl90);
  it("butts the frame: jambs 1500, head and sill 2340 + 2 × 8 = 2356", () => {
    expect(bom.errors).toEqual([]);
    expect(rowsOf(bom, "SL-BF2")).toEqual([[1500, 2, 90, 90]]);
    expect(rowsOf(bom, "SL-UT2")).toEqual([[2356, 1, 90, 90]]);
    expect(rowsOf(bom, "SL-DT2")).toEqual([[2356, 1, 90, 90]]);
  });
  it("gives the two end panels a plain stile and the 3 meetings 6 hook stiles, each with 2 end caps", () => {
    expect(rowsOf(bom, "SL-SF")).toEqual([[1450, 2, 90, 90]]);
    expect(rowsOf(bom, "SL-GQ")).toEqual([[1450, 6, 90, 90]]);
    expect(rowsOf(bom, "SL-SH")).toEqual([[535, 8, 90, 90]]);
    expect(addonCounts(bom)).toMatchObject({ "MD-GQ": 12, "YYS-01": 3, "LS-4x25": 8 });
  });
  it("glazes each panel 553 × 1378 with a gasket on both faces, and puts rollers under the sliding panels only", () => {
    expect(bom.glass.map((g) => [g.width, g.height, g.count])).toEqual([[553, 1378, 4]]);
    // ceil(4 × (535 + 1360) / 1000, 1) = 7.6 m per pane
    expect(addonCounts(bom)["JT-SL"]).toBeCloseTo(4 * 7.6, 9);
    // panel P0 is fixed: 3 × 2 rollers and anti-lift blocks
    expect(addonCounts(bom)).toMatchObject({ "HL-22": 6, "FZK-01": 6 });
  });
});

describe("the layout names only profiles of the series' catalogue", () => {
  // SL90's layout once named the bead Y001 and the rail R101 (built-in defaults it does not sell)
  const casement = design(
    { kind: "arch", width: 1200, height: 1600, rise: 400 },
    split(
      "R",
      "horizontal",
      600,
      glass("G1"),
      sash("S", split("B", "vertical", 600, glass("L"), glass("R"))),
    ),
  );
  const slider = design(
    { kind: "rectangle", width: 2430, height: 1500 },
    {
      kind: "slide",
      id: "SL",
      tracks: 2,
      direction: "both",
      panels: [0, 1, 2].map((i) => ({
        id: `P${i}`,
        track: i % 2,
        fixed: false,
        inner: glass(`G${i}`, "5+9A+5"),
      })),
    },
  );
  it.each([
    ["TB60", tb60, casement],
    ["PVC60", pvc, casement],
    ["SL90", sl90, slider],
  ] as const)("%s", (_name, series, d) => {
    const codes = new Set(series.profiles.map((p) => p.code));
    const members = layout(d, seriesGeometry(series)).members;
    expect(members.length).toBeGreaterThan(0);
    expect(members.filter((m) => !codes.has(m.profileCode)).map((m) => [m.role, m.profileCode])).toEqual([]);
  });
});

describe("colour", () => {
  it("refuses a profile in a colour its catalogue does not offer, on the colour field", () => {
    const bom = bomOf(design({ kind: "rectangle", width: 900, height: 1200 }, glass("G")), tb60);
    expect(bom.errors).toEqual([]);
    const purple = bomOf(design({ kind: "rectangle", width: 900, height: 1200 }, glass("G"), "purple"), tb60);
    expect(purple.profiles).toEqual([]);
    expect(purple.errors.length).toBeGreaterThan(0);
    expect(purple.errors[0]).toMatchObject({
      field: "colour",
      error: { code: "err_26", detail: "F001 purple" },
    });
  });
});
