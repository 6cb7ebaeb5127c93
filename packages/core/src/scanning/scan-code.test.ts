import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { labelPaperSchema } from "./label-paper.ts";
import {
  encodeScanToken,
  formatScanCode,
  isScanToken,
  parseScanCode,
  SCAN_CODE_INVALID_KEY,
  SCAN_KINDS,
  type ScanKind,
  type ScanToken,
  scanCodeSchema,
  scanTokenSchema,
} from "./scan-code.ts";

const bytes16 = fc.uint8Array({ minLength: 16, maxLength: 16 });
const kinds = Object.keys(SCAN_KINDS) as ScanKind[];
const TOKEN = encodeScanToken(Uint8Array.from({ length: 16 }, (_, i) => i * 17)) as ScanToken;

describe("scan token", () => {
  it("writes 16 bytes as 26 base32 characters (RFC 4648 alphabet, no padding)", () => {
    // RFC 4648: "foobar" is MZXW6YTBOI; the next byte ("0") starts with two zero bits.
    expect(encodeScanToken(new Uint8Array(16))).toBe("AAAAAAAAAAAAAAAAAAAAAAAAAA");
    expect(encodeScanToken(new Uint8Array(16).fill(255))).toBe("77777777777777777777777774");
    const foobar = new TextEncoder().encode("foobar0123456789");
    expect(encodeScanToken(foobar).startsWith("MZXW6YTBOI")).toBe(true);
  });

  it("refuses anything but 16 bytes", () => {
    expect(() => encodeScanToken(new Uint8Array(15))).toThrow(RangeError);
    expect(() => encodeScanToken(new Uint8Array(17))).toThrow(RangeError);
  });

  it("different bytes give different tokens, every one a valid token", () => {
    fc.assert(
      fc.property(bytes16, bytes16, (a, b) => {
        const ta = encodeScanToken(a);
        const tb = encodeScanToken(b);
        expect(isScanToken(ta)).toBe(true);
        expect(ta === tb).toBe(a.every((v, i) => v === b[i]));
      }),
    );
  });

  it("has one written form: a last character with stray low bits is not a token", () => {
    expect(isScanToken(`${TOKEN.slice(0, 25)}B`)).toBe(false);
    expect(isScanToken(TOKEN.toLowerCase())).toBe(false);
    expect(isScanToken(TOKEN.slice(0, 25))).toBe(false);
    expect(isScanToken(`${TOKEN}A`)).toBe(false);
    expect(isScanToken(`${TOKEN.slice(0, 24)}1A`)).toBe(false); // 1 is not base32
  });
});

describe("scan code", () => {
  it("round-trips every kind and token", () => {
    fc.assert(
      fc.property(fc.constantFrom(...kinds), bytes16, (kind, raw) => {
        const token = encodeScanToken(raw);
        const text = formatScanCode(kind, token);
        expect(text).toMatch(/^[A-Z0-9:]+$/); // QR alphanumeric mode
        expect(parseScanCode(text)).toEqual({ ok: true, kind, token });
      }),
    );
  });

  it("writes the kind as one letter after the versioned prefix", () => {
    expect(formatScanCode("unit", TOKEN)).toBe(`FEN1:U:${TOKEN}`);
    expect(formatScanCode("material", TOKEN)).toBe(`FEN1:M:${TOKEN}`);
    expect(formatScanCode("position", TOKEN)).toBe(`FEN1:P:${TOKEN}`);
    expect(formatScanCode("piece", TOKEN)).toBe(`FEN1:C:${TOKEN}`);
    expect(formatScanCode("package", TOKEN)).toBe(`FEN1:K:${TOKEN}`);
  });

  it("refuses to print a label for something that is not a token (a database id)", () => {
    expect(() => formatScanCode("unit", "42" as ScanToken)).toThrow(RangeError);
  });

  it("reads what a handheld scanner adds: blanks, a line end, lower case", () => {
    expect(parseScanCode(`  fen1:u:${TOKEN.toLowerCase()}\r\n`)).toEqual({
      ok: true,
      kind: "unit",
      token: TOKEN,
    });
  });

  it("says why a text is not one of ours", () => {
    expect(parseScanCode("")).toEqual({ ok: false, reason: "empty" });
    expect(parseScanCode("   ")).toEqual({ ok: false, reason: "empty" });
    expect(parseScanCode("6901234567892")).toEqual({ ok: false, reason: "not_ours" });
    expect(parseScanCode("https://example.com/x")).toEqual({ ok: false, reason: "not_ours" });
    expect(parseScanCode("FENCE:U:X")).toEqual({ ok: false, reason: "not_ours" });
    expect(parseScanCode(`FEN1:U:${TOKEN}`.repeat(10))).toEqual({ ok: false, reason: "not_ours" });
    expect(parseScanCode(`FEN2:U:${TOKEN}`)).toEqual({ ok: false, reason: "unknown_version" });
    expect(parseScanCode(`FEN1:Z:${TOKEN}`)).toEqual({ ok: false, reason: "unknown_kind" });
    expect(parseScanCode("FEN1:U:12345")).toEqual({ ok: false, reason: "bad_token" });
    expect(parseScanCode("FEN1:U")).toEqual({ ok: false, reason: "bad_token" });
    expect(parseScanCode(`FEN1:U:${TOKEN}:X`)).toEqual({ ok: false, reason: "bad_token" });
  });
});

describe("scanCodeSchema", () => {
  it("reads a code into its kind and token", () => {
    expect(scanCodeSchema().parse(` FEN1:M:${TOKEN}`)).toEqual({ kind: "material", token: TOKEN });
  });

  it("refuses a code of a kind the route does not take, with the one key", () => {
    const schema = scanCodeSchema(["unit", "piece"]);
    expect(schema.parse(`FEN1:C:${TOKEN}`)).toEqual({ kind: "piece", token: TOKEN });
    for (const bad of [`FEN1:M:${TOKEN}`, "6901234567892", "", 42]) {
      const result = schema.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(SCAN_CODE_INVALID_KEY);
    }
  });
});

describe("scanTokenSchema", () => {
  it("takes a bare token in any case, answering it as stored", () => {
    expect(scanTokenSchema.parse(TOKEN.toLowerCase())).toBe(TOKEN);
  });
  it("refuses a database id", () => {
    const result = scanTokenSchema.safeParse("42");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(SCAN_CODE_INVALID_KEY);
  });
});

describe("labelPaperSchema", () => {
  it("takes a4 and 60x40, A4 when left out, and refuses others with its key", () => {
    expect(labelPaperSchema.parse(undefined)).toBe("a4");
    expect(labelPaperSchema.parse("60x40")).toBe("60x40");
    const result = labelPaperSchema.safeParse("A5");
    expect(result.error?.issues[0]?.message).toBe("validation.label_paper_invalid");
  });
});
