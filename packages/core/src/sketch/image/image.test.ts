import { describe, expect, it } from "vitest";
import type { SketchNode } from "../sketch-types.ts";
import type { Mask } from "./ink.ts";
import { axisSegments, horizontalSegments } from "./lines.ts";
import { findMarks } from "./marks.ts";
import { findPaper } from "./paper.ts";

/** A blank mask with `strokes` drawn in (each a segment `half` pixels either side). */
function mask(width: number, height: number, strokes: [number, number, number, number][], half = 1.5): Mask {
  const data = new Uint8Array(width * height);
  for (const [ax, ay, bx, by] of strokes) {
    const len2 = (bx - ax) ** 2 + (by - ay) ** 2;
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const t = Math.max(0, Math.min(1, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / len2));
        if (Math.hypot(x - ax - t * (bx - ax), y - ay - t * (by - ay)) <= half) data[y * width + x] = 1;
      }
  }
  return { width, height, data };
}

describe("strokes of a straightened sketch", () => {
  it("finds a horizontal line and not the mark that meets it at a corner", () => {
    // the line y = 50 from 20 to 180; a mark from its left end up at slope 30/160 ≈ 0.19 (steeper
    // than a line's 0.1): one segment, the line's
    const found = horizontalSegments(
      mask(200, 100, [
        [20, 50, 180, 50],
        [20, 50, 180, 20],
      ]),
      12,
      20,
      40,
    );
    expect(found).toHaveLength(1);
    const [s] = found;
    // ink within 1.5 px of the line: x 19..181, the segment from the first ink pixel to past the last
    expect(s!.x1).toBe(19);
    expect(s!.x2).toBe(182);
    expect((s!.y1 + s!.y2) / 2).toBeCloseTo(50, 0);
  });

  it("finds vertical lines too, and leaves out strokes shorter than the least length", () => {
    // a vertical x = 100 from 10 to 90 (80 long) and a tick 30 long
    const found = axisSegments(
      mask(200, 100, [
        [100, 10, 100, 90],
        [150, 10, 150, 40],
      ]),
      12,
      20,
      40,
    );
    expect(found).toHaveLength(1);
    expect((found[0]!.x1 + found[0]!.x2) / 2).toBeCloseTo(100, 0);
  });
});

describe("the paper in a photo", () => {
  it("finds the corners of a turned sheet on a darker table, a corner of it in shadow", () => {
    const width = 200;
    const height = 150;
    const corners = [
      { x: 40, y: 30 },
      { x: 170, y: 20 },
      { x: 180, y: 130 },
      { x: 30, y: 120 },
    ];
    const inside = (x: number, y: number) =>
      corners.every((a, i) => {
        const b = corners[(i + 1) % 4]!;
        return (b.x - a.x) * (y - a.y) - (b.y - a.y) * (x - a.x) >= 0;
      });
    const data = new Float32Array(width * height);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        // light falls from the top left: the sheet's bottom-right corner (≈ 230 × 0.45 ≈ 104) is
        // darker than the table at the top left (90)
        const light = 1 - 0.55 * ((x / width + y / height) / 2) ** 2 * 4 * 0.25;
        data[y * width + x] = (inside(x, y) ? 230 : 90) * light;
      }
    const found = findPaper({ width, height, data });
    expect(found).toBeDefined();
    found!.forEach((p, i) => {
      expect(Math.abs(p.x - corners[i]!.x)).toBeLessThanOrEqual(2);
      expect(Math.abs(p.y - corners[i]!.y)).toBeLessThanOrEqual(2);
    });
  });
});

describe("opening marks", () => {
  const cell = (x0: number, y0: number, x1: number, y1: number): SketchNode => ({
    kind: "cell",
    box: { x0, y0, x1, y1 },
    cell: { kind: "fixed" },
  });

  it("reads a casement's lines meeting at the left side, tilt lines meeting at the bottom, and an arrow", () => {
    // cell 0..100 × 0..80: casement hinged left (from the right corners to (0, 40)) and tilt (from
    // the top corners to (50, 80))
    const tiltTurn = mask(101, 81, [
      [100, 0, 0, 40],
      [100, 80, 0, 40],
      [0, 0, 50, 80],
      [100, 0, 50, 80],
    ]);
    const sides = findMarks(tiltTurn, cell(0, 0, 100, 80)).map((m) => (m.kind === "apex" ? m.side : m.kind));
    expect(sides.sort()).toEqual(["bottom", "left"]);
    // an arrow pointing right: shaft 30..70 at y = 40, head at 70
    const arrow = mask(
      101,
      81,
      [
        [30, 40, 70, 40],
        [70, 40, 62, 35],
        [70, 40, 62, 45],
      ],
      1,
    );
    expect(findMarks(arrow, cell(0, 0, 100, 80))).toMatchObject([{ kind: "arrow", direction: "right" }]);
  });
});
