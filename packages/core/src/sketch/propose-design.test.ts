import { describe, expect, it } from "vitest";
import { env } from "../commands/test-fixtures.ts";
import { parseDesign } from "../design/migrate.ts";
import { proposeDesign, sketchScale } from "./propose-design.ts";
import type { Box, SketchNode } from "./sketch-types.ts";

const cell = (
  box: Box,
  cell: Extract<SketchNode, { kind: "cell" }>["cell"] = { kind: "fixed" },
): SketchNode => ({
  kind: "cell",
  box,
  cell,
});
// a 300 × 200 px drawing at (10, 20), a mullion at x = 110 (100 px from the frame's left)
const frameBox = { x0: 10, y0: 20, x1: 310, y1: 220 };
const twoCells: SketchNode = {
  kind: "split",
  box: frameBox,
  direction: "vertical",
  positions: [110],
  children: [
    cell({ ...frameBox, x1: 110 }, { kind: "sash", openType: "casement", hingeSide: "left" }),
    cell({ ...frameBox, x0: 110 }),
  ],
};

describe("proposeDesign: the design a sketch proposes", () => {
  it("scales by the width when only the width is given: 1500 / 300 px = 5 mm/px", () => {
    // height 200 px × 5 = 1000; mullion (110 − 10) × 5 = 500
    expect(sketchScale(frameBox, { width: 1500 })).toEqual({ width: 1500, height: 1000, sx: 5, sy: 5 });
    const r = proposeDesign(twoCells, { width: 1500 }, env);
    if (!r.ok) throw new Error(r.error.code);
    const frame = r.design.frames[0]!;
    expect(frame.shape).toEqual({ kind: "rectangle", width: 1500, height: 1000 });
    expect(frame.root).toMatchObject({
      kind: "split",
      direction: "vertical",
      mullions: [{ position: 500 }],
      children: [{ kind: "sash", openType: "casement", hingeSide: "left" }, { kind: "fill" }],
    });
    expect(parseDesign(JSON.parse(JSON.stringify(r.design))).ok).toBe(true);
  });

  it("takes both sizes as given, each axis scaled by its own", () => {
    // 1200 / 300 = 4 mm/px across: mullion 100 × 4 = 400; height 1400 as typed
    const r = proposeDesign(twoCells, { width: 1200, height: 1400 }, env);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.design.frames[0]!.shape).toEqual({ kind: "rectangle", width: 1200, height: 1400 });
    expect(r.design.frames[0]!.root).toMatchObject({ mullions: [{ position: 400 }] });
  });

  it("needs a width or a height", () => {
    expect(proposeDesign(twoCells, {}, env)).toEqual({
      ok: false,
      error: { code: "design.size_not_positive" },
    });
  });

  it("builds nested splits, and a row of panels with arrows as one sliding group", () => {
    // transom at y = 100 (80 px × 5 = 400 mm); below it two panels, the right one slides left
    const lower = { ...frameBox, y0: 100 };
    const tree: SketchNode = {
      kind: "split",
      box: frameBox,
      direction: "horizontal",
      positions: [100],
      children: [
        cell({ ...frameBox, y1: 100 }, { kind: "sash", openType: "awning", hingeSide: "top" }),
        {
          kind: "split",
          box: lower,
          direction: "vertical",
          positions: [160],
          children: [
            cell({ ...lower, x1: 160 }),
            cell({ ...lower, x0: 160 }, { kind: "slide", direction: "left" }),
          ],
        },
      ],
    };
    const r = proposeDesign(tree, { width: 1500 }, env);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.design.frames[0]!.root).toMatchObject({
      kind: "split",
      direction: "horizontal",
      mullions: [{ position: 400 }],
      children: [
        { kind: "sash", openType: "awning", hingeSide: "top" },
        { kind: "slide", direction: "left", panels: [{ fixed: true }, { fixed: false }] },
      ],
    });
  });
});
