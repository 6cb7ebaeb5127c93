import { createHash, randomBytes } from "node:crypto";
import { encodeScanToken, SCAN_TOKEN_BYTES, type ScanToken } from "@fenestra/core/scanning/scan-code";

/** A new bearer token: 32 random bytes, base64url. Only its hash is ever stored. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** sha-256 hex of a token (or of an SMS code). */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * A new label token (128 random bits, base32): stored on the record (a material, a position, a
 * production unit, a piece, a package) when it is made, and printed in its QR as
 * `formatScanCode(kind, token)`. Store it in a unique text column; look it up by (company, token).
 */
export function newScanToken(): ScanToken {
  return encodeScanToken(randomBytes(SCAN_TOKEN_BYTES));
}
