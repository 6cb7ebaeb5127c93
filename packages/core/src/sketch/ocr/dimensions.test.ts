import { describe, expect, it } from "vitest";
import { env } from "../../commands/test-fixtures.ts";
import { proposeDesign, sizeToUse } from "../propose-design.ts";
import type { Box, Segment, SketchNode } from "../sketch-types.ts";
import { sketchSizes } from "./dimensions.ts";
import type { FoundNumber } from "./find-numbers.ts";

// a 400 × 300 px frame at (100, 100) with a mullion at x = 300 (two cells)
const frame: Box = { x0: 100, y0: 100, x1: 500, y1: 400 };
const tree: SketchNode = {
  kind: "split",
  box: frame,
  direction: "vertical",
  positions: [300],
  children: [
    { kind: "cell", box: { ...frame, x1: 300 }, cell: { kind: "fixed" } },
    { kind: "cell", box: { ...frame, x0: 300 }, cell: { kind: "fixed" } },
  ],
};

/** A number written along x centred at (cx, cy), 15 px tall; or turned (along y) when `vertical`. */
function written(readings: [number, number][], cx: number, cy: number, vertical = false): FoundNumber {
  const [hw, hh] = vertical ? [7.5, 20] : [20, 7.5];
  return {
    box: { x0: cx - hw, y0: cy - hh, x1: cx + hw, y1: cy + hh },
    vertical,
    size: 15,
    readings: readings.map(([value, confidence]) => ({ value, confidence })),
  };
}
const line = (x1: number, y1: number, x2: number, y2: number): Segment => ({ x1, y1, x2, y2 });

// dimension lines: across the top at y = 60 and down the left at x = 60, each from side to side
// (drawn a little past the frame's corners), and a chain below at y = 440
const top = line(97, 60, 503, 60);
const left = line(60, 96, 60, 404);
const below = line(98, 440, 502, 440);
const overall = [written([[1200, 0.98]], 300, 42), written([[900, 0.97]], 42, 250, true)];

