// Doors and folding doors from their own parts (docs/series.md "Doors" and "Folding door"), TB60
// through the real layout: the door leaf profile, a threshold instead of a mitred sill, the door
// lock set and hinges sized by the leaf's weight; the fold leaves, track, guide, fold hinges per
// joint, rollers, lock and flush bolts, and the leaves' beads.
import { describe, expect, it } from "vitest";
import type { Design } from "../design/model.ts";
import { frameDesign, glass, rectangle, sash } from "../design/test-designs.ts";
import { DEMO_SERIES } from "../series/demo/index.ts";
import { calculateOrderBom } from "./order.ts";
import { addonCounts, expectCuts } from "./test-bom.ts";

const TB60 = DEMO_SERIES["alu-tb60-casement"]!;
const bomOf = (design: Design) => calculateOrderBom([{ design, series: TB60, count: 1 }]);
const door = (width: number, height: number) =>
  frameDesign(rectangle(width, height), sash("S1", glass("G1"), "door"));

describe("TB60 door 900 × 2100", () => {
  const bom = bomOf(door(900, 2100));
  it("hangs a leaf of the door leaf profile in a frame with a threshold", () => {
    expectCuts(bom, [
      // jambs the full height, mitred to the head (45°), square at the floor (90°)
      ["F001", 2100, 2, 45, 90],
      // the head mitred at both ends
      ["F001", 900, 1, 45, 45],
      // leaf M001: clear 900 − 2 × 60 = 780 and 2100 − 2 × 60 = 1980, + 2 × (26 − 17) = 798 × 1998
      ["M001", 1998, 2, 45, 45],
      ["M001", 798, 2, 45, 45],
      // the threshold between the jambs: 900 − 2 × 60 = 780, square
      ["T001", 780, 1, 90, 90],
      // leaf daylight 798 − 2 × 90 = 618 by 1998 − 2 × 90 = 1818: beads 1818 − 2 × 20 = 1778 and 618
      ["Y001", 1778, 2, 90, 90],
      ["Y001", 618, 2, 90, 90],
    ]);
    // glass = daylight + 2 × (14 − 3): 618 + 22 = 640 by 1818 + 22 = 1840
    expect(bom.glass.map((g) => [g.width, g.height, g.count])).toEqual([[640, 1840, 1]]);
  });
  it("fits the door lock set and 3 hinges for a 41.7 kg leaf", () => {
    // leaf weight: M001 2 × (1998 + 798) = 5.592 m × 2.05 kg/m = 11.464 kg; beads 2 × (1778 + 618)
    // = 4.792 m × 0.16 = 0.767 kg; glass 0.640 × 1.840 = 1.1776 m² × 25 kg/m² = 29.44 kg: 41.67 kg;
    // ceil(41.67 / 25) = 2 hinges carry it, fewer than the 3 every door leaf takes
    expect(addonCounts(bom)).toMatchObject({
      "HY-3D": 3,
      "MS-85": 1, // multipoint door lock
      "SC-70": 1, // its cylinder
      "SK-85": 3, // one keep per lock point
      "ZS-D": 1, // lever handle pair
      "CJ-90": 4, // one door-leaf cleat per leaf corner
      "CJ-60": 2, // the frame's two head corners; the threshold is screwed, not cleated
      "TC-60": 2, // threshold end connectors
    });
    // no window handle or espagnolette gear on a door
    expect(addonCounts(bom)["ZS-01"]).toBeUndefined();
    expect(addonCounts(bom)["CD-01"]).toBeUndefined();
  });
  it("prices the window area and one opening sash", () => {
    // 0.9 × 2.1 = 1.89 m² × 680 = 1285.20 yuan + 150 (opening sash) = 1435.20 yuan
    expect(bom.totals.quote).toBe(143520);
  });
});

describe("TB60 door 1600 × 2100: hinges by weight", () => {
  it("fits a fourth hinge to a 77 kg leaf", () => {
    // leaf 1600 − 120 + 18 = 1498 by 1998: M001 2 × (1998 + 1498) = 6.992 m × 2.05 = 14.334 kg;
    // daylight 1318 × 1818, beads 2 × (1318 + 1778) = 6.192 m × 0.16 = 0.991 kg; glass
    // 1340 × 1840 = 2.4656 m² × 25 = 61.64 kg: 76.96 kg, ceil(76.96 / 25) = 4 hinges
    expect(addonCounts(bomOf(door(1600, 2100)))["HY-3D"]).toBe(4);
  });
});

describe("TB60 folding door 2400 × 2100, 3 leaves", () => {
  const fold = frameDesign(rectangle(2400, 2100), {
    kind: "fold",
    id: "F",
    foldType: "stackLeft",
    opening: "outward",
    leaves: [1, 2, 3].map((i) => ({ id: `L${i}`, inner: glass(`G${i}`) })),
  });
  const bom = bomOf(fold);
  it("cuts the leaves, their beads, the top track and the bottom guide", () => {
    expectCuts(bom, [
      ["F001", 2400, 2, 45, 45],
      ["F001", 2100, 2, 45, 45],
      // leaves (2280 clear + 2 × 9 − 2 gaps × 4) / 3 = 763.33 by 1980 + 2 × 9 = 1998, FD-70
      ["FD-70", 1998, 6, 45, 45],
      ["FD-70", 763.3, 6, 45, 45],
      // bottom guide and top track across the clear width 2400 − 2 × 60 = 2280
      ["FD-GB", 2280, 1, 90, 90],
      ["FD-TR", 2280, 1, 90, 90],
      // leaf daylight 763.33 − 140 = 623.33 by 1998 − 140 = 1858: beads 1858 − 40 = 1818 and 623.3
      ["Y001", 1818, 6, 90, 90],
      ["Y001", 623.3, 6, 90, 90],
    ]);
    // glass 623.33 + 22 = 645.3 by 1858 + 22 = 1880, one per leaf
    expect(bom.glass.map((g) => [g.width, g.height, g.count])).toEqual([[645.3, 1880, 3]]);
  });
  it("fits fold hinges per joint, rollers, guides, the lock and flush bolts", () => {
    expect(addonCounts(bom)).toMatchObject({
      "FH-01": 6, // 3 leaves − 1 group = 2 joints × 3 hinges (2100 is not above 2100)
      "FR-01": 2, // a top roller carrier per joint
      "FG-01": 2, // a bottom guide per joint
      "FL-01": 1, // one lock with handle per group
      "TX-01": 1, // flush bolts on the leaf that closes last
      "CJ-70": 12, // 4 corner cleats per leaf
      "CJ-60": 4,
    });
    // weather seal ceil(2 × (763.3 + 1998) / 1000, 0.1 m) = 5.6 m per leaf × 3
    expect(addonCounts(bom)["JT-02"]).toBeCloseTo(16.8, 6);
  });
});
