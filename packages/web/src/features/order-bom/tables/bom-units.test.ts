import { describe, expect, it } from "vitest";
import { areaText, bomUnitsOf, lengthText, metresText, unitKeys } from "./bom-units.ts";

// SPEC §9: lengths in the user's unit (mm, cm, in); areas in m² for mm and cm, sq.ft for inches.

describe("BOM display units", () => {
  it("shows millimetres as the BOM has them, keeping a rounded half millimetre", () => {
    const mm = bomUnitsOf({ lenUnit: "mm", digits: 0 });
    expect(lengthText(1500, mm)).toBe("1500");
    expect(lengthText(1118.5, mm)).toBe("1118.5");
    expect(areaText(0.875, mm)).toBe("0.875");
    expect(unitKeys(mm)).toEqual({ length: "mm", area: "m2", run: "m" });
  });

  it("converts to centimetres with m², and to inches with sq.ft and feet", () => {
    const cm = bomUnitsOf({ lenUnit: "cm", digits: 1 });
    expect(lengthText(1500, cm)).toBe("150");
    expect(lengthText(1118.5, cm)).toBe("111.85");
    expect(areaText(0.875, cm)).toBe("0.875");
    const inch = bomUnitsOf({ lenUnit: "in", digits: 2 });
    // 1500 / 25.4 = 59.0551…; 0.875 m² / 0.09290304 = 9.4183… sq.ft; 23.548 m / 0.3048 = 77.257… ft.
    expect(lengthText(1500, inch)).toBe("59.055");
    expect(areaText(0.875, inch)).toBe("9.418");
    expect(metresText(23.548, inch)).toBe("77.257");
    expect(unitKeys(inch)).toEqual({ length: "in", area: "sqft", run: "ft" });
  });

  it("honours more digits when the user asks for them", () => {
    expect(lengthText(1500, bomUnitsOf({ lenUnit: "in", digits: 4 }))).toBe("59.0551");
  });

  it("falls back to mm for a missing or unknown setting", () => {
    expect(bomUnitsOf(undefined)).toEqual({ length: "mm", digits: 0 });
    expect(bomUnitsOf({ lenUnit: "furlong", digits: 9 })).toEqual({ length: "mm", digits: 4 });
  });
});
