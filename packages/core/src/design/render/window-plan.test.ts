import { describe, expect, it } from "vitest";
import type { Design } from "../model.ts";
import { DEFAULT_SERIES_GEOMETRY as G } from "../series-geometry.ts";
import { frameDesign, glass, rectangle, sash, split } from "../test-designs.ts";
import { windowOfDesign, windowPlanSvg } from "./window-plan.ts";

// A drawing of two windows joined side by side: F1 a 1200 × 1400 pair of casements, F2 a
// 900 × 1400 fixed light with 2 × 2 decoration bars, a connector between them, a wall, a free
// dimension across both and a note.
const pair = frameDesign(rectangle(1200, 1400), split("S", "vertical", 600, sash("A"), sash("B")));
const fixed = frameDesign(rectangle(900, 1400), glass("G2"), { id: "F2", x: 1200 }).frames[0]!;
const drawing: Design = {
  ...pair,
  frames: [...pair.frames, fixed],
  walls: [{ id: "W", x: -200, y: -200, width: 2500, height: 1800 }],
  joiners: [{ id: "J", kind: "connector", frames: ["F1", "F2"], angle: 180, width: 20, profileCode: "J001" }],
  decorations: [{ id: "D", frameId: "F2", regionId: "G2", columns: 2, rows: 2, width: 20 }],
  dimensions: [{ id: "FD", from: [0, 1400], to: [2100, 1400], offset: 200 }],
  notes: [{ id: "N", at: [100, 1600], text: "Living room" }],
};

const values = (svg: string) => [...svg.matchAll(/<tspan class="value">([^<]+)<\/tspan>/g)].map((m) => m[1]);

describe("windowOfDesign", () => {
  it("keeps the picked frame and its decoration bars, in the drawing's unit", () => {
    const cm = { ...drawing, unit: { length: "cm" as const, digits: 1 } };
    const w = windowOfDesign(cm, "F2")!;
    expect(w.frames).toEqual([fixed]);
    expect(w.decorations.map((d) => d.id)).toEqual(["D"]);
    expect(w.unit).toEqual({ length: "cm", digits: 1 });
  });

  it("leaves out what belongs to the whole drawing: walls, joiners, free dimensions, notes", () => {
    const w = windowOfDesign(drawing, "F1")!;
    expect(w.frames.map((f) => f.id)).toEqual(["F1"]);
    expect([w.walls, w.joiners, w.decorations, w.dimensions, w.notes]).toEqual([[], [], [], [], []]);
  });

  it("is null for a frame the drawing does not have (nothing picked, or a stale pick)", () => {
    expect(windowOfDesign(drawing, "F9")).toBeNull();
    expect(windowOfDesign(drawing, "")).toBeNull();
  });
});

describe("windowPlanSvg", () => {
  it("draws the picked window alone, with its own size on its dimension lines", () => {
    const svg = windowPlanSvg(drawing, "F2", G, {})!;
    // F2 is 900 wide and 1400 high (one cell: no cell lines); F1's 1200, its cells' 600s and the
    // free 2100 are not there
    expect(values(svg).sort()).toEqual(["1400", "900"]);
    expect(svg).toContain("<title>F2</title>");
    expect(svg).not.toContain("Living room");
  });

  it("is the drawing that window alone would have", () => {
    const alone: Design = { ...frameDesign(rectangle(900, 1400), glass("G2"), { id: "F2", x: 1200 }) };
    const withBars = { ...alone, decorations: drawing.decorations };
    expect(windowPlanSvg(drawing, "F2", G, {})).toBe(windowPlanSvg(withBars, "F2", G, {}));
    const first = windowPlanSvg(drawing, "F1", G, {})!;
    // F1: 1200 × 1400 and its two cells' clear openings: 600 to the mullion's centre − the
    // frame's face 60 − half the mullion's 80 = 500 each
    expect(values(first).sort()).toEqual(["1200", "1400", "500", "500"]);
  });

  it("shows the figures in the unit asked for", () => {
    const svg = windowPlanSvg(drawing, "F2", G, { unit: { length: "cm", digits: 1 } })!;
    expect(values(svg).sort()).toEqual(["140.0", "90.0"]);
  });

  it("is null without such a frame", () => {
    expect(windowPlanSvg(drawing, "nope", G, {})).toBeNull();
  });
});
