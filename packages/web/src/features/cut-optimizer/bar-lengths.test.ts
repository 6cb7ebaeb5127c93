import { describe, expect, it } from "vitest";
import { labelColour, parseBarLengths } from "./bar-lengths.ts";

describe("parseBarLengths", () => {
  it("reads lengths separated by commas, Chinese commas and spaces, without repeats", () => {
    expect(parseBarLengths("6000, 6500，6000")).toEqual([6000, 6500]);
  });
  it("refuses text and lengths under 50 mm", () => {
    expect(parseBarLengths("6000,abc")).toBeNull();
    expect(parseBarLengths("40")).toBeNull();
  });
  it("gives an empty list for an empty field (the default stock length applies)", () => {
    expect(parseBarLengths(" ")).toEqual([]);
  });
});

describe("labelColour", () => {
  it("gives one window the same colour everywhere and two windows different ones", () => {
    expect(labelColour("A1 W1")).toBe(labelColour("A1 W1"));
    expect(labelColour("A1 W1")).not.toBe(labelColour("A1 W2"));
  });
});
