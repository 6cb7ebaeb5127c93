// What a scanned label means. Every QR label Fenestra prints carries one text:
//
//   FEN1:<kind letter>:<token>        e.g. FEN1:U:N3DKQ7ZB5XWJ4HT2YLM6RCPAEI
//
// The token is opaque and unguessable: 128 random bits written in base32 (RFC 4648 alphabet,
// no padding, 26 characters), made on the server (node:crypto) when the record is created and
// stored on it — never a database id, so a code cannot be guessed from another or walked
// through. Lookups go by (kind, token) inside the caller's company: another company's code is
// "not found" like any other record of theirs.
//
// Only upper-case letters, digits and ':' are used, so the QR is encoded in its compact
// alphanumeric mode. Reading is forgiving where a scanner may differ (surrounding blanks, lower
// case from a handheld scanner with caps lock) and strict about everything else.
import { z } from "zod";

/** The kinds of things that carry a label, and the letter each is written with. */
export const SCAN_KINDS = {
  material: "M",
  position: "P",
  unit: "U",
  piece: "C",
  package: "K",
} as const;
export type ScanKind = keyof typeof SCAN_KINDS;

/** Prefix and version of the format: a future format gets FEN2 and old labels keep working. */
export const SCAN_CODE_PREFIX = "FEN1";

/** Random bytes in a token (128 bits). */
export const SCAN_TOKEN_BYTES = 16;
/** Characters of a token: ceil(128 / 5). */
export const SCAN_TOKEN_LENGTH = 26;

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
/** The last character holds 3 data bits and 2 zero bits: only every fourth letter can end a token. */
const LAST_CHARS = "AEIMQUY4";
const TOKEN_PATTERN = new RegExp(`^[A-Z2-7]{${SCAN_TOKEN_LENGTH - 1}}[${LAST_CHARS}]$`);

const KIND_BY_LETTER: ReadonlyMap<string, ScanKind> = new Map(
  (Object.entries(SCAN_KINDS) as [ScanKind, string][]).map(([kind, letter]) => [letter, kind]),
);

/** A token as stored: 26 base32 characters (upper case) that 16 bytes encode to. */
export type ScanToken = string & { readonly __scanToken: unique symbol };

/**
 * The token text of 16 random bytes. Core only writes the format: the bytes come from the
 * server's `newScanToken()` (node:crypto), never from Math.random.
 */
export function encodeScanToken(bytes: Uint8Array): ScanToken {
  if (bytes.length !== SCAN_TOKEN_BYTES) {
    throw new RangeError(`A scan token is made of ${SCAN_TOKEN_BYTES} bytes, not ${bytes.length}`);
  }
  let text = "";
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      text += BASE32[(buffer >> (bits - 5)) & 31];
      bits -= 5;
    }
    buffer &= (1 << bits) - 1;
  }
  if (bits > 0) text += BASE32[(buffer << (5 - bits)) & 31];
  return text as ScanToken;
}

/** Whether a text is a token exactly as stored (upper case, canonical last character). */
export function isScanToken(text: string): text is ScanToken {
  return TOKEN_PATTERN.test(text);
}

/** The text printed in the QR of a label. */
export function formatScanCode(kind: ScanKind, token: ScanToken): string {
  if (!isScanToken(token)) throw new RangeError("Not a scan token");
  return `${SCAN_CODE_PREFIX}:${SCAN_KINDS[kind]}:${token}`;
}

/** Why a scanned text is not one of our labels. */
export type ScanCodeRefusal =
  /** Nothing but blanks. */
  | "empty"
  /** Some other barcode: a product's EAN, a web address, another system's label. */
  | "not_ours"
  /** Our prefix with a version this build does not read. */
  | "unknown_version"
  /** Our format with a kind letter this build does not know. */
  | "unknown_kind"
  /** Our format and kind, but the token is cut short, too long or has characters base32 lacks. */
  | "bad_token";

export type ParsedScanCode =
  | { ok: true; kind: ScanKind; token: ScanToken }
  | { ok: false; reason: ScanCodeRefusal };

/** Longest text worth reading: a scanner that sends a paragraph did not read one of ours. */
export const MAX_SCAN_TEXT = 200;

/** What a scanned text means: one of our labels (its kind and token) or why it is not. */
export function parseScanCode(text: string): ParsedScanCode {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: false, reason: "empty" };
  if (trimmed.length > MAX_SCAN_TEXT) return { ok: false, reason: "not_ours" };
  const upper = trimmed.toUpperCase();
  const parts = upper.split(":");
  const prefix = parts[0] ?? "";
  if (!/^FEN\d+$/.test(prefix) || parts.length < 2) return { ok: false, reason: "not_ours" };
  if (prefix !== SCAN_CODE_PREFIX) return { ok: false, reason: "unknown_version" };
  if (parts.length !== 3) return { ok: false, reason: "bad_token" };
  const kind = KIND_BY_LETTER.get(parts[1] ?? "");
  if (kind === undefined) return { ok: false, reason: "unknown_kind" };
  const token = parts[2] ?? "";
  if (!isScanToken(token)) return { ok: false, reason: "bad_token" };
  return { ok: true, kind, token };
}

/** Message key a route answers for a scanned text that is not one of our labels. */
export const SCAN_CODE_INVALID_KEY = "validation.scan_code_invalid";

/**
 * A scanned text in a request body or query, read into its kind and token (400 with
 * `validation.scan_code_invalid` otherwise). Pass `kinds` to accept only some: a pick screen
 * takes materials and positions, the workshop takes units and pieces.
 */
export function scanCodeSchema<K extends ScanKind>(kinds?: readonly K[]) {
  const error = { error: SCAN_CODE_INVALID_KEY };
  return z
    .string(error)
    .max(MAX_SCAN_TEXT, error)
    .transform((text, ctx) => {
      const parsed = parseScanCode(text);
      if (!parsed.ok || (kinds !== undefined && !(kinds as readonly ScanKind[]).includes(parsed.kind))) {
        ctx.addIssue({ code: "custom", message: SCAN_CODE_INVALID_KEY });
        return z.NEVER;
      }
      return { kind: parsed.kind as K, token: parsed.token };
    });
}

/** A bare token (say, a route's `:token` parameter), upper case as stored. */
export const scanTokenSchema = z
  .string({ error: SCAN_CODE_INVALID_KEY })
  .transform((text) => text.trim().toUpperCase())
  .pipe(
    z
      .string()
      .refine(isScanToken, { error: SCAN_CODE_INVALID_KEY })
      .transform((text) => text as ScanToken),
  );
