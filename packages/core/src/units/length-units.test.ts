// Display units (SPEC §9): lengths stay in mm in the design; mm/cm/in with a number of digits
// and m² / sq.ft areas are applied only when showing a value.
import { describe, expect, it } from "vitest";
import {
  areaUnitFor,
  formatArea,
  formatLength,
  fromDisplayLength,
  toDisplayArea,
  toDisplayLength,
} from "./length-units.ts";

describe("length display units", () => {
  it("shows 1500 mm as 1500 mm, 150.0 cm, 59.06 in (1500 / 25.4 = 59.0551)", () => {
    expect(formatLength(1500, "mm", 0)).toEqual({ text: "1500", unitKey: "unit.mm" });
    expect(formatLength(1500, "cm", 1)).toEqual({ text: "150.0", unitKey: "unit.cm" });
    expect(formatLength(1500, "in", 2)).toEqual({ text: "59.06", unitKey: "unit.in" });
  });

  it("rounds to the digits asked for, and pads with zeros", () => {
    expect(toDisplayLength(1234.5678, "mm", 2)).toBe(1234.57);
    expect(toDisplayLength(1234.5678, "cm", 0)).toBe(123);
    expect(formatLength(1200, "mm", 2).text).toBe("1200.00");
  });

  it("converts a typed value back to millimetres without rounding", () => {
    expect(fromDisplayLength(150, "cm")).toBe(1500);
    expect(fromDisplayLength(59.06, "in")).toBeCloseTo(1500.124, 6);
    expect(fromDisplayLength(1500, "mm")).toBe(1500);
  });

  it("pairs mm and cm with square metres and inches with square feet", () => {
    expect([areaUnitFor("mm"), areaUnitFor("cm"), areaUnitFor("in")]).toEqual(["m2", "m2", "sqft"]);
  });

  it("shows a 1500 × 1400 window as 2.10 m² or 22.60 sq.ft (2 100 000 / 304.8²)", () => {
    const mm2 = 1500 * 1400;
    expect(formatArea(mm2, "mm", 2)).toEqual({ text: "2.10", unitKey: "unit.m2" });
    expect(formatArea(mm2, "cm", 3)).toEqual({ text: "2.100", unitKey: "unit.m2" });
    expect(formatArea(mm2, "in", 2)).toEqual({ text: "22.60", unitKey: "unit.sqft" });
    expect(toDisplayArea(92_903.04, "in", 4)).toBe(1); // one square foot
  });
});
