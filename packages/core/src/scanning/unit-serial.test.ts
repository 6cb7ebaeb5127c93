import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatUnitSerial, readUnitSerial } from "./unit-serial.ts";

describe("formatUnitSerial", () => {
  it("prints the contract number, a dash and the unit's place in three digits or more", () => {
    expect(formatUnitSerial("HT202611270001", 1)).toBe("HT202611270001-001");
    expect(formatUnitSerial("HT202611270001", 42)).toBe("HT202611270001-042");
    expect(formatUnitSerial("HT202611270001", 1234)).toBe("HT202611270001-1234");
  });
  it("refuses a place that is no whole number from 1", () => {
    expect(() => formatUnitSerial("HT1", 0)).toThrow(RangeError);
    expect(() => formatUnitSerial("HT1", 1.5)).toThrow(RangeError);
  });
});

describe("readUnitSerial", () => {
  it("reads the number as printed", () => {
    expect(readUnitSerial("HT202611270001-003")).toBe("HT202611270001-003");
  });

  it("forgives what a keyboard or an input method makes of it", () => {
    for (const typed of [
      "ht202611270001-003",
      "  HT202611270001-003\n",
      "HT202611270001 - 3",
      "HT202611270001-0003",
      "ＨＴ２０２６１１２７０００１－００３", // full-width, as a Chinese input method types it
      "HT202611270001—003", // an em dash
      "HT202611270001–3", // an en dash
      "HT202611270001−003", // a minus sign
    ])
      expect(readUnitSerial(typed), typed).toBe("HT202611270001-003");
  });

  it("keeps a hand-typed contract number whole, dashes and all", () => {
    expect(readUnitSerial("2026-15-1")).toBe("2026-15-001");
    expect(readUnitSerial("abc 12-7")).toBe("ABC 12-007");
  });

  it("is no unit number without a contract number, a dash and a place from 1", () => {
    for (const text of [
      "",
      "HT202611270001",
      "HT202611270001003",
      "-003",
      " - 003",
      "HT202611270001-",
      "HT202611270001-0",
      "HT202611270001-P1", // a package's number
      "HT202611270001-1234567",
      "6901234567892",
      `${"H".repeat(80)}-001`,
    ])
      expect(readUnitSerial(text), text).toBeNull();
  });

  it("reads back every number it prints, in any case", () => {
    const contractNo = fc.stringMatching(/^[A-Z0-9][A-Z0-9-]{0,20}$/);
    fc.assert(
      fc.property(contractNo, fc.integer({ min: 1, max: 99_999 }), (no, seq) => {
        const printed = formatUnitSerial(no, seq);
        expect(readUnitSerial(printed)).toBe(printed);
        expect(readUnitSerial(printed.toLowerCase())).toBe(printed);
      }),
    );
  });
});
