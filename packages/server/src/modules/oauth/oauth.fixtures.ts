import { createHash, randomBytes } from "node:crypto";
import { type DataOf, routes } from "@fenestra/api";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { callRoute } from "../../test/helpers/factories.ts";

// A partner application's side of the flow, for the OAuth tests: register, consent, exchange.

export const REDIRECT = "https://partner.example/callback";

export type App = DataOf<typeof routes.oauth.createClient>;

export async function registerApp(
  app: FastifyInstance,
  token: string,
  redirectUris = [REDIRECT],
): Promise<App> {
  const res = await callRoute(app, routes.oauth.createClient, {
    token,
    body: { name: "Partner CRM", redirectUris },
  });
  expect(res.body.code, res.body.key).toBe(0);
  return res.body.data as App;
}

/** A PKCE verifier and its S256 challenge (RFC 7636 §4.1, §4.2). */
export function pkcePair() {
  const verifier = randomBytes(32).toString("base64url");
  return { verifier, challenge: createHash("sha256").update(verifier).digest("base64url") };
}

export const authorizationRequest = (client: App, challenge: string, scope: string) => ({
  client_id: client.clientId,
  redirect_uri: REDIRECT,
  response_type: "code",
  scope,
  state: "xyz",
  code_challenge: challenge,
  code_challenge_method: "S256",
});

/** The user allows: the code the browser would bring back to the redirect URI. */
export async function consent(
  app: FastifyInstance,
  token: string,
  client: App,
  challenge: string,
  scope: string,
) {
  const res = await callRoute(app, routes.oauth.authorize, {
    token,
    body: { ...authorizationRequest(client, challenge, scope), allowed: true },
  });
  expect(res.body.code, res.body.key).toBe(0);
  const to = new URL((res.body.data as { redirectTo: string }).redirectTo);
  expect(`${to.origin}${to.pathname}`).toBe(REDIRECT);
  expect(to.searchParams.get("state")).toBe("xyz");
  return to.searchParams.get("code") ?? "";
}

/** POST /api/oauth/token as a client application sends it (form-encoded, RFC 6749 §4.1.3). */
export async function tokenRequest(app: FastifyInstance, form: Record<string, string>) {
  const res = await app.inject({
    method: "POST",
    url: "/api/oauth/token",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(form).toString(),
  });
  return { status: res.statusCode, body: res.json() as Record<string, string> };
}

export const exchange = (app: FastifyInstance, client: App, code: string, verifier: string) =>
  tokenRequest(app, {
    grant_type: "authorization_code",
    code,
    redirect_uri: REDIRECT,
    client_id: client.clientId,
    client_secret: client.clientSecret,
    code_verifier: verifier,
  });
