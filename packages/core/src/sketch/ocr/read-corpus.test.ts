import { describe, expect, it } from "vitest";
import { env } from "../../commands/test-fixtures.ts";
import { corpusPhoto } from "../corpus/generate.ts";
import { recognizeSketch } from "../image/recognize.ts";
import { proposeDesign, sizeToUse } from "../propose-design.ts";

// Photos of the corpus (2000 × 1500, a quarter of the bench's 12 MP to keep the test short) whose
// sketches carry their overall width and height in handwriting: along the top, and turned 90° down
// the left. The bench reads 150 photos of 12 MP and prints the share read right.
const read = (seed: number) => {
  const photo = corpusPhoto(seed, { width: 2000, height: 1500 });
  const reading = recognizeSketch({ width: photo.width, height: photo.height, data: photo.rgba });
  if (!reading.ok) throw new Error(reading.reason);
  return { photo, reading };
};

describe("the sizes handwritten on corpus sketches", () => {
  it.each([1, 20, 22])(
    "seed %i: reads the overall width and height written, and the design takes them",
    (seed) => {
      const { photo, reading } = read(seed);
      expect(photo.written).toBeDefined();
      expect(reading.sizes.width?.mm).toBe(photo.written!.width);
      expect(reading.sizes.height?.mm).toBe(photo.written!.height);
      expect(reading.sizes.width!.confidence).toBeGreaterThan(0.5);
      expect(reading.sizes.conflicts).toEqual([]);
      const design = proposeDesign(reading.tree, sizeToUse(reading.sizes, {}), env);
      if (!design.ok) throw new Error(design.error.code);
      expect(design.design.frames[0]!.shape).toEqual({
        kind: "rectangle",
        width: photo.written!.width,
        height: photo.written!.height,
      });
    },
  );

  it("reads no size on a sketch without numbers (the user's width and height are needed)", () => {
    const { photo, reading } = read(2);
    expect(photo.written).toBeUndefined();
    expect(reading.sizes.width).toBeUndefined();
    expect(reading.sizes.height).toBeUndefined();
    expect(sizeToUse(reading.sizes, {})).toEqual({ anchors: { x: [], y: [] } });
  });
});
