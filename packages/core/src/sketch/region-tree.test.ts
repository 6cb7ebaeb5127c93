import { describe, expect, it } from "vitest";
import { cellKindOf, cellsOf, withMarks } from "./cell-kinds.ts";
import { outerFrame, regionTree } from "./region-tree.ts";
import type { Segment, SketchNode } from "./sketch-types.ts";

const seg = (x1: number, y1: number, x2: number, y2: number): Segment => ({ x1, y1, x2, y2 });
/** The four sides of a box, as drawn. */
const box = (x0: number, y0: number, x1: number, y1: number): Segment[] => [
  seg(x0, y0, x1, y0),
  seg(x1, y0, x1, y1),
  seg(x1, y1, x0, y1),
  seg(x0, y1, x0, y0),
];
/** The tree's shape without boxes: splits as [direction, positions, children], cells as "cell". */
const shape = (n: SketchNode | undefined): unknown =>
  n === undefined
    ? undefined
    : n.kind === "cell"
      ? "cell"
      : [n.direction, n.positions.map((p) => Math.round(p)), n.children.map(shape)];

describe("regionTree: from the lines of a sketch to its splits", () => {
  it("finds the outer frame between the outermost long lines, ignoring short strokes outside", () => {
    // a dimension tick at y = 320 (40 long) is shorter than half the longest horizontal (400)
    expect(outerFrame([...box(0, 0, 400, 300), seg(0, 320, 40, 320)])).toEqual({
      x0: 0,
      y0: 0,
      x1: 400,
      y1: 300,
    });
    expect(outerFrame([seg(0, 0, 400, 0), seg(0, 0, 0, 300)])).toBeUndefined();
  });

  it("does not take dimension lines beside the frame for its sides", () => {
    // frame 100..500 × 100..400; dimension lines 40 above and 40 left, as long as the sides, met
    // only by extension lines 50 long (shorter than half the longest line, 400); the frame's sides
    // are met by two long lines each (within 4 % of 400 = 16)
    const dims = [
      seg(100, 60, 500, 60),
      seg(60, 100, 60, 400),
      seg(100, 100, 100, 50),
      seg(500, 100, 500, 50),
    ];
    expect(outerFrame([...box(100, 100, 500, 400), ...dims])).toEqual({ x0: 100, y0: 100, x1: 500, y1: 400 });
  });

  it("splits at a mullion across the frame, and at two mullions at once", () => {
    expect(shape(regionTree([...box(0, 0, 300, 200), seg(100, 0, 100, 200)]))).toEqual([
      "vertical",
      [100],
      ["cell", "cell"],
    ]);
    const two = [...box(0, 0, 300, 200), seg(100, 0, 100, 200), seg(200, 2, 200, 198)];
    expect(shape(regionTree(two))).toEqual(["vertical", [100, 200], ["cell", "cell", "cell"]]);
  });

  it("nests: a transom across the left half only is a split of the left part", () => {
    // mullion x = 200 crosses the whole height (coverage 1); the transom y = 100 covers 200 of
    // 400 = 0.5 of the frame's width — too little there, but all of the left part's
    const segments = [...box(0, 0, 400, 300), seg(200, 0, 200, 300), seg(0, 100, 200, 100)];
    expect(shape(regionTree(segments))).toEqual([
      "vertical",
      [200],
      [["horizontal", [100], ["cell", "cell"]], "cell"],
    ]);
  });

  it("takes a transom first when it crosses the frame and the mullion only the part below it", () => {
    // transom y = 60 covers 1; the mullion x = 150 from 60 to 200 covers 140 / 200 = 0.7 of the frame's height
    const segments = [...box(0, 0, 300, 200), seg(0, 60, 300, 60), seg(150, 60, 150, 200)];
    expect(shape(regionTree(segments))).toEqual([
      "horizontal",
      [60],
      ["cell", ["vertical", [150], ["cell", "cell"]]],
    ]);
  });

  it("joins a line drawn in two pieces that nearly meet, at their length-weighted position", () => {
    // pieces x = 198 (0..140, 140 long) and x = 202 (150..300, 150 long), 4 apart (< 2 % of 400 = 8):
    // one line at (198·140 + 202·150) / 290 = 200.07, covering (140 + 150) / 300 = 0.97;
    // the frame's sides stop short of its corners (nearly meet) and are still its sides
    const segments = [
      seg(6, 0, 394, 0),
      seg(400, 5, 400, 295),
      seg(394, 300, 6, 300),
      seg(0, 295, 0, 5),
      seg(198, 0, 198, 140),
      seg(202, 150, 202, 300),
    ];
    const tree = regionTree(segments);
    expect(shape(tree)).toEqual(["vertical", [200], ["cell", "cell"]]);
    expect(tree?.kind === "split" && tree.positions[0]).toBeCloseTo(200.07, 2);
  });

  it("keeps a mullion that stops short of the frame; a line across half the height is no split", () => {
    // 30..270 of 0..300: coverage 0.8 ≥ 0.7
    expect(shape(regionTree([...box(0, 0, 400, 300), seg(200, 30, 200, 270)]))).toEqual([
      "vertical",
      [200],
      ["cell", "cell"],
    ]);
    // 0..150: coverage 0.5
    expect(shape(regionTree([...box(0, 0, 400, 300), seg(200, 0, 200, 150)]))).toBe("cell");
  });

  it("does not split at an F or an arrow drawn in a cell", () => {
    // an F: stem 100 tall of 300 (0.33), arms 40 wide of 400; an arrow shaft 160 of 400 (0.4)
    const marks = [
      seg(50, 100, 50, 200),
      seg(50, 100, 90, 100),
      seg(50, 150, 80, 150),
      seg(200, 250, 360, 250),
    ];
    expect(shape(regionTree([...box(0, 0, 400, 300), ...marks]))).toBe("cell");
  });
});

