import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { AppError } from "./errors.ts";

/** Keys sorted at every depth, so the same body always hashes the same. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, canonical(v)]),
    );
  return value;
}

/**
 * What makes two requests the same request (docs/api.md, "Safe repeats"): the same caller with the
 * same keys (user, main or sub-account, permissions: what the access plugin and the record checks
 * read), the same method, path and query, and the same validated body. SHA-256 of all that.
 *
 * The one rule for every id a client sends so that a write may be repeated — the Idempotency-Key
 * header (plugins/idempotency.ts) and the ids a table keeps with what they wrote (a stock
 * operation's requestId, a scan's scanId): the identity of the request that first used the id is
 * stored beside it; a later request with the id gets the first answer only when its identity is
 * the same (sameRequestOrRefuse), so a repeat never answers another caller, another route or
 * another body, nor the same caller whose keys have changed since.
 */
export function requestIdentity(request: FastifyRequest): string {
  const caller = request.auth && {
    userId: request.auth.userId,
    companyId: request.auth.companyId,
    fid: request.auth.fid,
    permanents: request.auth.permanents,
  };
  const what = JSON.stringify(canonical([caller ?? null, request.method, request.url, request.body ?? null]));
  return createHash("sha256").update(what).digest("hex");
}

/**
 * An id already used: passes when `stored` (the identity kept with it; null for a row written
 * before identities were kept) is this request's, and refuses with
 * `conflict.idempotency_key_reused` (code 2) otherwise.
 */
export function sameRequestOrRefuse(stored: string | null, identity: string): void {
  if (stored !== identity) throw new AppError("conflict.idempotency_key_reused");
}
