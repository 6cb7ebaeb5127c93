import { describe, expect, it } from "vitest";
import { labelColour } from "./label-colour.ts";

describe("labelColour", () => {
  it("gives one window the same colour everywhere and two windows different ones", () => {
    expect(labelColour("A1 C1")).toBe(labelColour("A1 C1"));
    expect(labelColour("A1 C1")).not.toBe(labelColour("A1 C2"));
  });
});
