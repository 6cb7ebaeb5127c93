// Hand-computed BOM figures for arches, cells against a mullion, glazing bars in a sash and
// shaped glass (docs/bom.md, "Worked examples: shapes and openings"). The rows are written
// here, on the TB60 catalogue and join table, so the figures test the engine (layout and
// variables), not the demo series' formulas.
import { describe, expect, it } from "vitest";
import { layout } from "../design/layout/layout.ts";
import type { Design, FrameShape, Region } from "../design/model.ts";
import { frameDesign, GABLE, glass, sash } from "../design/test-designs.ts";
import { DEMO_SERIES } from "../series/demo/index.ts";
import { seriesGeometry } from "../series/geometry.ts";
import { type Series, seriesSchema } from "../series/schema.ts";
import { bomOf, expectCuts, profileRows } from "./test-bom.ts";
import type { Bom } from "./types.ts";

const tb60 = DEMO_SERIES["alu-tb60-casement"] as Series;

/** TB60's catalogue, parameters and join table with the given rows (and join rows). */
function series(formulas: unknown, joins: Series["joins"] = tb60.joins): Series {
  return seriesSchema.parse({ ...tb60, joins, formulas });
}

const glassRows = {
  rows: [
    { id: "pane", kind: "glass", spec: "=SPEC", width: "GW", height: "GH", count: "1" },
    {
      id: "pane-by-opening",
      kind: "glass",
      spec: "opening+margin",
      width: "DW + 2 * GLASS_EDGE",
      height: "DH + 2 * GLASS_EDGE",
      count: "1",
    },
  ],
};

const spec = "5+12A+5";
const split = (
  id: string,
  direction: "vertical" | "horizontal",
  at: number[],
  children: Region[],
): Region => ({
  kind: "split",
  id,
  direction,
  mullions: at.map((position, i) => ({ id: `${id}M${i + 1}`, position })),
  children,
});
const design = (shape: FrameShape, root: Region, decorations: Design["decorations"] = []): Design => ({
  ...frameDesign(shape, root, { seriesId: "tb60" }),
  decorations,
});
const panes = (bom: Bom, name = spec) =>
  bom.glass.filter((g) => g.spec === name).map((g) => [g.width, g.height, g.count]);

