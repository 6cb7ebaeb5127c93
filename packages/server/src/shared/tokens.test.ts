import { formatScanCode, isScanToken, parseScanCode } from "@fenestra/core/scanning/scan-code";
import { describe, expect, it } from "vitest";
import { newScanToken } from "./tokens.ts";

describe("label tokens", () => {
  it("are valid scan tokens that a printed code reads back", () => {
    const token = newScanToken();
    expect(isScanToken(token)).toBe(true);
    expect(parseScanCode(formatScanCode("unit", token))).toEqual({ ok: true, kind: "unit", token });
  });

  it("do not repeat", () => {
    const tokens = new Set(Array.from({ length: 10_000 }, () => newScanToken()));
    expect(tokens.size).toBe(10_000);
  });
});
