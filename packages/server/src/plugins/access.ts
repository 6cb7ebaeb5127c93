import { hiddenFrom, type RouteAccess } from "@fenestra/api";
import { hasModule, hasPermission, type MissingEntitlement, missingEntitlement } from "@fenestra/core";
import { effectiveModules } from "@fenestra/core/account/purchase";
import { scopeAllows } from "@fenestra/core/oauth/scopes";
import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import { hashToken } from "../shared/tokens.ts";
import { companyModulesOf } from "../tenancy/company-modules.ts";
import { findOAuthSession } from "../tenancy/oauth-session.queries.ts";
import { findSessionByTokenHash, touchToken } from "../tenancy/session.queries.ts";
import { tenantOfAuth } from "../tenancy/tenant.ts";
import type { AppDeps } from "./context.ts";
import { AppError, CODES, notSignedIn } from "./errors.ts";

export type { RouteAccess } from "@fenestra/api";

declare module "fastify" {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** Every /api route with its declared access (the authorization matrix test reads it). */
    accessTable(): { method: string; url: string; access: RouteAccess | undefined }[];
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);
export function isLoopback(request: FastifyRequest): boolean {
  // request.socket, not request.ip: a forwarded header never makes a caller local.
  return LOOPBACK.has(request.socket.remoteAddress ?? "");
}

/** "YYYY-MM-DD" of a moment in UTC (the day expiry dates are compared with). */
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * A token's last use is written at most once per touch gap (keeps reads from writing each time):
 * a tenth of the idle window, at most a minute. Uses within the gap after the recorded one are
 * not recorded, so the token lives until the recorded use plus the idle window plus the gap:
 * never less than the idle window after its real last use, at most a gap more (docs/accounts.md).
 */
const TOUCH_EVERY_MS = 60_000;
export function touchGapMs(idleMs: number): number {
  return Math.min(TOUCH_EVERY_MS, Math.floor(idleMs / 10));
}

function refusal(missing: MissingEntitlement, trial = false): AppError {
  if (missing.kind === "expired") return new AppError("purchase.expired", CODES.needsPurchase);
  // SPEC §6/§8: a trial account is told rendering is not for trial accounts (its one-day trial aside)
  if (missing.kind === "module" && missing.module === "rendering" && trial)
    return new AppError("trial.no_rendering", CODES.needsPurchase, { module: "module.rendering" });
  if (missing.kind === "edition")
    return new AppError("purchase.edition_needed", CODES.needsPurchase, {
      edition: `edition.${missing.edition}`,
    });
  return new AppError("purchase.module_needed", CODES.needsPurchase, { module: `module.${missing.module}` });
}

/**
 * Checks another descriptor's company module and keys for a request already signed in: a
 * GraphQL query answering what a REST route answers is held to that route's access.
 */
export async function assertRouteAccess(deps: AppDeps, request: FastifyRequest, access: RouteAccess) {
  const caller = request.auth;
  if (!caller) throw notSignedIn();
  if (access.auth !== "signedIn") return;
  if (access.module) {
    const modules = await companyModulesOf(deps.db, tenantOfAuth(caller), utcDay(deps.clock()));
    if (!hasModule(modules, access.module)) throw refusal({ kind: "module", module: access.module });
  }
  if (access.mainAccount && caller.fid !== 0) throw new AppError(access.mainAccount);
  if (access.permission && !hasPermission(caller.permanents, access.permission))
    throw new AppError("access.no_permission");
  if (hiddenFrom(access, caller)) throw new AppError("access.no_permission");
  if (caller.scopes && !scopeAllows(caller.scopes, access.permission))
    throw new AppError("access.no_permission");
}

/**
 * The entitlements plugin: one onRequest hook reads the route's declared access and checks, in
 * order, the bearer token and the session's idle and absolute lifetime (-998), expiry, edition
 * and company modules against core's table (10086 naming what is missing), the main-account rule and the permission key (code 2). Handlers then only read request.auth.
 */