describe("arch 1400 × 1800, rise 300: transom at 450, fanlight in three by mullions at 245 and 1155", () => {
  // outer radius (700² + 300²) / 600 = 966.67 about (700, 966.67); inner radius 906.67, its
  // top at y = 60. Centre fanlight cell: 245 + 40 = 285 … 1155 − 40 = 1115 wide (830), from
  // the arc's top (60) down to the transom's upper face 450 − 40 = 410 (350 high).
  const d = design(
    { kind: "arch", width: 1400, height: 1800, rise: 300 },
    split(
      "T",
      "horizontal",
      [450],
      [split("V", "vertical", [245, 1155], [glass("A"), glass("B"), glass("C")]), glass("D")],
    ),
  );
  const s = series({
    frame: {
      rows: [
        {
          id: "bead",
          kind: "profile",
          scope: "fill",
          condition: "DW > 800 and DH < 400",
          code: "Y002",
          length: "DH - 2 * BEAD_FACE",
          count: "2",
        },
        { id: "perimeter", kind: "cost", calc: "perimeter", name: "perimeter", price: "1" },
        {
          id: "head",
          kind: "profile",
          scope: "member",
          condition: "ROLE = 'frame' and CURVED = 1",
          code: "F001",
          length: "LC",
          count: "1",
        },
      ],
    },
    glass: { rows: [glassRows.rows[1]] },
  });
  const bom = bomOf(d, s);

  it("orders the centre fanlight pane at (830 + 22) × (350 + 22) = 852 × 372 and its side beads at 350 − 40 = 310", () => {
    expect(bom.errors).toEqual([]);
    const b = layout(d, seriesGeometry(s)).fills.find((f) => f.id === "B")!;
    expect([b.daylightWidth, b.daylightHeight]).toEqual([830, 350]);
    // the drawn polygon samples the arc every 5° from the cell's edge and misses the apex
    const ys = b.polygon.map((p) => p[1]);
    expect(Math.max(...ys) - Math.min(...ys)).toBeLessThan(349.5);
    expect(bom.glass.find((g) => g.width === 852)).toMatchObject({ width: 852, height: 372, count: 1 });
    expect(bom.profiles.find((p) => p.code === "Y002")).toMatchObject({ length: 310, count: 2 });
  });

  it("measures PERIMETER on the true arc: 966.67 × 1.61957 rad = 1565.58 + 2 × 1500 + 1400 = 5.96558 m", () => {
    const sweep = 2 * Math.asin(700 / (2900 / 3));
    const expected = ((2900 / 3) * sweep + 2 * 1500 + 1400) / 1000;
    expect(expected).toBeCloseTo(5.96558, 5);
    expect(bom.money.find((m) => m.name === "perimeter")!.quantity).toBeCloseTo(expected, 6);
  });

  it("gives the bent head its radius, sweep and developed (centre-line) length: 936.67 × 1.59412 rad = 1493.2", () => {
    const head = layout(d, seriesGeometry(s)).members.find((m) => m.role === "frame" && m.curved)!;
    const r = 2900 / 3;
    // outer arc: 2 × asin(700 / 966.67) = 92.79°; centre line (r − 30) meets the mitres on the
    // jambs' centre lines x = 30 and 1370; inner arc (r − 60) meets x = 60 and 1340
    const centre = (r - 30) * 2 * Math.asin(670 / (r - 30));
    const inner = (r - 60) * 2 * Math.asin(640 / (r - 60));
    expect(head.radius).toBeCloseTo(r, 5);
    expect(head.sweep).toBeCloseTo((2 * Math.asin(700 / r) * 180) / Math.PI, 5);
    expect(head.sweep).toBeCloseTo(92.794, 3);
    expect(head.length).toBeCloseTo(1565.58, 2);
    expect(head.centreLength).toBeCloseTo(centre, 5);
    expect(head.innerLength).toBeCloseTo(inner, 5);
    expect([centre, inner].map((x) => Math.round(x * 100) / 100)).toEqual([1493.15, 1421.05]);
    expect(bom.profiles.find((p) => p.code === "F001")).toMatchObject({ length: 1493.2, count: 1 });
  });
});

describe("a mullion at 470 in the same arch ends on the arc: cut on the chord of its two faces", () => {
  // inner arc radius 906.67 about (700, 966.67); the mullion's faces x = 430 and 510 are 270
  // and 190 left of the centre, its centre line 230.
  const d = design(
    { kind: "arch", width: 1400, height: 1800, rise: 300 },
    split("V", "vertical", [470], [glass("A"), glass("B")]),
  );
  const m = layout(d, seriesGeometry(tb60)).members.find((x) => x.role === "mullion")!;
  const R = 2720 / 3;
  const deg = (rad: number) => (rad * 180) / Math.PI;
  it("the faces meet the arc at 72.67° and 77.90°, the centre line at 75.30°; the cut is the chord, 75.29°", () => {
    expect(deg(Math.acos(270 / R))).toBeCloseTo(72.67, 2);
    expect(deg(Math.acos(190 / R))).toBeCloseTo(77.9, 2);
    expect(deg(Math.acos(230 / R))).toBeCloseTo(75.3, 2);
    const rise = Math.sqrt(R * R - 190 * 190) - Math.sqrt(R * R - 270 * 270);
    expect(rise).toBeCloseTo(21.0, 1);
    expect(m.startAngle).toBeCloseTo(deg(Math.atan2(80, rise)), 5);
    expect(m.startAngle).toBeCloseTo(75.29, 2);
    expect(m.endAngle).toBe(90);
  });
  it("is as long as its longer face (x = 510) from the arc to the sill's inner face", () => {
    expect(m.length).toBeCloseTo(1740 - (2900 / 3 - Math.sqrt(R * R - 190 * 190)), 6);
  });
  it("is drawn on that chord: its top corners on the arc at both faces, the top edge at the cut's 75.29°", () => {
    // centre y 2900 / 3 = 966.67: face x = 430 meets the arc at 966.67 − √(R² − 270²) = 101.10,
    // face x = 510 at 966.67 − √(R² − 190²) = 80.10 (21.00 higher)
    const top = m.polygon.filter((p) => p[1] < 200).sort((a, b) => a[0] - b[0]);
    const yAt = (dx: number) => 2900 / 3 - Math.sqrt(R * R - dx * dx);
    expect(top.map((p) => p[0])).toEqual([430, 510]);
    expect(top[0]![1]).toBeCloseTo(yAt(270), 9);
    expect(top[1]![1]).toBeCloseTo(yAt(190), 9);
    // the drawn end makes the BOM's cut angle with the bar's axis: atan(80 / 21.00) = 75.29°
    expect(deg(Math.atan2(80, top[0]![1] - top[1]![1]))).toBeCloseTo(m.startAngle, 5);
    // and nothing of it follows the arc: four corners, not the arc sampled between the faces
    expect(m.polygon).toHaveLength(4);
  });
});

