import { describe, expect, it } from "vitest";
import { MAX_LENGTH_MM } from "../design/limits.ts";
import { maxTypedLength, readTypedLength, readTypedNumber } from "./typed-length.ts";

describe("a size typed into a designer field", () => {
  it("takes a length above 0 up to the model's limit, in the display unit", () => {
    expect(readTypedLength("1800", "mm")).toEqual({ ok: true, mm: 1800 });
    expect(readTypedLength(" 180,5 ", "cm")).toEqual({ ok: true, mm: 1805 });
    expect(readTypedLength(String(MAX_LENGTH_MM), "mm")).toEqual({ ok: true, mm: MAX_LENGTH_MM });
  });

  it("refuses negative, zero and too large sizes, naming the largest allowed", () => {
    for (const raw of ["-500", "0", "99999999", String(MAX_LENGTH_MM + 1)]) {
      expect(readTypedLength(raw, "mm")).toEqual({
        ok: false,
        code: "size.out_of_range",
        max: 100000,
        unit: "mm",
      });
    }
    expect(readTypedLength("5000", "in")).toMatchObject({ ok: false, code: "size.out_of_range", max: 3937 });
  });

  it("refuses what is not a number", () => {
    expect(readTypedLength("", "mm")).toMatchObject({ ok: false, code: "size.not_a_number" });
    expect(readTypedLength("12a", "mm")).toMatchObject({ ok: false, code: "size.not_a_number" });
  });

  it("states the limit in each unit", () => {
    expect(maxTypedLength("mm")).toBe(100000);
    expect(maxTypedLength("cm")).toBe(10000);
    expect(maxTypedLength("in")).toBe(3937);
  });
});

describe("another number typed into a designer field", () => {
  const count = { min: 1, max: 100_000, integer: true };
  it("takes a number within its range", () => {
    expect(readTypedNumber("3", count)).toEqual({ ok: true, value: 3 });
    expect(readTypedNumber("12,5", { min: 0, max: 100 })).toEqual({ ok: true, value: 12.5 });
  });
  it("refuses what is outside the range, not a number, or not whole where it must be", () => {
    for (const raw of ["0", "-5", "100001", "abc", ""])
      expect(readTypedNumber(raw, count)).toMatchObject({ ok: false, code: "number.out_of_range" });
    expect(readTypedNumber("2.5", count)).toMatchObject({ ok: false, code: "number.not_whole" });
  });
});
