import { index, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn, instantColumn, partOfColumn } from "./columns.ts";
import { companyColumn, tenantColumns, userColumn } from "./tenant-columns.ts";
import { users } from "./users.ts";

// Partner applications and what companies let them do (SPEC §2 /authorize, docs/oauth.md). Every
// secret, code and token is stored as its sha-256 only: a leaked table grants nothing.

/** An application a company (its main account) registered: its id, hashed secret and redirect URIs. */
export const oauthClients = pgTable("oauth_clients", {
  ...tenantColumns(),
  name: text("name").notNull(),
  /** The public client_id. */
  clientKey: text("client_key").notNull().unique(),
  secretHash: text("secret_hash").notNull(),
  /** Compared exactly with an authorization request's redirect_uri. */
  redirectUris: jsonb("redirect_uris").$type<string[]>().notNull(),
  createdBy: userColumn("created_by"),
  createdAt: createdAtColumn(),
});

/**
 * One user's consent letting an application act for the user's company with these scopes. Revoking
 * it sets revoked_at and deletes its codes and tokens; every request reads it (nothing cached).
 */
export const oauthGrants = pgTable(
  "oauth_grants",
  {
    id: idColumn(),
    /** The company the application acts for (the granting user's). */
    companyId: companyColumn(),
    clientId: partOfColumn("client_id", () => oauthClients.id),
    userId: partOfColumn("user_id", () => users.id),
    scopes: jsonb("scopes").$type<string[]>().notNull(),
    createdAt: createdAtColumn(),
    revokedAt: instantColumn("revoked_at"),
  },
  (t) => [
    uniqueIndex("oauth_grants_client_user_idx").on(t.clientId, t.userId),
    index("oauth_grants_company_idx").on(t.companyId),
  ],
);

/** A single-use authorization code (RFC 6749 §4.1.2): used_at is set by the one exchange that wins. */
export const oauthCodes = pgTable("oauth_codes", {
  codeHash: text("code_hash").primaryKey(),
  grantId: partOfColumn("grant_id", () => oauthGrants.id),
  redirectUri: text("redirect_uri").notNull(),
  scopes: jsonb("scopes").$type<string[]>().notNull(),
  codeChallenge: text("code_challenge").notNull(),
  codeChallengeMethod: text("code_challenge_method").notNull(),
  expiresAt: instantColumn("expires_at").notNull(),
  usedAt: instantColumn("used_at"),
});

/** An access token and its refresh token; a refresh deletes the row and writes the next one. */
export const oauthTokens = pgTable(
  "oauth_tokens",
  {
    id: idColumn(),
    grantId: partOfColumn("grant_id", () => oauthGrants.id),
    /** The code it was first issued from (tokens of a code used twice are revoked). */
    codeHash: text("code_hash").notNull(),
    accessHash: text("access_hash").notNull().unique(),
    refreshHash: text("refresh_hash").notNull().unique(),
    scopes: jsonb("scopes").$type<string[]>().notNull(),
    accessExpiresAt: instantColumn("access_expires_at").notNull(),
    refreshExpiresAt: instantColumn("refresh_expires_at").notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index("oauth_tokens_grant_idx").on(t.grantId), index("oauth_tokens_code_idx").on(t.codeHash)],
);
