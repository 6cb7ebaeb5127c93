import { describe, expect, it } from "vitest";
import { formatYuan, yuanNumber } from "./money-text.ts";

describe("money in yuan", () => {
  it("shows fen as yuan with two decimals", () => {
    expect(formatYuan(363400)).toBe("3634.00");
    expect(formatYuan(5)).toBe("0.05");
    expect(formatYuan(0)).toBe("0.00");
    expect(formatYuan(-1250)).toBe("-12.50");
  });

  it("gives a spreadsheet the yuan number of whole fen", () => {
    expect(yuanNumber(363450)).toBe(3634.5);
    expect(yuanNumber(1)).toBe(0.01);
    expect(yuanNumber(12.6)).toBe(0.13);
  });
});
