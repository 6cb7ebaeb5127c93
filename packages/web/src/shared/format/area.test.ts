import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import common from "../../locales/en-US/common.json";
import { areaFormatOf } from "./area.ts";

// Areas as the unit setting asks: a window of 1.5 m² reads 16.15 sq.ft to a user who works in inches.

beforeAll(async () => {
  await i18next.init({ lng: "en-US", resources: { "en-US": { common } }, defaultNS: "common" });
});

describe("areaFormatOf", () => {
  it("shows m² with 2 decimals for mm and cm", () => {
    for (const unit of ["mm", "cm"]) {
      const area = areaFormatOf(unit);
      expect(area.unit).toBe("m²");
      expect(area.value(1.5)).toBe("1.50");
      expect(area.withUnit(12.345)).toBe("12.35 m²");
    }
  });

  it("shows square feet for inches", () => {
    const area = areaFormatOf("in");
    expect(area.unit).toBe("sq.ft");
    expect(area.value(1.5)).toBe("16.15");
    expect(area.withUnit(1)).toBe("10.76 sq.ft");
  });

  it("takes an unset or unknown unit as mm", () => {
    expect(areaFormatOf(undefined).withUnit(2)).toBe("2.00 m²");
    expect(areaFormatOf("yard").unit).toBe("m²");
  });
});
