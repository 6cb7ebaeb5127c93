import { describe, expect, it } from "vitest";
import { encodeScanToken, formatScanCode, SCAN_CODE_INVALID_KEY, type ScanToken } from "./scan-code.ts";
import { readScanText, scanTextSchema } from "./scan-text.ts";

const TOKEN = encodeScanToken(Uint8Array.from({ length: 16 }, (_, i) => i * 17)) as ScanToken;
const WORKSHOP = ["unit", "piece"] as const;

describe("readScanText", () => {
  it("reads a label's QR of a kind the screen takes", () => {
    expect(readScanText(formatScanCode("piece", TOKEN), WORKSHOP)).toEqual({
      ok: true,
      target: { by: "code", kind: "piece", token: TOKEN },
    });
  });

  it("reads the unit's number printed on a unit's or a piece's label, typed", () => {
    expect(readScanText("ht202611270001-3", WORKSHOP)).toEqual({
      ok: true,
      target: { by: "serial", serial: "HT202611270001-003" },
    });
    expect(readScanText("HT202611270001-003", ["piece"]).ok).toBe(true);
  });

  it("takes no unit number where no unit or piece label is taken", () => {
    expect(readScanText("HT202611270001-003", ["material", "position"])).toEqual({
      ok: false,
      reason: "not_ours",
    });
  });

  it("refuses another kind's label, and says why a text is nothing it takes", () => {
    expect(readScanText(formatScanCode("material", TOKEN), WORKSHOP)).toEqual({
      ok: false,
      reason: "other_kind",
    });
    expect(readScanText("  ", WORKSHOP)).toEqual({ ok: false, reason: "empty" });
    expect(readScanText("6901234567892", WORKSHOP)).toEqual({ ok: false, reason: "not_ours" });
    expect(readScanText("FEN1:U:12345", WORKSHOP)).toEqual({ ok: false, reason: "bad_token" });
    expect(readScanText(`FEN2:U:${TOKEN}`, WORKSHOP)).toEqual({ ok: false, reason: "unknown_version" });
    // A misread QR of ours is never taken for a typed number.
    expect(readScanText("FEN1:U:AB-1", WORKSHOP)).toEqual({ ok: false, reason: "bad_token" });
  });
});

describe("scanTextSchema", () => {
  it("gives a route what the text names", () => {
    const schema = scanTextSchema(WORKSHOP);
    expect(schema.parse(` FEN1:U:${TOKEN}`)).toEqual({ by: "code", kind: "unit", token: TOKEN });
    expect(schema.parse("HT202611270001-003")).toEqual({ by: "serial", serial: "HT202611270001-003" });
  });

  it("refuses anything else with the one key", () => {
    const schema = scanTextSchema(WORKSHOP);
    for (const bad of [`FEN1:M:${TOKEN}`, "6901234567892", "", 42, "x".repeat(300)]) {
      const result = schema.safeParse(bad);
      expect(result.success, String(bad)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(SCAN_CODE_INVALID_KEY);
    }
  });
});
