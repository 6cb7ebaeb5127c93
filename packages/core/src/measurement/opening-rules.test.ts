import { describe, expect, it } from "vitest";
import {
  emptyOpening,
  fieldProblem,
  isOpeningMeasured,
  type Opening,
  openingFigures,
  openingProblems,
  openingSizes,
  squareness,
  usedSize,
} from "./opening-rules.ts";

const measured = (over: Partial<Opening> = {}): Opening => ({
  ...emptyOpening(),
  width1: 1500,
  width2: 1496,
  width3: 1502,
  height1: 1200,
  height2: 1204,
  height3: 1199,
  ...over,
});

describe("the size an opening is made to", () => {
  it("is the smallest of the three points (1500, 1496, 1502 → 1496; 1200, 1204, 1199 → 1199)", () => {
    expect(openingSizes(measured())).toMatchObject({ width: 1496, height: 1199 });
  });

  it("comes with the diagonals' difference as the screens show it (1925 - 1921 = 4 mm > 3: out of square)", () => {
    expect(openingFigures(measured({ diagonal1: 1925, diagonal2: 1921 }))).toEqual({
      width: 1496,
      height: 1199,
      diagonalDifference: 4,
      outOfSquare: true,
    });
    expect(openingFigures(emptyOpening())).toEqual({
      width: null,
      height: null,
      diagonalDifference: null,
      outOfSquare: false,
    });
  });

  it("is the smallest of the points taken so far, and none before any is", () => {
    expect(usedSize([null, 1480, null])).toBe(1480);
    expect(usedSize([null, null, null])).toBeNull();
  });

  it("counts as measured only with all six points", () => {
    expect(isOpeningMeasured(measured())).toBe(true);
    expect(isOpeningMeasured(measured({ height3: null }))).toBe(false);
  });
});

describe("squareness", () => {
  it("flags diagonals 1925 and 1921 (4 mm apart, over the 3 mm tolerance)", () => {
    expect(squareness(1925, 1921)).toEqual({ difference: 4, outOfSquare: true });
  });

  it("accepts 3 mm exactly, and 2.6 against 2.3 mm differs by 0.3", () => {
    expect(squareness(1924, 1921)).toEqual({ difference: 3, outOfSquare: false });
    expect(squareness(1000.6, 1000.3)).toEqual({ difference: 0.3, outOfSquare: false });
  });

  it("says nothing until both diagonals are taken", () => {
    expect(squareness(1925, null)).toBeNull();
  });
});

describe("values refused", () => {
  it("a side under 100 mm or over 10 m, naming the range", () => {
    expect(fieldProblem("width2", 99)).toEqual({
      field: "width2",
      key: "measure.side_range",
      params: { min: 100, max: 10_000 },
    });
    expect(fieldProblem("height1", 10_001)?.key).toBe("measure.side_range");
    expect(fieldProblem("height1", 10_000)).toBeNull();
    expect(fieldProblem("height1", Number.NaN)?.key).toBe("measure.side_range");
  });

  it("a diagonal no longer than the longer side or no shorter than width + height", () => {
    // used 1496 × 1199: a diagonal must lie strictly between 1496 and 2695 (sqrt(1496² + 1199²) ≈ 1917)
    expect(openingProblems(measured({ diagonal1: 1917, diagonal2: 1496 }))).toEqual([
      { field: "diagonal2", key: "measure.diagonal_impossible", params: { min: 1496, max: 2695 } },
    ]);
    expect(openingProblems(measured({ diagonal1: 2695 }))[0]?.field).toBe("diagonal1");
    expect(openingProblems(measured({ diagonal1: 1917, diagonal2: 1920 }))).toEqual([]);
  });

  it("a reveal deeper than the wall (250 mm wall, 260 mm reveal)", () => {
    expect(openingProblems(measured({ wallThickness: 250, revealDepth: 260 }))).toEqual([
      { field: "revealDepth", key: "measure.reveal_over_wall", params: { max: 250 } },
    ]);
    expect(openingProblems(measured({ wallThickness: 250, revealDepth: 250 }))).toEqual([]);
  });

  it("a negative sill height and a note over 200 characters", () => {
    expect(fieldProblem("sillHeight", -1)).toMatchObject({ key: "measure.sillHeight_range" });
    expect(fieldProblem("note", "x".repeat(201))).toEqual({
      field: "note",
      key: "measure.text_length",
      params: { max: 200 },
    });
  });
});
