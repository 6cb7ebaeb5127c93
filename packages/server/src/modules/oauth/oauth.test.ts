import { routes } from "@fenestra/api";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { oauthClients, oauthTokens } from "../../db/schema/index.ts";
import { hashToken } from "../../shared/tokens.ts";
import {
  callRoute,
  registerAccount,
  registerPaidAccount,
  subAccountSession,
} from "../../test/helpers/factories.ts";
import { testAppForFile } from "../../test/helpers/test-app.ts";
import {
  type App,
  authorizationRequest,
  consent,
  exchange,
  pkcePair,
  REDIRECT,
  registerApp,
  tokenRequest,
} from "./oauth.fixtures.ts";

// Partner applications (SPEC §2 /authorize, docs/oauth.md): the authorization-code flow with
// PKCE on @node-oauth/oauth2-server, tokens limited to their scopes, rotation and revocation.

const t = testAppForFile();
let owner: string;
let partner: string;
let client: App;

beforeAll(async () => {
  owner = (await registerPaidAccount(t.app, t.clock)).userinfo.api_token;
  partner = (await registerAccount(t.app, t.clock)).userinfo.api_token;
  client = await registerApp(t.app, partner);
});

const stats = (token: string) => callRoute(t.app, routes.home.stats, { token });
const grantsOf = async (token: string) => {
  const res = await callRoute(t.app, routes.oauth.grants, { token });
  expect(res.body.code, res.body.key).toBe(0);
  return res.body.data ?? [];
};

