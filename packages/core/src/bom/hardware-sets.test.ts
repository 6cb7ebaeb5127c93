// Hardware sized by the series' table (docs/series.md "Hardware sized"), hand-checked through
// the real layout: the sash's outer size and weight pick the first set that carries it, and a
// sash no set carries is refused (fabricationMisfit) before a BOM.
import { describe, expect, it } from "vitest";
import type { Design, SashOpenType } from "../design/model.ts";
import { frameDesign, glass, rectangle, sash, slide } from "../design/test-designs.ts";
import { DEMO_SERIES } from "../series/demo/index.ts";
import { fabricationMisfit } from "./fabrication-misfit.ts";
import { calculateOrderBom } from "./order.ts";
import { addonCounts } from "./test-bom.ts";

const TB60 = DEMO_SERIES["alu-tb60-casement"]!;
const SL90 = DEMO_SERIES["alu-sl90-sliding"]!;
const window = (width: number, height: number, openType: SashOpenType): Design =>
  frameDesign(rectangle(width, height), sash("S", glass("G"), openType));
const bomOf = (design: Design) => calculateOrderBom([{ design, series: TB60, count: 1 }]);
/** What fabricationMisfit says of a one-frame design's sash no hardware set carries: kind, size, kg. */
const noFit = (kind: SashOpenType, width: number, height: number, weight: number) => ({
  field: "design.frames.0.root",
  code: "hardware_no_fit",
  kind,
  width,
  height,
  weight,
});

// A TB60 sash of outer size SW × SH weighs: S001 2 × (SW + SH) × 1.46 kg/m; beads Y001 round its
// daylight (SW − 140) × (SH − 140): 2 × (DW + DH − 40) × 0.16 kg/m; glass (DW + 22) × (DH + 22)
// × 25 kg/m². The sash is the frame's clear size (− 2 × 60) + 2 × 9 of lap: W − 102 × H − 102.

describe("TB60 tilt-turn: TT-60 up to 1300 × 2000 and 100 kg, TT-60H up to 1600 × 2400 and 150 kg", () => {
  it("hangs a 1298 × 1998 sash of 66.0 kg on TT-60", () => {
    // frame 1400 × 2100: sash 1298 × 1998; S001 6.592 m × 1.46 = 9.624 kg; daylight 1158 × 1858,
    // beads 5.952 m × 0.16 = 0.952 kg; glass 1180 × 1880 = 2.2184 m² × 25 = 55.46 kg: 66.04 kg
    const bom = bomOf(window(1400, 2100, "tiltTurn"));
    expect(bom.errors).toEqual([]);
    expect(addonCounts(bom)["TT-60"]).toBe(1);
    expect(addonCounts(bom)["TT-60H"]).toBeUndefined();
  });

  it("hangs a 1398 wide sash on the heavy set TT-60H: wider than TT-60 takes", () => {
    // frame 1500 × 2100: sash 1398 × 1998 (1398 > 1300); 9.916 + 0.984 + 1280 × 1880 = 2.4064 m²
    // × 25 = 60.16: 71.06 kg, within TT-60H's 150 kg
    const bom = bomOf(window(1500, 2100, "tiltTurn"));
    expect(addonCounts(bom)["TT-60H"]).toBe(1);
    expect(addonCounts(bom)["TT-60"]).toBeUndefined();
    expect(fabricationMisfit(window(1500, 2100, "tiltTurn"), TB60)).toBeNull();
  });

  it("refuses a 1698 wide sash: no tilt-turn set takes it", () => {
    // frame 1800 × 2100: sash 1698 × 1998 (1698 > 1600); S001 7.392 m × 1.46 = 10.792 kg; daylight
    // 1558 × 1858, beads 6.752 m × 0.16 = 1.080 kg; glass 1580 × 1880 = 2.9704 m² × 25 = 74.26 kg:
    // 86.13 kg, said as 86.1
    expect(fabricationMisfit(window(1800, 2100, "tiltTurn"), TB60)).toEqual(
      noFit("tiltTurn", 1698, 1998, 86.1),
    );
    // the BOM does not order a set it has none for: an error on the row's code, never a silent gap
    const bom = bomOf(window(1800, 2100, "tiltTurn"));
    expect(bom.errors.map((e) => [e.rowId, e.field])).toEqual([["hardware-set", "code"]]);
  });
});