export function installAccess(app: FastifyInstance, deps: AppDeps) {
  app.decorateRequest("auth", null);
  // Checked once every plugin has added its routes (a plugin's own onRoute hook may still
  // declare access after this one runs): a route without a declaration stops the start.
  const apiRoutes: RouteOptions[] = [];
  app.addHook("onRoute", (route: RouteOptions) => {
    if (String(route.url).startsWith("/api/")) apiRoutes.push(route);
  });
  app.decorate("accessTable", () =>
    apiRoutes.flatMap((route) =>
      (Array.isArray(route.method) ? route.method : [route.method]).map((method) => ({
        method: String(method),
        url: String(route.url),
        access: route.config?.access,
      })),
    ),
  );
  app.addHook("onReady", async () => {
    const undeclared = apiRoutes.filter((route) => !route.config?.route || !route.config.access);
    if (undeclared.length > 0) {
      const names = undeclared.map((route) => `${String(route.method)} ${route.url}`).join(", ");
      throw new Error(`routes not registered from an @fenestra/api descriptor (register-route.ts): ${names}`);
    }
  });
  app.addHook("onRequest", async (request, reply) => {
    // Unknown /api paths (no route, or only the static wildcard) get the 404 handler instead.
    if (!request.routeOptions.url?.startsWith("/api/")) return;
    const access = request.routeOptions.config.access;
    if (!access) throw new Error(`route ${request.routeOptions.url} declares no access`);
    if (access.auth === "public") {
      // Anyone else gets the plain 404 of a route that does not exist.
      if (access.loopbackOnly && !isLoopback(request)) return reply.callNotFound();
      return;
    }
    const token = bearerToken(request);
    if (!token) throw notSignedIn();
    const tokenHash = hashToken(token);
    const now = deps.clock();
    const session = await findSessionByTokenHash(deps.db, tokenHash);
    let company: NonNullable<typeof session>["company"];
    let renderTrialOn: string | null;
    if (session) {
      const { idleMs, absoluteMs } = deps.sessionLifetime;
      const touchGap = touchGapMs(idleMs);
      const sinceRecordedUse = now.getTime() - session.lastUsedAt.getTime();
      if (
        now.getTime() - session.createdAt.getTime() >= absoluteMs ||
        sinceRecordedUse >= idleMs + touchGap
      ) {
        throw notSignedIn();
      }
      if (sinceRecordedUse >= touchGap) await touchToken(deps.db, tokenHash, now);
      const { company: c, renderTrialOn: r, createdAt: _c, lastUsedAt: _l, ...caller } = session;
      company = c;
      renderTrialOn = r;
      request.auth = { token, tokenHash, ...caller };
    } else {
      // A partner application's access token (docs/oauth.md): its consent read now, never cached.
      const granted = await findOAuthSession(deps.db, tokenHash);
      // A token no session holds (signed out, revoked, never issued): verification failed; a
      // session past its lifetime: the sign-in has expired. Both -998, back to the login page.
      if (!granted) throw new AppError("access.verify_failed_relogin", CODES.notSignedIn);
      if (granted.accessExpiresAt.getTime() <= now.getTime()) throw notSignedIn();
      const { company: c, renderTrialOn: r, accessExpiresAt: _e, ...caller } = granted;
      company = c;
      renderTrialOn = r;
      request.auth = { token, tokenHash, ...caller };
    }
    const caller = request.auth;

    // An application acts only where the route's permission key is among its scopes (and held by
    // the user who consented, below): never on an operator's route or one that declares no key.
    if (caller.scopes && (access.operator || !scopeAllows(caller.scopes, access.permission)))
      throw new AppError("access.no_permission");
    if (access.operator) {
      if (caller.isAdmin !== 1) throw new AppError("access.not_admin");
      return;
    }
    const today = utcDay(now);
    const account = {
      ...company,
      company_modules: effectiveModules(company.company_modules, company.version_type, {
        on: renderTrialOn,
        today,
      }),
    };
    const missing = missingEntitlement(account, access, today);
    if (missing) throw refusal(missing, account.is_ty === 1);
    if (access.mainAccount && caller.fid !== 0) throw new AppError(access.mainAccount);
    if (access.permission && !hasPermission(caller.permanents, access.permission))
      throw new AppError("access.no_permission");
    if (hiddenFrom(access, caller)) throw new AppError("access.no_permission");
  });
}
