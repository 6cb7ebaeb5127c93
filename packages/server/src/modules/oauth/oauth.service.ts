import type { BodyOf, routes } from "@fenestra/api";
import { parseScopes } from "@fenestra/core/oauth/scopes";
import OAuth2Server from "@node-oauth/oauth2-server";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../plugins/errors.ts";
import { hashToken, newToken } from "../../shared/tokens.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import * as q from "./oauth.queries.ts";
import { CODE_SECONDS, type GrantUser, oauthModel } from "./oauth-model.ts";

// Partner applications (SPEC §2 /authorize, docs/oauth.md): registering, consenting, revoking.
// The protocol itself (codes, PKCE, tokens, rotation) is @node-oauth/oauth2-server's.

type Deps = { db: Db; clock: () => Date };
type AuthorizationRequest = Omit<BodyOf<typeof routes.oauth.authorize>, "allowed">;

export function oauthServer(deps: Deps) {
  return new OAuth2Server({
    model: oauthModel(deps.db, deps.clock),
    authorizationCodeLifetime: CODE_SECONDS,
    allowEmptyState: true,
    // Each refresh answers a new refresh token and the old one is deleted (rotation).
    alwaysIssueNewRefreshToken: true,
  });
}

const iso = (at: Date) => at.toISOString();

export async function listClients(deps: Deps, tenant: Tenant) {
  const rows = await q.listClients(deps.db, tenant);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    clientId: row.clientKey,
    redirectUris: row.redirectUris,
    createdAt: iso(row.createdAt),
  }));
}

export async function createClient(
  deps: Deps,
  tenant: Tenant,
  body: { name: string; redirectUris: string[] },
) {
  const secret = newToken();
  const row = await q.insertClient(deps.db, tenant, {
    name: body.name,
    clientKey: `fen_${newToken().slice(0, 24)}`,
    secretHash: hashToken(secret),
    redirectUris: [...new Set(body.redirectUris)],
  });
  if (!row) throw new Error("the application was not written");
  return {
    id: row.id,
    name: row.name,
    clientId: row.clientKey,
    redirectUris: row.redirectUris,
    createdAt: iso(row.createdAt),
    clientSecret: secret,
  };
}

export async function deleteClient(deps: Deps, tenant: Tenant, id: number) {
  if (!(await q.deleteClient(deps.db, tenant, id))) throw new AppError("oauth.app_missing");
  return { id };
}

export async function listGrants(deps: Deps, tenant: Tenant) {
  const rows = await q.listGrants(deps.db, tenant);
  return rows.map((row) => ({ ...row, createdAt: iso(row.createdAt) }));
}

export async function revokeGrant(deps: Deps, tenant: Tenant, id: number) {
  if (!(await q.revokeGrant(deps.db, tenant, id, deps.clock()))) throw new AppError("oauth.grant_missing");
  return { id };
}

/**
 * Checks an authorization request before anything is shown or issued: a known application, a
 * redirect URI it registered (exactly), response_type code, an S256 challenge (plain is refused)
 * and scopes that are permission keys. Answers the application and the scopes. A refusal is
 * shown on the consent page, never sent to an unchecked redirect URI (RFC 6749 §4.1.2.1).
 */
export async function checkRequest(deps: Deps, request: AuthorizationRequest) {
  const found = await q.clientByKey(deps.db, request.client_id);
  if (!found) throw new AppError("oauth.client_unknown");
  if (!found.client.redirectUris.includes(request.redirect_uri))
    throw new AppError("oauth.redirect_mismatch");
  if (request.response_type !== "code") throw new AppError("oauth.response_type_code");
  if (request.code_challenge_method !== "S256" || !/^[A-Za-z0-9_-]{43}$/.test(request.code_challenge))
    throw new AppError("oauth.pkce_required");
  const scopes = parseScopes(request.scope);
  if (!scopes.ok) throw new AppError("oauth.scope_invalid", undefined, { scopes: scopes.unknown.join(" ") });
  return { appName: found.client.name, appCompany: found.companyName, scopes: scopes.scopes };
}

/**
 * The signed-in user's answer to the consent: the library issues the code (or the access_denied
 * refusal) and names the redirect; the browser is sent there.
 */
export async function authorize(
  deps: Deps,
  tenant: Tenant,
  body: AuthorizationRequest & { allowed: boolean },
): Promise<{ redirectTo: string }> {
  const { allowed, ...request } = body;
  await checkRequest(deps, request);
  const user: GrantUser = { userId: tenant.userId, companyId: tenant.companyId };
  const oauthRequest = new OAuth2Server.Request({
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    query: {},
    body: { ...request, allowed: String(allowed) },
  });
  const response = new OAuth2Server.Response({ headers: {} });
  try {
    await oauthServer(deps).authorize(oauthRequest, response, {
      authenticateHandler: { handle: () => user },
    });
  } catch (error) {
    // A refusal the library sends back to the application (access_denied): its redirect stands.
    if (!(error instanceof OAuth2Server.OAuthError) || !response.get("location")) throw error;
  }
  const location = response.get("location");
  if (!location) throw new Error("the OAuth server named no redirect");
  return { redirectTo: String(location) };
}
