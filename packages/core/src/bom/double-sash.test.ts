// French casement (double sash, no mullion) in both casement demo series, through the real
// layout: leaves from the doubleSash tab; the handle, its drilling and the lock on the active
// leaf, the meeting-stile profile and flush bolts on the passive one (docs/series.md).
import { describe, expect, it } from "vitest";
import { layout } from "../design/layout/layout.ts";
import type { Design } from "../design/model.ts";
import { renderSymbols } from "../design/render/render-model.ts";
import { frameDesign, glass, rectangle } from "../design/test-designs.ts";
import { DEMO_SERIES } from "../series/demo/index.ts";
import type { Series } from "../series/schema.ts";
import { calculateOrderBom } from "./order.ts";
import { addonCounts, expectCuts, profileRows } from "./test-bom.ts";

function frenchCasement(
  width: number,
  height: number,
  openType: "casement" | "tiltTurn" = "casement",
  opening: "inward" | "outward" = "outward",
): Design {
  return frameDesign(rectangle(width, height), {
    kind: "doubleSash",
    id: "D1",
    openType,
    opening,
    meeting: width / 2,
    active: "right",
    hinge: { type: "friction", count: 2 },
    handle: { type: "lever", offset: 0 },
    lock: { type: "multipoint" },
    left: { id: "L", inner: glass("LG") },
    right: { id: "R", inner: glass("RG") },
  });
}

describe("TB60 French casement 1500 × 1400", () => {
  const bom = calculateOrderBom([
    { design: frenchCasement(1500, 1400), series: DEMO_SERIES["alu-tb60-casement"] as Series, count: 1 },
  ]);
  it("cuts two leaves of (1380 + 2 × 9 + 10) / 2 = 704 by 1280 + 2 × 9 = 1298", () => {
    expectCuts(bom, [
      ["F001", 1500, 2, 45, 45],
      ["F001", 1400, 2, 45, 45],
      ["S001", 1298, 4, 45, 45],
      ["S001", 704, 4, 45, 45],
      // the passive leaf's meeting-stile astragal, the leaf height
      ["S002", 1298, 1, 90, 90],
      ["Y001", 1118, 4, 90, 90],
      ["Y001", 564, 4, 90, 90],
    ]);
    expect(bom.glass.map((g) => [g.width, g.height, g.count])).toEqual([[586, 1180, 2]]);
  });
  it("hangs each leaf on a stay pair but fits one handle, gear set and flush bolts per pair", () => {
    expect(addonCounts(bom)).toEqual({
      "CJ-60": 4,
      "CJ-70": 8,
      "HC-16": 2,
      "ZS-01": 1,
      "CD-01": 2,
      "TX-01": 1,
      "JT-01": expect.any(Number),
      // weather seal round each leaf: ceil(2 × (704 + 1298) / 1000, 1) = 4.1 m, two leaves
      "JT-02": 8.2,
      // 2 setting + 4 location blocks under each sash pane
      "DK-60": 12,
      // fixing lugs per frame side: 1500 → ceil((1500 − 2 × 150) / 700) + 1 = 3, 1400 →
      // ceil(1100 / 700) + 1 = 3; 4 sides × 3 = 12
      "AN-60": 12,
      // 4 pins in each of the 4 frame and 8 leaf corner cleats: 12 × 4 = 48
      "CP-4": 48,
      // one cell on the sill: 2 slots, each under a weep cap
      "WC-30": 2,
    });
  });
  it("drills the handle holes in the active leaf only", () => {
    expect(bom.holes.filter((h) => h.process === "drilling").map((h) => [h.code, h.count])).toEqual([
      ["ZK-HANDLE", 3],
    ]);
  });
});

describe("PVC60 French casement 1200 × 1500", () => {
  const bom = calculateOrderBom([
    { design: frenchCasement(1200, 1500), series: DEMO_SERIES["upvc-60-casement"] as Series, count: 1 },
  ]);
  it("welds each leaf with 3 mm allowance per end and reinforces it", () => {
    // Daylight 1200 − 2 × 58 = 1084 by 1384; overlap 24 − 16 = 8; leaves (1084 + 16 + 10) / 2 = 555 by 1400.
    expect(bom.errors).toEqual([]);
    expect(profileRows(bom)).toEqual(
      expect.arrayContaining([
        ["K60-S", 1406, 4, 45, 45],
        ["K60-S", 561, 4, 45, 45],
        ["GC-S", 1224, 4, 90, 90],
        ["GC-S", 379, 4, 90, 90],
        // the passive leaf's flying mullion, the leaf height
        ["K60-M", 1400, 1, 90, 90],
      ]),
    );
    expect(addonCounts(bom)).toMatchObject({ "HJ-PVC": 2, "ZS-PVC": 1, "ESP-1200": 1, "TX-PVC": 1 });
    expect(bom.holes.find((h) => h.code === "ZK-HANDLE")?.count).toBe(3);
  });
});

describe("French tilt-turn pair (inward, active leaf right): only the active leaf tilts", () => {
  const design = frenchCasement(1500, 1400, "tiltTurn", "inward");
  it("lays out the passive leaf side-hung and draws it so", () => {
    const l = layout(design);
    expect(l.sashes.map((s) => [s.id, s.openType, s.active, s.inward])).toEqual([
      ["L", "casement", false, true],
      ["R", "tiltTurn", true, true],
    ]);
    const symbols = renderSymbols(l).map((o) => [o.sashId, o.kind]);
    expect(symbols).toEqual([
      ["L", "casement"],
      ["R", "tiltTurn"],
    ]);
  });
  it("TB60: the tilt-turn set on the active leaf, the turn-only set and flush bolts on the passive one", () => {
    const bom = calculateOrderBom([{ design, series: DEMO_SERIES["alu-tb60-casement"] as Series, count: 1 }]);
    expect(bom.errors).toEqual([]);
    const a = addonCounts(bom);
    // one TT-60 (not 2), one TT-60T, no outward friction stays
    expect([a["TT-60"], a["TT-60T"], a["HC-16"], a["TX-01"], a["ZS-01"]]).toEqual([1, 1, undefined, 1, 1]);
    const byLeaf = (code: string) =>
      bom.addons.find((x) => x.code === code)?.sources.map((src) => src.element);
    expect(byLeaf("TT-60")).toEqual(["R"]);
    expect(byLeaf("TT-60T")).toEqual(["L"]);
  });
  it("PVC60: the tilt-turn set on the active leaf, a side-hung hinge pair on the passive one", () => {
    const bom = calculateOrderBom([
      {
        design: frenchCasement(1200, 1500, "tiltTurn", "inward"),
        series: DEMO_SERIES["upvc-60-casement"] as Series,
        count: 1,
      },
    ]);
    expect(bom.errors).toEqual([]);
    expect(addonCounts(bom)).toMatchObject({ "TT-SET": 1, "HJ-PVC": 1, "TX-PVC": 1, "ZS-PVC": 1 });
  });
});