describe("cell kinds from the opening marks", () => {
  it("reads casement, tilt-turn, top- and bottom-hung, slider and fixed", () => {
    const at = { x: 0, y: 0 };
    expect(cellKindOf([{ kind: "apex", side: "left", at }])).toEqual({
      kind: "sash",
      openType: "casement",
      hingeSide: "left",
    });
    expect(
      cellKindOf([
        { kind: "apex", side: "right", at },
        { kind: "apex", side: "bottom", at },
      ]),
    ).toEqual({ kind: "sash", openType: "tiltTurn", hingeSide: "right" });
    expect(cellKindOf([{ kind: "apex", side: "top", at }])).toMatchObject({ openType: "awning" });
    expect(cellKindOf([{ kind: "apex", side: "bottom", at }])).toMatchObject({ openType: "hopper" });
    expect(cellKindOf([{ kind: "arrow", direction: "left", at }])).toEqual({
      kind: "slide",
      direction: "left",
    });
    expect(cellKindOf([])).toEqual({ kind: "fixed" });
    // a casement's lines with what passed for an arrow (one of its lines in a flat cell): the casement
    expect(
      cellKindOf([
        { kind: "apex", side: "left", at },
        { kind: "arrow", direction: "left", at },
      ]),
    ).toMatchObject({ kind: "sash", openType: "casement", hingeSide: "left" });
    // hinged on both sides at once contradicts itself: fixed, for the user to say
    expect(
      cellKindOf([
        { kind: "apex", side: "left", at },
        { kind: "apex", side: "right", at },
      ]),
    ).toEqual({ kind: "fixed" });
  });

  it("gives each cell the marks inside it", () => {
    const tree = regionTree([...box(0, 0, 300, 200), seg(100, 0, 100, 200)])!;
    const marked = withMarks(tree, [{ kind: "apex", side: "right", at: { x: 290, y: 100 } }]);
    expect(cellsOf(marked).map((c) => c.cell)).toEqual([
      { kind: "fixed" },
      { kind: "sash", openType: "casement", hingeSide: "right" },
    ]);
  });
});
