import type { FastifyRequest } from "fastify";
import { type Tenant, tenantOfAuth } from "../tenancy/tenant.ts";
import type { AuthContext } from "./context.ts";
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

/** The signed-in caller's tenancy: what every query function takes. */
export function tenantOf(request: FastifyRequest): Tenant {
  return tenantOfAuth(authOf(request));
}
