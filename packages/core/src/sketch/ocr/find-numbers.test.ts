import { describe, expect, it } from "vitest";
import { digitReadings, withoutLines } from "./find-numbers.ts";

describe("a number touching its dimension line", () => {
  it("comes apart from the line: the line's ink is cleared, a stroke crossing it is kept", () => {
    // 200 × 100: a line 3 px thick along y = 49..51 from x = 10 to 190, and a digit's stroke 2 px
    // wide (x = 100..101) coming down from y = 30 onto it, ending at y = 51
    const width = 200;
    const data = new Uint8Array(width * 100);
    for (let x = 10; x <= 190; x++) for (let y = 49; y <= 51; y++) data[y * width + x] = 1;
    for (let y = 30; y <= 51; y++) for (let x = 100; x <= 101; x++) data[y * width + x] = 1;
    const out = withoutLines({ width, height: 100, data }, [{ x1: 10, y1: 50, x2: 190, y2: 50 }], 12).data;
    // the line is gone: columns 10..99 and 102..190 hold no ink
    let left = 0;
    for (let x = 10; x <= 190; x++)
      if (x < 100 || x > 101) for (let y = 40; y <= 60; y++) left += out[y * width + x]!;
    expect(left).toBe(0);
    // the stroke keeps all its 22 rows in both columns (its run, 22 px, is thicker than a line's 12)
    let stroke = 0;
    for (let y = 30; y <= 51; y++) stroke += out[y * width + 100]! + out[y * width + 101]!;
    expect(stroke).toBe(44);
  });
});

/** A digit's ten probabilities from the few that are not 0. */
const digit = (p: Record<number, number>) => Float32Array.from({ length: 10 }, (_, d) => p[d] ?? 0);

describe("the readings of a number from its digits' probabilities", () => {
  it("keeps a digit the classifier gives only 0.2 %, for the drawing's proportion to weigh", () => {
    // 1 (99.8 %) or 4 (0.2 %), then 6, then 0 (sure): 160 at 0.998, 460 at 0.002
    const read = digitReadings([digit({ 1: 0.998, 4: 0.002 }), digit({ 6: 1 }), digit({ 0: 1 })]);
    expect(read.map((r) => r.value)).toEqual([160, 460]);
    expect(read[0]!.confidence).toBeCloseTo(0.998, 6);
    expect(read[1]!.confidence).toBeCloseTo(0.002, 6);
  });

  it("drops digits under 0.1 % and readings that start with 0", () => {
    // 0 (60 %) or 7 (39.95 %) or 2 (0.05 %: dropped), then 5 (sure): 05 is no reading, 75 is
    const read = digitReadings([digit({ 0: 0.6, 7: 0.3995, 2: 0.0005 }), digit({ 5: 1 })]);
    expect(read.map((r) => r.value)).toEqual([75]);
  });
});
