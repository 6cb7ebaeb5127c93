// Bent members within what their profile bends to (docs/series.md "Bending"): an arch or circle
// tighter than a profile's minimum bend radius, or of a profile foiled in the frame's colour, is
// refused at the frame's shape; the demo arches and circle stay buildable.
import { describe, expect, it } from "vitest";
import type { FrameShape } from "../design/model.ts";
import { frameDesign, glass } from "../design/test-designs.ts";
import { DEMO_SERIES } from "../series/demo/index.ts";
import { fabricationMisfit } from "./fabrication-misfit.ts";

const TB60 = DEMO_SERIES["alu-tb60-casement"]!;
const PVC60 = DEMO_SERIES["upvc-60-casement"]!;
const fixed = (shape: FrameShape, colour = "white") =>
  frameDesign(shape, glass("G"), { colors: { a: colour, b: colour } });

describe("TB60: F001 bends to 400 mm, its beads to 150 (outer edge)", () => {
  it("makes the library's arches and circle", () => {
    // arch 1200 × 1600 rise 400: outer radius (600² + 400²) / (2 × 400) = 650
    expect(fabricationMisfit(fixed({ kind: "arch", width: 1200, height: 1600, rise: 400 }), TB60)).toBeNull();
    // arch 1400 × 1800 rise 450: (700² + 450²) / 900 = 769.4
    expect(fabricationMisfit(fixed({ kind: "arch", width: 1400, height: 1800, rise: 450 }), TB60)).toBeNull();
    // circle 900: radius 450 ≥ 400; its bead ring inside the 60 mm frame: 450 − 60 = 390 ≥ 150
    expect(fabricationMisfit(fixed({ kind: "circle", diameter: 900 }), TB60)).toBeNull();
  });

  it("refuses a circle of 700: radius 350 under F001's 400", () => {
    expect(fabricationMisfit(fixed({ kind: "circle", diameter: 700 }), TB60)).toEqual({
      field: "design.frames.0.shape",
      code: "bend_too_tight",
      profile: "F001",
      radius: 350,
      minRadius: 400,
    });
  });

  it("refuses a semicircular arch 760 wide: radius 380", () => {
    // rise = half the width: radius (380² + 380²) / 760 = 380 < 400
    expect(
      fabricationMisfit(fixed({ kind: "arch", width: 760, height: 1400, rise: 380 }), TB60),
    ).toMatchObject({
      code: "bend_too_tight",
      radius: 380,
    });
  });
});

describe("PVC60: golden oak is a foil on the white bar and is never bent", () => {
  const arch: FrameShape = { kind: "arch", width: 1200, height: 1600, rise: 400 };

  it("bends the arch in white (radius 650 ≥ K60-F's 400)", () => {
    expect(fabricationMisfit(fixed(arch), PVC60)).toBeNull();
  });

  it("refuses the same arch in golden oak, at the frame's shape", () => {
    expect(fabricationMisfit(fixed(arch, "golden oak"), PVC60)).toEqual({
      field: "design.frames.0.shape",
      code: "profile_foiled_bent",
      profile: "K60-F",
      colour: "golden oak",
    });
  });

  it("makes a golden oak rectangle: nothing in it is bent", () => {
    expect(
      fabricationMisfit(fixed({ kind: "rectangle", width: 1200, height: 1600 }, "golden oak"), PVC60),
    ).toBeNull();
  });
});
