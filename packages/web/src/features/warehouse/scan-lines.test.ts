import { describe, expect, it } from "vitest";
import { scanIntoLines, scanPositionIntoLines } from "./scan-lines.ts";

const profile = { id: 7, colors: ["white", "grey"], category: "profile" as const, rawLength: 6000 };
const glass = { id: 9, colors: [], category: "glass" as const, rawLength: 0 };

describe("a scanned material label in a stock form", () => {
  it("selects the line that already has the material, changing nothing", () => {
    const lines = [
      { materialId: 9, count: 3 },
      { materialId: 7, count: 2, color: "grey" },
    ];
    expect(scanIntoLines(lines, profile)).toEqual({ lines, index: 1 });
  });

  it("fills the first empty line: no colour of several, a profile's raw length, no length for glass", () => {
    expect(scanIntoLines([{ materialId: 9 }, {}], profile)).toEqual({
      lines: [{ materialId: 9 }, { materialId: 7, color: undefined, length: 6000 }],
      index: 1,
    });
    expect(scanIntoLines([{ note: "rack B" }], glass).lines).toEqual([
      { note: "rack B", materialId: 9, color: undefined, length: undefined },
    ]);
  });

  it("takes the colour of a material that has only one", () => {
    const white = { ...profile, colors: ["white"] };
    expect(scanIntoLines([{}], white).lines).toEqual([{ materialId: 7, color: "white", length: 6000 }]);
  });

  it("adds a line when every line has another material", () => {
    const { lines, index } = scanIntoLines([{ materialId: 9 }], profile);
    expect(index).toBe(1);
    expect(lines[1]).toEqual({ materialId: 7, color: undefined, length: 6000 });
  });
});

describe("scanPositionIntoLines", () => {
  it("takes every material of the position once, keeps lines it already has, selects the first", () => {
    const { lines, index } = scanPositionIntoLines([{ materialId: 9, count: 3 }, {}], [glass, profile]);
    expect(index).toBe(0);
    expect(lines).toEqual([
      { materialId: 9, count: 3 },
      { materialId: 7, color: undefined, length: 6000 },
    ]);
  });

  it("an empty position changes nothing and selects no line", () => {
    expect(scanPositionIntoLines([{ materialId: 9 }], [])).toEqual({
      lines: [{ materialId: 9 }],
      index: null,
    });
  });
});