describe("TB60 casement 1500 × 1400 with join rows of its own against the mullion", () => {
  // S001 → Z001 cross 24 offset 17 (overlap 7, not the frame's 9); glass → Z001 17.5 − 8.5 = 9
  // (not 11). Cells: left 60 … 710, right 790 … 1440, both 60 … 1340 (650 × 1280).
  const joins = [
    ...tb60.joins.filter((j) => j.profileTo !== "Z001"),
    { profileFrom: "S001", profileTo: "Z001", crossValue: 24, offsetValue: 17 },
    { profileFrom: "glass", profileTo: "Z001", crossValue: 17.5, offsetValue: 8.5 },
  ];
  const sashTab = {
    sashWidth: "LSW",
    sashHeight: "LSH",
    rows: [
      { id: "sash-h", kind: "profile", code: "S001", length: "SW", count: "2", angleA: "45", angleB: "45" },
    ],
  };
  const d = design(
    { kind: "rectangle", width: 1500, height: 1400 },
    split("R", "vertical", [750], [glass("G1"), sash("S1", glass("G2"))]),
  );
  const own = bomOf(d, series({ sash: sashTab, glass: { rows: [glassRows.rows[0]] } }, joins));
  const frameRows = bomOf(d, series({ sash: sashTab, glass: { rows: [glassRows.rows[0]] } }));

  it("the sash overlaps the mullion by 7 and the frame by 9: 650 + 7 + 9 = 666 wide (668 with the frame's row)", () => {
    expectCuts(own, [["S001", 666, 2, 45, 45]]);
    expect(profileRows(frameRows)).toEqual([["S001", 668, 2, 45, 45]]);
  });
  it("the fixed pane reaches 9 into the mullion, 11 into the frame: 650 + 11 + 9 = 670 × 1302; the sash pane (666 − 140 + 22) × 1180", () => {
    expect(panes(own)).toEqual([
      [670, 1302, 1],
      [548, 1180, 1],
    ]);
    expect(panes(frameRows)).toEqual([
      [672, 1302, 1],
      [550, 1180, 1],
    ]);
  });
});

describe("glazing bars across a TB60 sash 900 × 1400: divided lites or a bar on the glass", () => {
  // daylight 780 × 1280; sash 798 × 1298; its daylight 658 × 1158, centre x = 450.
  const rows = { glass: glassRows };
  const s = series(rows);
  it("a bar that divides the glass (a split in the sash, bar face 80) gives two lites of (658 − 80) / 2 + 22 = 311 × 1180", () => {
    const d = design(
      { kind: "rectangle", width: 900, height: 1400 },
      sash("S1", split("B", "vertical", [450], [glass("L"), glass("R")])),
    );
    const bom = bomOf(d, s);
    expect(panes(bom)).toEqual([[311, 1180, 2]]);
    expect(bom.glass.find((g) => g.spec === spec)!.area).toBeCloseTo(2 * 0.367, 6);
  });
  it("the demo series order those two lites too, not two full-sash panes of 680 × 1180 (1.605 m²)", () => {
    const d = design(
      { kind: "rectangle", width: 900, height: 1400 },
      sash("S1", split("B", "vertical", [450], [glass("L"), glass("R")])),
    );
    expect(panes(bomOf(d, tb60))).toEqual([[311, 1180, 2]]);
    const pvc = DEMO_SERIES["upvc-60-casement"] as Series;
    const [pane] = panes(bomOf(d, pvc));
    // each lite is narrower than half the undivided sash pane
    const whole = panes(
      bomOf(design({ kind: "rectangle", width: 900, height: 1400 }, sash("S1", glass("G"))), pvc),
    );
    expect(pane?.[2]).toBe(2);
    expect(pane?.[0]).toBeLessThan((whole[0]?.[0] ?? 0) / 2);
    expect(pane?.[1]).toBe(whole[0]?.[1]);
  });
  it("a decorative bar on the glass leaves one pane of 658 + 22 = 680 × 1180 and lays a 1158 bar on it", () => {
    const d = design({ kind: "rectangle", width: 900, height: 1400 }, sash("S1", glass("G")), [
      { id: "DEC1", frameId: "F1", regionId: "G", columns: 2, rows: 1, width: 20 },
    ]);
    const bom = bomOf(d, s);
    expect(panes(bom)).toEqual([[680, 1180, 1]]);
    const bars = layout(d, seriesGeometry(s)).members.filter((m) => m.role === "decoration");
    expect(bars.map((b) => [b.side, b.length, b.startAngle, b.endAngle])).toEqual([
      ["vertical", 1158, 90, 90],
    ]);
  });
});

