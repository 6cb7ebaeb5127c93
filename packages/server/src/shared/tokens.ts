import { createHash, randomBytes } from "node:crypto";

/** A new bearer token: 32 random bytes, base64url. Only its hash is ever stored. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** sha-256 hex of a token (or of an SMS code). */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
