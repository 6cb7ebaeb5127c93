import { describe, expect, it } from "vitest";
import {
  bestLengthsText,
  lengthsTried,
  percent,
  REVERSE_DEFAULTS,
  reverseSettings,
  wasteWidths,
} from "./reverse-range.ts";

describe("lengthsTried", () => {
  it("counts 5800 to 6500 at 100 as 8 lengths", () => {
    expect(lengthsTried(REVERSE_DEFAULTS)).toBe(8);
  });
});

describe("reverseSettings", () => {
  const defaults = {
    barLengths: "6000",
    minLeftover: 500,
    useLeftovers: true,
  };
  it("sends only what shapes a plan, the emptied leftover minimum from the defaults, an empty saw field left to the series", () => {
    const form = {
      barLengths: "6000,abc",
      kerf: 3,
      trimStart: 10,
      minLeftover: undefined,
      useLeftovers: true,
    };
    expect(reverseSettings(form, defaults)).toEqual({
      kerf: 3,
      trimStart: 10,
      trimEnd: undefined,
      minLeftover: 500,
    });
  });
});

describe("bestLengthsText", () => {
  it("lists each best length once, shortest first, as the bar lengths field reads them", () => {
    expect(bestLengthsText([{ length: 6500 }, { length: 6000 }, { length: 6500 }])).toBe("6000,6500");
  });
});

describe("percent and wasteWidths", () => {
  it("rounds utilisation to one decimal", () => {
    expect(percent(0.93125)).toBe(93.1);
  });
  it("scales waste to the most wasteful candidate, never thinner than 2", () => {
    expect(wasteWidths([{ waste: 0 }, { waste: 50 }, { waste: 200 }])).toEqual([2, 25, 100]);
    expect(wasteWidths([{ waste: 0 }])).toEqual([2]);
  });
});