describe("shaped panes are ordered by their own shape plus bite, with a template", () => {
  it("triangle 1200 × 800 (sides 1000, inradius 300): pane scaled by (300 − 60 + 11) / 300 → 1004 × 669.3, not 982 × 662", () => {
    const d = design({ kind: "triangle", width: 1200, height: 800, apexX: 600 }, glass("G"));
    const bom = bomOf(d, series({ glass: glassRows }));
    expect(bom.errors).toEqual([]);
    expect(panes(bom)).toEqual([[1004, 669.3, 1]]);
    // the opening plus a fixed margin: 960 + 22 by 640 + 22
    expect(panes(bom, "opening+margin")).toEqual([[982, 662, 1]]);
    const t = bom.glass.find((g) => g.spec === spec)!.template!;
    const k = 251 / 300;
    expect(t.width).toBeCloseTo(1200 * k, 6);
    expect(t.height).toBeCloseTo(800 * k, 6);
    expect(t.edges.map((e) => e.length)).toEqual(
      [1000 * k, 1200 * k, 1000 * k].map((x) => Math.round(x * 1e6) / 1e6),
    );
    expect(t.edges.map((e) => e.from)).toEqual([
      [502, 0],
      [1004, 669.333333],
      [0, 669.333333],
    ]);
  });

  it("trapezoid 1000 × 1200 / 900, mullion at 500: the left pane is 1085.1 at its high corner, not 1081.4", () => {
    // slope 300 / 1000 (cos θ = 0.957826); inner slope y = 0.3x + 60 / cos θ; daylight x 60 …
    // 460, high corner y = 18 + 62.642 = 80.642, sill face 1140. Glass: x 49 … 471, down to
    // 1151, slope raised 11 / cos θ = 11.484: corners y = 65.857 (x = 49), 192.457 (x = 471).
    const d = design(
      { kind: "trapezoid", width: 1000, leftHeight: 1200, rightHeight: 900 },
      split("R", "vertical", [500], [glass("G1"), glass("G2")]),
    );
    const bom = bomOf(d, series({ glass: glassRows }));
    const cos = 1000 / Math.hypot(1000, 300);
    const top = (x: number) => 0.3 * x + 60 / cos - 11 / cos;
    const high = 1151 - top(49);
    const low = 1151 - top(471);
    expect([high, low].map((x) => Math.round(x * 1000) / 1000)).toEqual([1085.142, 958.542]);
    const left = bom.glass.find((g) => g.spec === spec && g.width === 422)!;
    expect([left.width, left.height]).toEqual([422, 1085.1]);
    expect(left.template!.edges.map((e) => e.length)).toEqual(
      [422 / cos, low, 422, high].map((x) => Math.round(x * 1e6) / 1e6),
    );
    // the opening plus a margin is 1140 − 80.642 + 22 = 1081.36 high: 3.8 mm short at the high corner
    expect(bom.glass.find((g) => g.spec === "opening+margin" && g.width === 422)!.height).toBe(1081.4);
  });

  it("mirror-image panes of the same size stay two lines (their templates differ): a gable split at its ridge", () => {
    const gable = GABLE;
    const bom = bomOf(
      design(gable, split("R", "vertical", [600], [glass("L"), glass("R")])),
      series({ glass: glassRows }),
    );
    const lines = bom.glass.filter((g) => g.spec === spec);
    expect(lines.map((g) => [g.width, g.height, g.count])).toEqual([
      [lines[0]!.width, lines[0]!.height, 1],
      [lines[0]!.width, lines[0]!.height, 1],
    ]);
    const [a, b] = lines.map((g) => g.template!.edges.map((e) => e.from));
    // the left pane's slope rises to the right, the right pane's falls: x mirrored
    expect(b).not.toEqual(a);
  });

  it("an arched fanlight pane's template carries its arc radius: 906.67 + 11 = 917.67", () => {
    const d = design(
      { kind: "arch", width: 1400, height: 1800, rise: 300 },
      split("T", "horizontal", [450], [glass("A"), glass("D")]),
    );
    const bom = bomOf(d, series({ glass: glassRows }));
    const fan = bom.glass.find((g) => g.spec === spec && g.template)!;
    const arc = fan.template!.edges.find((e) => e.radius !== undefined)!;
    expect(arc.radius).toBeCloseTo(2720 / 3 + 11, 5);
    // rectangular panes carry no template (the 1400 × 1350 pane below is over 1.5 m², a safety
    // zone: its `=SPEC` row orders the series' toughened build-up, docs/safety-glass.md)
    expect(bom.glass.filter((g) => g.spec === "5T+12A+5T" && !g.template)).toHaveLength(1);
  });
});

