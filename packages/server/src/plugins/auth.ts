import { hasPermission, type PermissionKey } from "@fenestra/core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { findSessionByTokenHash } from "../modules/auth/auth.queries.ts";
import { hashToken } from "../modules/auth/tokens.ts";
import type { AppDeps, AuthContext, TenantContext } from "./context.ts";
import { AppError, notSignedIn } from "./errors.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** Set for every non-public /api route (the request is refused with -998 otherwise). */
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** Routes that answer without a signed-in caller (sign-in, register, openapi, …). */
    public?: boolean;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/**
 * Every /api route is protected unless its config says `public: true`: a missing, unknown or
 * revoked bearer token answers code -998 before the body is even parsed.
 */
export function installAuth(app: FastifyInstance, deps: AppDeps) {
  app.decorateRequest("auth", null);
  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith("/api/") || request.routeOptions.config.public) return;
    // Unknown /api paths (no route, or only the static wildcard) get the 404 handler instead.
    if (!request.routeOptions.url?.startsWith("/api/")) return;
    const token = bearerToken(request);
    if (!token) throw notSignedIn();
    const tokenHash = hashToken(token);
    const session = await findSessionByTokenHash(deps.db, tokenHash);
    if (!session) throw notSignedIn();
    request.auth = { token, tokenHash, ...session };
  });
}

/** The signed-in caller of a protected route. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw notSignedIn();
  return request.auth;
}

export function tenantOf(request: FastifyRequest): TenantContext {
  const auth = authOf(request);
  return { companyId: auth.companyId, userId: auth.userId };
}

/**
 * THE permission check (SPEC §6): passes when the caller has no permission map, else the key
 * must be "1". Every route guarded by a permission uses this as its onRequest hook.
 */
export function requirePermission(key: PermissionKey) {
  return async (request: FastifyRequest) => {
    if (!hasPermission(authOf(request).permanents, key)) throw new AppError("access.no_permission");
  };
}

/** Only a main account (fid 0) may pass, e.g. to manage sub-accounts. */
export async function requireMainAccount(request: FastifyRequest) {
  if (authOf(request).fid !== 0) throw new AppError("access.main_account_only");
}
