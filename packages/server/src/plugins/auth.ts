import type { FastifyRequest } from "fastify";
import type { AuthContext, TenantContext } from "./context.ts";
import { notSignedIn } from "./errors.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** Set by the entitlements plugin (plugins/access.ts) for every signed-in route. */
    auth: AuthContext | null;
  }
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