describe("found by the property test: shallow and semicircular arches with sashes", () => {
  it("a sash in a fanlight lower than its two faces glazes the arc's segment (1378 × 1200 arch, rise 336, transom 480)", () => {
    // outer radius (689² + 336²) / 672 = 874.43 about (689, 874.43); the sash's arc is the
    // frame's inner arc + 9 = 823.43, its inner arc 753.43; its bottom rail 449 − 70 = 379 lies
    // above where the inner arc meets the jambs, so the daylight is the segment under the chord
    // y = 379: 2 × √(753.43² − 495.43²) = 1135.26 wide, 379 − 121 = 258 high. The glass is the
    // segment of radius 764.43 down to y = 390: 2 × √(764.43² − 484.43²) = 1182.68 × 280.
    // (Before, the sash's short jambs turned over and the pane came out 1114 wide.)
    const d = design(
      { kind: "arch", width: 1378, height: 1200, rise: 336 },
      split("T", "horizontal", [480], [sash("S", glass("SG")), glass("G")]),
    );
    const f = layout(d, seriesGeometry(tb60)).fills.find((x) => x.id === "SG")!;
    const r = 587617 / 672;
    expect(f.daylightWidth).toBeCloseTo(2 * Math.sqrt((r - 121) ** 2 - (r - 379) ** 2), 6);
    expect(f.daylightHeight).toBeCloseTo(258, 6);
    expect(f.width).toBeCloseTo(2 * Math.sqrt((r - 110) ** 2 - (r - 390) ** 2), 6);
    expect([Math.round(f.daylightWidth * 100) / 100, Math.round(f.width * 100) / 100, f.height]).toEqual([
      1135.26, 1182.68, 280,
    ]);
    expect(f.template.edges).toHaveLength(2);
  });

  it("a jamb touching a semicircle's springing point meets it there (2240 semicircle, mullion at 1333, sash left)", () => {
    // inner radius 1060, sash daylight arc 1060 + 9 − 70 = 999 from the springing line y = 1120;
    // the glass arc 1010 starts on the glass's left edge x = 121 − 11 = 110 at y = 1120.
    const d = design(
      { kind: "arch", width: 2240, height: 1443, rise: 1120 },
      split("V", "vertical", [1333], [sash("S", glass("SG")), glass("G")]),
    );
    const t = layout(d, seriesGeometry(tb60)).fills.find((x) => x.id === "SG")!.template;
    expect(t.edges[0]).toMatchObject({ from: [0, 1010], radius: 1010 });
    expect(t.edges[3]).toMatchObject({ to: [0, 1010], length: 213 });
  });
});
