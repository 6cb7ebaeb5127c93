import { timingSafeEqual } from "node:crypto";
import { parseScopes } from "@fenestra/core/oauth/scopes";
import type OAuth2Server from "@node-oauth/oauth2-server";
import type { Db } from "../../db/client.ts";
import { hashToken } from "../../shared/tokens.ts";
import * as q from "./oauth.queries.ts";

// The model @node-oauth/oauth2-server runs the authorization-code flow (PKCE) and the refresh
// grant on (docs/oauth.md): our tables, every code and token by its sha-256. The library checks
// the client, the redirect URI, the verifier, lifetimes and rotation; the model makes the checks
// that must be atomic in the database: a code is used once (`useCode`), a refresh token once.

/** What the model hands the library as the user: whose consent, and the code its tokens came from. */
export type GrantUser = { userId: number; companyId: number; grantId?: number; codeHash?: string };

/** Lifetimes in seconds: a short access token, a longer refresh token, a code of ten minutes. */
export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 3600;
export const CODE_SECONDS = 10 * 60;

const GRANTS = ["authorization_code", "refresh_token"];

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

function clientOf(row: { id: number; redirectUris: string[]; companyId: number; name: string }) {
  return {
    id: String(row.id),
    redirectUris: row.redirectUris,
    grants: GRANTS,
    accessTokenLifetime: ACCESS_TOKEN_SECONDS,
    refreshTokenLifetime: REFRESH_TOKEN_SECONDS,
    name: row.name,
  };
}

export function oauthModel(db: Db, clock: () => Date) {
  const model: OAuth2Server.AuthorizationCodeModel & OAuth2Server.RefreshTokenModel = {
    async getClient(clientKey, clientSecret) {
      const found = await q.clientByKey(db, clientKey);
      if (!found) return false;
      // null: the authorize step, which names the client without its secret.
      if (clientSecret !== null && !sameHash(hashToken(clientSecret ?? ""), found.client.secretHash))
        return false;
      return clientOf(found.client);
    },

    async validateScope(_user, _client, scope) {
      const parsed = parseScopes(scope);
      return parsed.ok ? parsed.scopes : false;
    },

    async saveAuthorizationCode(code, client, user) {
      const who = user as GrantUser;
      const scopes = code.scope ?? [];
      const grantId = await q.upsertGrant(db, {
        companyId: who.companyId,
        clientId: Number(client.id),
        userId: who.userId,
        scopes,
      });
      await q.insertCode(db, {
        codeHash: hashToken(code.authorizationCode),
        grantId,
        redirectUri: code.redirectUri,
        scopes,
        codeChallenge: code.codeChallenge ?? "",
        codeChallengeMethod: code.codeChallengeMethod ?? "",
        expiresAt: code.expiresAt,
      });
      return { ...code, client, user: { ...who, grantId } };
    },

    async getAuthorizationCode(authorizationCode) {
      const codeHash = hashToken(authorizationCode);
      const found = await q.codeByHash(db, codeHash);
      if (!found) return false;
      if (found.code.usedAt) {
        // RFC 6749 §4.1.2: a code presented again is refused, and what it gave is revoked.
        await q.deleteTokensOfCode(db, codeHash);
        return false;
      }
      const user: GrantUser = {
        userId: found.grant.userId,
        companyId: found.grant.companyId,
        grantId: found.grant.id,
        codeHash,
      };
      return {
        authorizationCode,
        expiresAt: found.code.expiresAt,
        redirectUri: found.code.redirectUri,
        scope: found.code.scopes,
        codeChallenge: found.code.codeChallenge,
        codeChallengeMethod: found.code.codeChallengeMethod,
        client: { id: String(found.grant.clientId), grants: GRANTS },
        user,
      };
    },

    async revokeAuthorizationCode(code) {
      return q.useCode(db, hashToken(code.authorizationCode), clock());
    },

    async saveToken(token, client, user) {
      const who = user as GrantUser;
      if (!who.grantId || !who.codeHash || !token.refreshToken) return false;
      await q.insertToken(db, {
        grantId: who.grantId,
        codeHash: who.codeHash,
        accessHash: hashToken(token.accessToken),
        refreshHash: hashToken(token.refreshToken),
        scopes: token.scope ?? [],
        accessExpiresAt: token.accessTokenExpiresAt ?? clock(),
        refreshExpiresAt: token.refreshTokenExpiresAt ?? clock(),
      });
      return { ...token, client, user: who };
    },

    async getRefreshToken(refreshToken) {
      const found = await q.tokenByRefreshHash(db, hashToken(refreshToken));
      if (!found) return false;
      const user: GrantUser = {
        userId: found.grant.userId,
        companyId: found.grant.companyId,
        grantId: found.grant.id,
        codeHash: found.token.codeHash,
      };
      return {
        refreshToken,
        refreshTokenExpiresAt: found.token.refreshExpiresAt,
        scope: found.token.scopes,
        client: { id: String(found.grant.clientId), grants: GRANTS },
        user,
      };
    },

    async revokeToken(token) {
      return q.deleteTokenByRefreshHash(db, hashToken(token.refreshToken));
    },

    // The API's requests are checked by plugins/access.ts (tenancy/oauth-session.queries.ts),
    // not by the library's authenticate(); this only satisfies the model's type.
    async getAccessToken() {
      return false;
    },
  };
  return model;
}