describe("sizes written on a sketch: which dimension line each number belongs to", () => {
  it("reads the overall width above the frame and the height turned beside it", () => {
    const sizes = sketchSizes(overall, [top, left], tree);
    expect(sizes.width).toEqual({ mm: 1200, confidence: 0.98 });
    expect(sizes.height).toEqual({ mm: 900, confidence: 0.97 });
    expect(sizes.dimensions.map((d) => [d.axis, d.from, d.to, d.mm])).toEqual([
      ["x", 100, 500, 1200],
      ["y", 100, 400, 900],
    ]);
    expect(sizes.anchors).toEqual({ x: [], y: [] });
    expect(sizes.conflicts).toEqual([]);
  });

  it("cuts a chain line at the mullion between its numbers and places the mullion by the first part", () => {
    // 500 over x 100..300 and 700 over x 300..500: 500 + 700 = 1200, the overall — the mullion at 500 mm
    const parts = [written([[500, 0.9]], 200, 458), written([[700, 0.9]], 400, 458)];
    const sizes = sketchSizes([...overall, ...parts], [top, left, below], tree);
    expect(
      sizes.dimensions.filter((d) => d.axis === "x" && d.to - d.from < 400).map((d) => [d.from, d.to, d.mm]),
    ).toEqual([
      [100, 300, 500],
      [300, 500, 700],
    ]);
    expect(sizes.anchors.x).toEqual([{ px: 300, mm: 500 }]);
    expect(sizes.conflicts).toEqual([]);

    // the design: 1200 × 900, the mullion at 500 mm where the drawing alone puts it at
    // (300 − 100) / 400 × 1200 = 600
    const r = proposeDesign(tree, sizeToUse(sizes, {}), env);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.design.frames[0]!.shape).toEqual({ kind: "rectangle", width: 1200, height: 900 });
    expect(r.design.frames[0]!.root).toMatchObject({ kind: "split", mullions: [{ position: 500 }] });
  });

  it("keeps the overall when the parts do not add up to it, and says so", () => {
    // 500 + 600 = 1100 ≠ 1200: the mullion is placed from the drawing (600 mm), the conflict reported
    const parts = [written([[500, 0.9]], 200, 458), written([[600, 0.9]], 400, 458)];
    const sizes = sketchSizes([...overall, ...parts], [top, left, below], tree);
    expect(sizes.width?.mm).toBe(1200);
    expect(sizes.anchors.x).toEqual([]);
    expect(sizes.conflicts).toEqual([{ kind: "parts_do_not_sum", axis: "x", overall: 1200, parts: 1100 }]);
    const r = proposeDesign(tree, sizeToUse(sizes, {}), env);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.design.frames[0]!.root).toMatchObject({ mullions: [{ position: 600 }] });
  });

  it("reads the width and height together with the drawing's proportion", () => {
    // 1280 is likelier alone (0.5 against 0.45), but 1280 / 900 = 1.42 against the drawing's
    // 400 / 300 = 1.33 (ln 1.067 = 0.065, 1.08 σ of 6 %: × 0.56 → 0.5 × 0.9 × 0.56 = 0.25), while
    // 1200 / 900 = 1.33 exactly (0.45 × 0.9 = 0.41): 1200 is read
    const width = written(
      [
        [1280, 0.5],
        [1200, 0.45],
      ],
      300,
      42,
    );
    const sizes = sketchSizes([width, overall[1]!], [top, left], tree);
    expect(sizes.width).toEqual({ mm: 1200, confidence: 0.45 });
  });

  it("overrules an unlikely height reading the drawing's proportion strongly contradicts", () => {
    // 300 at 0.98 gives 1200 / 300 = 4 against the drawing's 1.33 (ln 3 = 1.10, 18 σ of 6 %: × e^−168);
    // 900 at only 0.002 agrees exactly (0.98 × 0.002): 900 is read
    const height = written(
      [
        [300, 0.98],
        [900, 0.002],
      ],
      42,
      250,
      true,
    );
    const sizes = sketchSizes([overall[0]!, height], [top, left], tree);
    expect(sizes.height).toEqual({ mm: 900, confidence: 0.002 });
  });

  it("of two numbers on one line with no side or mullion between them, keeps the one nearer its middle", () => {
    // 1200 (0.9) at x 310..350 and "8888" (0.99: a tick read as digits) at x 450..490 on the top
    // line (97..503, its middle 300): the mullion at 300 is not between their middles (330, 470),
    // so they are no chain; 1200 is 30 px off the middle, 8888 170 px: 1200 is kept
    const sizes = sketchSizes(
      [written([[1200, 0.9]], 330, 42), written([[8888, 0.99]], 470, 42)],
      [top],
      tree,
    );
    expect(sizes.dimensions.map((d) => [d.axis, d.from, d.to, d.mm])).toEqual([["x", 100, 500, 1200]]);
    expect(sizes.width?.mm).toBe(1200);
  });

  it("takes a line's end to a corner within 4 % of the frame's larger side", () => {
    // the left line drawn from y = 86: 14 px past the top corner, over 4 % of the 300 px height (12)
    // but within 4 % of the 400 px width (16): it still runs from side to side, the height
    const sizes = sketchSizes([overall[1]!], [line(60, 86, 60, 404)], tree);
    expect(sizes.height?.mm).toBe(900);
    // 20 px past (over 16): not a dimension of the frame
    expect(sketchSizes([overall[1]!], [line(60, 80, 60, 404)], tree).height).toBeUndefined();
  });

  it("leaves out a number inside the frame, one far from any dimension line, and one off a line's end", () => {
    const stray = [
      written([[42, 0.9]], 200, 250), // inside the frame (a note in a cell)
      written([[800, 0.9]], 300, 10), // 50 px above the top line: over 3 × its 15 px height
      written([[750, 0.9]], 560, 42), // beside the top line, past its end
    ];
    const sizes = sketchSizes(stray, [top, left], tree);
    expect(sizes.dimensions).toEqual([]);
    expect(sizes.width).toBeUndefined();
  });

  it("uses what the user typed over what was read, and the parts read only with the overall they add up to", () => {
    const parts = [written([[500, 0.9]], 200, 458), written([[700, 0.9]], 400, 458)];
    const sizes = sketchSizes([...overall, ...parts], [top, left, below], tree);
    expect(sizeToUse(sizes, {})).toEqual({
      width: 1200,
      height: 900,
      anchors: { x: [{ px: 300, mm: 500 }], y: [] },
    });
    // typed 1500: the parts chained to 1200 do not place the mullion
    expect(sizeToUse(sizes, { width: 1500 })).toEqual({
      width: 1500,
      height: 900,
      anchors: { x: [], y: [] },
    });
  });
});
