import fc from "fast-check";
import type { FrameShape } from "./model.ts";

// Random frame shapes for the property tests: each test gives the sizes it needs (whole mm).

/** The least and the most, mm. */
export type Span = readonly [min: number, max: number];
const mm = ([min, max]: Span) => fc.integer({ min, max });

/** Rectangles `width` × `height`. */
export const rectangles = (width: Span, height: Span): fc.Arbitrary<FrameShape> =>
  fc.record({ kind: fc.constant("rectangle" as const), width: mm(width), height: mm(height) });

/** Trapezoids `width` wide, each of their sides' heights in `sides`. */
export const trapezoids = (width: Span, sides: Span): fc.Arbitrary<FrameShape> =>
  fc.record({
    kind: fc.constant("trapezoid" as const),
    width: mm(width),
    leftHeight: mm(sides),
    rightHeight: mm(sides),
  });

/** Triangles `width` × `height`, the apex anywhere over the base. */
export const triangles = (width: Span, height: Span): fc.Arbitrary<FrameShape> =>
  fc
    .record({ width: mm(width), height: mm(height), at: fc.double({ min: 0, max: 1, noNaN: true }) })
    .map(({ width, height, at }) => ({
      kind: "triangle" as const,
      width,
      height,
      apexX: Math.round(width * at),
    }));