/** The whole flow for `scope`: consent by `user`, exchange; the token answer. */
async function tokensFor(user: string, scope: string) {
  const { verifier, challenge } = pkcePair();
  const code = await consent(t.app, user, client, challenge, scope);
  const res = await exchange(t.app, client, code, verifier);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

describe("registering an application", () => {
  it("keeps only the secret's hash and shows the secret once", async () => {
    const [row] = await t.database.db
      .select()
      .from(oauthClients)
      .where(eq(oauthClients.clientKey, client.clientId));
    expect(row?.secretHash).toHaveLength(64);
    expect(row?.secretHash).not.toContain(client.clientSecret);
    const list = await callRoute(t.app, routes.oauth.clients, { token: partner });
    expect(list.body.data?.map((c) => c.clientId)).toEqual([client.clientId]);
    expect(JSON.stringify(list.body)).not.toContain(client.clientSecret);
  });

  it("refuses a redirect URI that is not a full http(s) address, at the field", async () => {
    const res = await callRoute(t.app, routes.oauth.createClient, {
      token: partner,
      body: { name: "Bad", redirectUris: ["javascript:alert(1)"] },
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.errors)).toContain("http");
  });

  it("is not seen nor deleted by another company", async () => {
    expect((await callRoute(t.app, routes.oauth.clients, { token: owner })).body.data).toEqual([]);
    const res = await callRoute(t.app, routes.oauth.deleteClient, {
      token: owner,
      params: { id: client.id },
    });
    expect(res.body.key).toBe("oauth.app_missing");
  });
});

describe("the authorization-code flow with PKCE", () => {
  it("issues a token that calls a route in its scope as the consenting company", async () => {
    const tokens = await tokensFor(owner, "finance_all");
    expect(tokens.token_type).toBe("Bearer");
    expect(Number(tokens.expires_in)).toBeLessThanOrEqual(900);
    const res = await stats(tokens.access_token ?? "");
    expect(res.body.code, res.body.key).toBe(0);
    // stored hashed only
    const rows = await t.database.db.select().from(oauthTokens);
    expect(JSON.stringify(rows)).not.toContain(tokens.access_token);
  });

  it("refuses a wrong code_verifier, and the code is spent by it", async () => {
    const { challenge, verifier } = pkcePair();
    const code = await consent(t.app, owner, client, challenge, "finance_all");
    const wrong = await exchange(t.app, client, code, pkcePair().verifier);
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe("invalid_grant");
    expect((await exchange(t.app, client, code, verifier)).body.error).toBe("invalid_grant");
  });

  it("refuses a request without an S256 challenge, or with plain", async () => {
    const { challenge } = pkcePair();
    for (const change of [{ code_challenge_method: "plain" }, { code_challenge: "" }]) {
      const res = await callRoute(t.app, routes.oauth.consent, {
        token: owner,
        query: { ...authorizationRequest(client, challenge, "finance_all"), ...change },
      });
      expect(res.body.key).toBe("oauth.pkce_required");
    }
  });

  it("refuses a redirect URI that does not match exactly, and issues nothing", async () => {
    const { challenge } = pkcePair();
    for (const redirect_uri of [`${REDIRECT}/`, `${REDIRECT}?x=1`, "https://evil.example/callback"]) {
      const request = { ...authorizationRequest(client, challenge, "finance_all"), redirect_uri };
      const shown = await callRoute(t.app, routes.oauth.consent, { token: owner, query: request });
      expect(shown.body.key).toBe("oauth.redirect_mismatch");
      const allowed = await callRoute(t.app, routes.oauth.authorize, {
        token: owner,
        body: { ...request, allowed: true },
      });
      expect(allowed.body.key).toBe("oauth.redirect_mismatch");
    }
  });

  it("answers the consent page the application and the scopes asked", async () => {
    const { challenge } = pkcePair();
    const res = await callRoute(t.app, routes.oauth.consent, {
      token: owner,
      query: authorizationRequest(client, challenge, "finance_all edit_order"),
    });
    expect(res.body.data).toMatchObject({ appName: "Partner CRM", scopes: ["finance_all", "edit_order"] });
    const unknown = await callRoute(t.app, routes.oauth.consent, {
      token: owner,
      query: authorizationRequest(client, challenge, "finance_all root"),
    });
    expect(unknown.body.key).toBe("oauth.scope_invalid");
  });

  it("sends a denial back to the application as access_denied, with no code", async () => {
    const { challenge } = pkcePair();
    const res = await callRoute(t.app, routes.oauth.authorize, {
      token: owner,
      body: { ...authorizationRequest(client, challenge, "finance_all"), allowed: false },
    });
    const to = new URL(res.body.data?.redirectTo ?? "");
    expect(to.searchParams.get("error")).toBe("access_denied");
    expect(to.searchParams.get("code")).toBeNull();
    expect(to.searchParams.get("state")).toBe("xyz");
  });
});

describe("single-use codes", () => {
  it("refuses a code used twice and revokes the token it gave (RFC 6749 §4.1.2)", async () => {
    const { verifier, challenge } = pkcePair();
    const code = await consent(t.app, owner, client, challenge, "finance_all");
    const first = await exchange(t.app, client, code, verifier);
    expect(first.status).toBe(200);
    expect((await stats(first.body.access_token ?? "")).body.code).toBe(0);
    const second = await exchange(t.app, client, code, verifier);
    expect(second.body.error).toBe("invalid_grant");
    expect((await stats(first.body.access_token ?? "")).body.code).toBe(-998);
    const refresh = await tokenRequest(t.app, {
      grant_type: "refresh_token",
      refresh_token: first.body.refresh_token ?? "",
      client_id: client.clientId,
      client_secret: client.clientSecret,
    });
    expect(refresh.body.error).toBe("invalid_grant");
  });

  it("refuses a code presented by another application's credentials or a wrong secret", async () => {
    const other = await registerApp(t.app, partner);
    const { verifier, challenge } = pkcePair();
    const code = await consent(t.app, owner, client, challenge, "finance_all");
    expect((await exchange(t.app, other, code, verifier)).body.error).toBe("invalid_grant");
    const badSecret = await exchange(t.app, { ...client, clientSecret: "nope" }, code, verifier);
    expect(badSecret.body.error).toBe("invalid_client");
  });
});

describe("scopes", () => {
  it("refuses a route outside the token's scope with the project's no-permission code", async () => {
    const tokens = await tokensFor(owner, "edit_order");
    const res = await stats(tokens.access_token ?? "");
    expect(res.body.code).toBe(2);
    expect(res.body.key).toBe("access.no_permission");
    // a route that declares no permission key is never an application's
    const profile = await callRoute(t.app, routes.account.profile, { token: tokens.access_token ?? "" });
    expect(profile.body.key).toBe("access.no_permission");
    const grants = await callRoute(t.app, routes.oauth.grants, { token: tokens.access_token ?? "" });
    expect(grants.body.key).toBe("access.no_permission");
  });

  it("acts within the consenting user's own permissions too", async () => {
    const sub = (await subAccountSession(t.app, owner, { edit_order: "1" })).userinfo.api_token;
    const tokens = await tokensFor(sub, "finance_all");
    expect((await stats(tokens.access_token ?? "")).body.key).toBe("access.no_permission");
  });
});

describe("refresh with rotation", () => {
  it("answers a new pair and refuses the old refresh token", async () => {
    const tokens = await tokensFor(owner, "finance_all");
    const refresh = (refresh_token: string) =>
      tokenRequest(t.app, {
        grant_type: "refresh_token",
        refresh_token,
        client_id: client.clientId,
        client_secret: client.clientSecret,
      });
    const next = await refresh(tokens.refresh_token ?? "");
    expect(next.status, JSON.stringify(next.body)).toBe(200);
    expect(next.body.refresh_token).not.toBe(tokens.refresh_token);
    expect((await stats(next.body.access_token ?? "")).body.code).toBe(0);
    expect((await stats(tokens.access_token ?? "")).body.code).toBe(-998);
    const again = await refresh(tokens.refresh_token ?? "");
    expect(again.status).toBe(400);
    expect(again.body.error).toBe("invalid_grant");
  });
});

describe("revoking", () => {
  it("lists the authorised application and refuses its token from the next request on", async () => {
    const tokens = await tokensFor(owner, "finance_all");
    const grant = (await grantsOf(owner)).find(
      (g) => g.clientId === client.clientId && g.grantedBy !== "Sub",
    );
    expect(grant).toMatchObject({ appName: "Partner CRM", scopes: ["finance_all"] });
    expect((await stats(tokens.access_token ?? "")).body.code).toBe(0);

    const res = await callRoute(t.app, routes.oauth.revokeGrant, {
      token: owner,
      params: { id: grant?.id ?? 0 },
    });
    expect(res.body.code, res.body.key).toBe(0);
    expect((await stats(tokens.access_token ?? "")).body.code).toBe(-998);
    expect((await grantsOf(owner)).find((g) => g.id === grant?.id)).toBeUndefined();
    const refresh = await tokenRequest(t.app, {
      grant_type: "refresh_token",
      refresh_token: tokens.refresh_token ?? "",
      client_id: client.clientId,
      client_secret: client.clientSecret,
    });
    expect(refresh.body.error).toBe("invalid_grant");
  });

  it("is another company's to neither see nor revoke", async () => {
    await tokensFor(owner, "finance_all");
    const grant = (await grantsOf(owner)).find((g) => g.clientId === client.clientId);
    const stranger = (await registerAccount(t.app, t.clock)).userinfo.api_token;
    expect(await grantsOf(stranger)).toEqual([]);
    // the partner that registered the application does not see who authorised it
    expect(await grantsOf(partner)).toEqual([]);
    const res = await callRoute(t.app, routes.oauth.revokeGrant, {
      token: stranger,
      params: { id: grant?.id ?? 0 },
    });
    expect(res.body.key).toBe("oauth.grant_missing");
    expect((await grantsOf(owner)).some((g) => g.id === grant?.id)).toBe(true);
  });

  it("deleting the application ends its tokens and codes", async () => {
    const mine = await registerApp(t.app, partner);
    const { verifier, challenge } = pkcePair();
    const code = await consent(t.app, owner, mine, challenge, "finance_all");
    const tokens = await exchange(t.app, mine, code, verifier);
    await callRoute(t.app, routes.oauth.deleteClient, { token: partner, params: { id: mine.id } });
    expect((await stats(tokens.body.access_token ?? "")).body.code).toBe(-998);
    const left = await t.database.db
      .select()
      .from(oauthTokens)
      .where(eq(oauthTokens.accessHash, hashToken(tokens.body.access_token ?? "")));
    expect(left).toEqual([]);
    expect((await exchange(t.app, mine, code, verifier)).body.error).toBe("invalid_client");
  });
});
