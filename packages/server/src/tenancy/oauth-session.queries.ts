import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { companies, oauthGrants, oauthTokens, users } from "../db/schema/index.ts";
import { callerColumns, callerOf } from "./session.queries.ts";

/**
 * The user, company and scopes behind a partner application's access token (docs/oauth.md), read
 * on every request like a session (plugins/access.ts): a revoked consent has no live token, so its
 * application is refused from the next request on; nothing is cached.
 */
export async function findOAuthSession(db: Db, accessHash: string) {
  const [row] = await db
    .select({ ...callerColumns, scopes: oauthTokens.scopes, accessExpiresAt: oauthTokens.accessExpiresAt })
    .from(oauthTokens)
    .innerJoin(oauthGrants, and(eq(oauthGrants.id, oauthTokens.grantId), isNull(oauthGrants.revokedAt)))
    .innerJoin(users, and(eq(users.id, oauthGrants.userId), eq(users.companyId, oauthGrants.companyId)))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(oauthTokens.accessHash, accessHash))
    .limit(1);
  return row && callerOf(row);
}
