// Joints too acute to mitre (docs/series.md "Acute joints"), hand-checked through the real layout:
// a trapezoid whose tall jamb meets the slope at a sharp corner is cut square there, on angle
// cleats, in TB60 (under 20°: butted on CJ-A60) and PVC60 (under 15°: coped on CJ-APVC, unwelded).
import { describe, expect, it } from "vitest";
import type { Design } from "../design/model.ts";
import { frameDesign, glass } from "../design/test-designs.ts";
import { DEMO_SERIES } from "../series/demo/index.ts";
import { addonCounts, bomOf, rowsOf } from "./test-bom.ts";

const TB60 = DEMO_SERIES["alu-tb60-casement"]!;
const PVC60 = DEMO_SERIES["upvc-60-casement"]!;
const trapezoid = (width: number, leftHeight: number, rightHeight: number): Design =>
  frameDesign({ kind: "trapezoid", width, leftHeight, rightHeight }, glass("G"));

describe("TB60 trapezoid 800 wide, 2000 left, 900 right: a 36.03° corner", () => {
  // the slope rises 2000 − 900 = 1100 over 800: atan(1100 / 800) = 53.97° from level, so it meets
  // the left jamb at 90 − 53.97 = 36.03°, a mitre of 18.01° — under TB60's 20°
  const bom = bomOf(trapezoid(800, 2000, 900), TB60);

  it("cuts the jamb and the slope square at the acute corner, the other ends as drawn", () => {
    expect(bom.errors).toEqual([]);
    expect(rowsOf(bom, "F001")).toEqual([
      // left jamb 2000: 45° at the sill, square (90°, was 18.01°) at the slope
      [2000, 1, 45, 90],
      // slope √(800² + 1100²) = 1360.15: (180 − 36.03) / 2 = 71.99° at the right jamb, square at the left
      [1360.1, 1, 71.99, 90],
      // right jamb 900: 45° at the sill, 71.99° under the slope
      [900, 1, 45, 71.99],
      // sill 800, 45° both ends
      [800, 1, 45, 45],
    ]);
  });

  it("says which end of each piece is the acute joint cut square, and at what angle it was laid out", () => {
    // the jamb's top and the slope's left end were both mitred 18.01° (half the 36.03° corner);
    // the saw cuts them 90° and the cut list shows the 18.01° joint they butt on a cleat
    const ends = bom.profiles
      .filter((p) => p.code === "F001")
      .map((p) => p.acuteEnds?.map((a) => [a.end, Math.round(a.joint * 100) / 100, a.style]));
    expect(ends).toEqual([[["B", 18.01, "butt"]], [["B", 18.01, "butt"]], undefined, undefined]);
  });

  it("holds the acute corner on two angle cleats and the three others on corner cleats", () => {
    // CJ-A60: one per square-cut end (jamb top, slope left) = 2
    // CJ-60: 4 members − 2 × ½ for the acute ends = 3 corners
    expect(addonCounts(bom)["CJ-A60"]).toBe(2);
    expect(addonCounts(bom)["CJ-60"]).toBe(3);
  });

  it("mitres a corner at the limit or above: 1000 wide, 2000 left, 900 right (a 42.27° corner, 21.14° mitre)", () => {
    // atan(1100 / 1000) = 47.73°; 90 − 47.73 = 42.27° corner, 21.14° ≥ 20°: no angle cleat
    const wide = bomOf(trapezoid(1000, 2000, 900), TB60);
    expect(addonCounts(wide)["CJ-A60"]).toBeUndefined();
    expect(addonCounts(wide)["CJ-60"]).toBe(4);
    expect(rowsOf(wide, "F001")[0]).toEqual([2000, 1, 21.14, 45]);
  });
});

describe("PVC60 trapezoid 600 wide, 2000 left, 900 right: a 28.61° corner", () => {
  // atan(1100 / 600) = 61.39°, corner 90 − 61.39 = 28.61°, mitre 14.31° — under PVC60's 15°
  const bom = bomOf(trapezoid(600, 2000, 900), PVC60);

  it("cuts square at the acute corner and adds the weld allowance at welded ends only", () => {
    expect(bom.errors).toEqual([]);
    expect(rowsOf(bom, "K60-F")).toEqual([
      // left jamb 2000 + 3 (one welded end, at the sill)
      [2003, 1, 45, 90],
      // slope √(600² + 1100²) = 1253.00 + 3: (180 − 28.61) / 2 = 75.69° at the right jamb
      [1256, 1, 75.69, 90],
      // right jamb 900 + 2 × 3, sill 600 + 2 × 3
      [906, 1, 45, 75.69],
      [606, 1, 45, 45],
    ]);
  });

  it("fits the steel to the square end and holds the corner on two connectors", () => {
    // left jamb steel: 2000 − 58 × (cot 45° + cot 90°) − 2 × 12 = 2000 − 58 − 24 = 1918
    // slope steel: 1253.00 − 58 × (cot 75.69° + cot 90°) − 24 = 1253.00 − 58 × 0.2551 − 24 = 1214.2,
    // 1214 in PVC60's whole-millimetre length rounding
    const steel = rowsOf(bom, "GC-F").map(([length]) => length);
    expect(steel).toContain(1918);
    expect(steel).toContain(1214);
    expect(addonCounts(bom)["CJ-APVC"]).toBe(2);
  });

  it("marks the frame's square-cut ends coped at the 14.31° joint, and no end of the steel (always cut square)", () => {
    const acute = (code: string) =>
      bom.profiles
        .filter((p) => p.code === code && p.acuteEnds)
        .map((p) => p.acuteEnds!.map((a) => [a.end, Math.round(a.joint * 100) / 100, a.style]));
    expect(acute("K60-F")).toEqual([[["B", 14.31, "coped"]], [["B", 14.31, "coped"]]]);
    expect(acute("GC-F")).toEqual([]);
  });

  it("butts the same corner in TB60: 14.31° is under its 20° too", () => {
    const tb = bomOf(trapezoid(600, 2000, 900), TB60);
    expect(addonCounts(tb)["CJ-A60"]).toBe(2);
  });
});