describe("TB60 awning: HC-16T up to 1400 × 1200 and 40 kg", () => {
  it("hangs a 1298 × 898 sash of 30.0 kg", () => {
    // frame 1400 × 1000: S001 4.392 m × 1.46 = 6.412; beads 3.752 m × 0.16 = 0.600; glass
    // 1180 × 780 = 0.9204 m² × 25 = 23.01: 30.02 kg
    expect(addonCounts(bomOf(window(1400, 1000, "awning")))["HC-16T"]).toBe(1);
  });

  it("refuses a 1398 × 1198 sash by its weight alone: 42.9 kg over 40", () => {
    // frame 1500 × 1300: within 1400 × 1200; S001 5.192 m × 1.46 = 7.580; beads 4.552 m × 0.16 =
    // 0.728; glass 1280 × 1080 = 1.3824 m² × 25 = 34.56: 42.87 kg
    expect(fabricationMisfit(window(1500, 1300, "awning"), TB60)).toEqual(noFit("awning", 1398, 1198, 42.9));
  });
});

describe("TB60 side-hung: outward on the friction stays HC-16, inward on the turn-only set", () => {
  it("hangs a 898 × 1298 outward sash of 30.0 kg on HC-16", () => {
    // frame 1000 × 1400: 6.412 + 0.600 + 780 × 1180 = 0.9204 m² × 25 = 23.01: 30.02 kg ≤ 50
    const bom = bomOf(window(1000, 1400, "casement"));
    expect(addonCounts(bom)["HC-16"]).toBe(1);
    expect(addonCounts(bom)["TT-60T"]).toBeUndefined();
  });

  it("hangs the same sash opening inward on TT-60T", () => {
    const inward = frameDesign(rectangle(1000, 1400), { ...sash("S"), opening: "inward" } as never);
    const bom = bomOf(inward);
    expect(addonCounts(bom)["TT-60T"]).toBe(1);
    expect(addonCounts(bom)["HC-16"]).toBeUndefined();
  });
});

describe("TB60 door leaf: the table's HY-3D, 4 at most of 25 kg each: 1500 × 2500, 100 kg", () => {
  it("refuses a 1598 wide leaf: wider than the door hinges carry", () => {
    // frame 1700 × 2100: leaf 1700 − 120 + 18 = 1598 > 1500; M001 2 × (1598 + 1998) = 7.192 m × 2.05 =
    // 14.744 kg; daylight 1418 × 1818, beads 2 × (1418 + 1778) = 6.392 m × 0.16 = 1.023 kg; glass
    // 1440 × 1840 = 2.6496 m² × 25 = 66.24 kg: 82.0 kg (within 100: the width alone refuses it)
    expect(fabricationMisfit(window(1700, 2100, "door"), TB60)).toEqual(noFit("door", 1598, 1998, 82));
  });
});

describe("SL90 rollers by panel weight: HL-22 pairs carry 60 kg, HL-22T tandems 120 kg", () => {
  const slider = (width: number, height: number) => frameDesign(rectangle(width, height), slide(2));
  const rollers = (design: Design) => addonCounts(calculateOrderBom([{ design, series: SL90, count: 1 }]));

  it("rolls two 1500 × 1500 window panels on twin rollers, two 2400 × 2400 door panels on tandems", () => {
    // 1500 × 1500: panels (1500 − 2 × 45 + 2 × 20 + 40 interlock) / 2 = 745 × 1450, glass
    // (745 − 72) × (1450 − 72) = 673 × 1378 = 0.927 m² × 25 = 23.2 kg, stiles and rails about
    // 4.2 m × 0.8 kg/m = 3.4 kg: under 60 kg → HL-22, 2 per panel = 4
    expect(rollers(slider(1500, 1500))["HL-22"]).toBe(4);
    // 2400 × 2400: panels (2310 + 40 + 40) / 2 = 1195 × 2350, glass 1123 × 2278 = 2.558 m² × 25 =
    // 64.0 kg alone: over 60 → HL-22T, 4
    const heavy = rollers(slider(2400, 2400));
    expect(heavy["HL-22T"]).toBe(4);
    expect(heavy["HL-22"]).toBeUndefined();
  });
});
