import { isPermissionKey, type PermissionKey } from "../account/permissions.ts";

// What a partner application may ask for (SPEC §2 /authorize, docs/oauth.md): its scopes are the
// sub-account permission keys, nothing else. A bearer token of an application may call a route
// only when the route declares a permission key that is both among the token's scopes and held
// by the user who granted it; a route declaring none (or an operator's) stays out of its reach.

/** The most a consent may ask for: every key once. */
export const MAX_SCOPES = 64;

export type ScopeParse = { ok: true; scopes: PermissionKey[] } | { ok: false; unknown: string[] };

/**
 * The scopes of an OAuth `scope` parameter (space separated, RFC 6749 §3.3), each once in the
 * order asked. Empty or holding anything that is not a permission key: refused with what was unknown.
 */
export function parseScopes(scope: string | readonly string[] | undefined): ScopeParse {
  const words = (typeof scope === "string" ? scope.split(" ") : (scope ?? [])).filter((w) => w !== "");
  const unknown = words.filter((w) => !isPermissionKey(w));
  if (words.length === 0 || words.length > MAX_SCOPES) return { ok: false, unknown };
  if (unknown.length > 0) return { ok: false, unknown };
  return { ok: true, scopes: [...new Set(words as PermissionKey[])] };
}

/** True when a token of these scopes may call a route declaring `permission` (none: never). */
export function scopeAllows(scopes: readonly string[], permission: PermissionKey | undefined): boolean {
  return permission !== undefined && scopes.includes(permission);
}
