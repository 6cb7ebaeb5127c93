// Glazing gaskets and seals are measured on the real outline of the light or sash (a slope by
// its length, an arc by its developed length), not on its bounding box (docs/series.md).
import { describe, expect, it } from "vitest";
import { type Design, emptyDesign, type FrameShape, type Region } from "../design/model.ts";
import { glass, sash } from "../design/test-designs.ts";
import { DEMO_SERIES } from "../series/demo/index.ts";
import type { Series } from "../series/schema.ts";
import { bomOf } from "./test-bom.ts";
import type { Bom } from "./types.ts";

const tb60 = DEMO_SERIES["alu-tb60-casement"] as Series;
const pvc = DEMO_SERIES["upvc-60-casement"] as Series;

const design = (shape: FrameShape, root: Region): Design => ({
  ...emptyDesign(),
  frames: [{ id: "F", x: 0, y: 0, shape, seriesId: "", colors: { a: "white", b: "white" }, root }],
});
const addon = (bom: Bom, code: string) => bom.addons.find((a) => a.code === code)?.count;
/** How much of accessory `code` a window of `shape` around `root` orders in `series`; its BOM free of errors. */
function ordered(shape: FrameShape, root: Region, code: string, series = tb60): number | undefined {
  const bom = bomOf(design(shape, root), series);
  expect(bom.errors).toEqual([]);
  return addon(bom, code);
}

describe("TB60 glazing gasket JT-01 on the light's real perimeter", () => {
  it("a triangle whose light is 1200 × 800 (sides 1000) orders 6.4 m, not its box's 8.0 m", () => {
    // frame 1440 × 960, apex centred: sides √(720² + 960²) = 1200, inradius 1440 × 960 / 2 / 1920 = 360;
    // the 60 mm frame leaves a light of inradius 300: scaled 300 / 360 → 1200 × 800, sides 1000
    const shape: FrameShape = { kind: "triangle", width: 1440, height: 960, apexX: 720 };
    // ceil(2 faces × (1200 + 1000 + 1000) / 1000, 0.1) = 6.4 m; the box gave 2 × 2 × (1200 + 800) = 8.0
    expect(ordered(shape, glass("G"), "JT-01")).toBeCloseTo(6.4, 9);
  });

  it("a rectangle 1000 × 800 of fixed glass orders its perimeter twice: 2 × 2 × (880 + 680) = 6.24 → 6.3 m", () => {
    // light 1000 − 2 × 60 = 880 by 800 − 120 = 680
    expect(ordered({ kind: "rectangle", width: 1000, height: 800 }, glass("G"), "JT-01")).toBeCloseTo(6.3, 9);
  });

  it("an arch 1200 × 1600, rise 400 orders 9.4 m on its arc, not its box's 10.3 m", () => {
    // frame arc: radius (600² + 400²) / (2 × 400) = 650, centre 650 below the crown; the light's
    // arc keeps the centre, radius 650 − 60 = 590, and spans x 60…1140 (half-chord 540):
    // arc 590 × 2 × asin(540 / 590) = 590 × 2 × 1.15614 = 1364.24;
    // springing at 650 − √(590² − 540²) = 650 − 237.70 = 412.30, sill at 1600 − 60 = 1540:
    // jambs 1540 − 412.30 = 1127.70 each; sill 1200 − 120 = 1080.
    // perimeter 1080 + 2 × 1127.70 + 1364.24 = 4699.64 mm; ceil(2 × 4.69964, 0.1) = 9.4 m
    // (the box: DW 1080 by DH 1540 − 60 = 1480 → ceil(2 × 2 × 2.56, 0.1) = 10.3 m)
    expect(ordered({ kind: "arch", width: 1200, height: 1600, rise: 400 }, glass("G"), "JT-01")).toBeCloseTo(
      9.4,
      9,
    );
  });
});

describe("the sash weather seal runs round the sash's real outline", () => {
  it("a rectangular sash 1000 × 1200 frame: sash 1000 − 2 × 60 + 2 × 9 = 898 by 1098, seal 2 × (898 + 1098) = 3.992 → 4.0 m", () => {
    const seal = ordered({ kind: "rectangle", width: 1000, height: 1200 }, sash("S", glass("G")), "JT-02");
    expect(seal).toBeCloseTo(4.0, 9);
  });
});

describe("co-extruded gaskets are not ordered as lines", () => {
  it("PVC60 declares its glazing gasket and sash seal co-extruded: neither is a BOM line", () => {
    expect(pvc.accessories.filter((a) => a.coExtruded).map((a) => a.code)).toEqual(["JT-PVC", "JT-PVC-S"]);
    const bom = bomOf(design({ kind: "rectangle", width: 1000, height: 1200 }, sash("S", glass("G"))), pvc);
    expect(bom.errors).toEqual([]);
    expect(addon(bom, "JT-PVC")).toBeUndefined();
    expect(addon(bom, "JT-PVC-S")).toBeUndefined();
  });

  it("the same row orders the gasket once the series says it is bought separately", () => {
    const bought: Series = {
      ...pvc,
      accessories: pvc.accessories.map((a) => (a.code === "JT-PVC" ? { ...a, coExtruded: false } : a)),
    };
    // fixed light 1000 − 2 × 58 = 884 by 800 − 116 = 684
    const gasket = ordered({ kind: "rectangle", width: 1000, height: 800 }, glass("G"), "JT-PVC", bought);
    // ceil(2 × 2 × (884 + 684) / 1000, 0.1) = ceil(6.272) = 6.3 m
    expect(gasket).toBeCloseTo(6.3, 9);
  });
});
