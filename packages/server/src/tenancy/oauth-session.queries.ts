import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { companies, companyModules, oauthGrants, oauthTokens, users } from "../db/schema/index.ts";

/**
 * The user, company and scopes behind a partner application's access token (docs/oauth.md), read
 * on every request like a session (plugins/access.ts): a revoked consent has no live token, so its
 * application is refused from the next request on; nothing is cached.
 */
export async function findOAuthSession(db: Db, accessHash: string) {
  const [row] = await db
    .select({
      userId: users.id,
      companyId: users.companyId,
      companyRole: companies.role,
      fid: users.fid,
      sonAccountType: users.sonAccountType,
      permanents: users.permanents,
      isAdmin: users.isAdmin,
      scopes: oauthTokens.scopes,
      accessExpiresAt: oauthTokens.accessExpiresAt,
      permanent: companies.permanent,
      isTrial: companies.isTrial,
      expiresOn: companies.expiresOn,
      trialExpiresOn: companies.trialExpiresOn,
      versionType: companies.versionType,
      renderTrialOn: companies.renderTrialOn,
      modules: sql<Record<
        string,
        number
      > | null>`(select jsonb_object_agg(${companyModules.module}, ${companyModules.value}) from ${companyModules} where ${companyModules.companyId} = ${users.companyId})`,
    })
    .from(oauthTokens)
    .innerJoin(oauthGrants, and(eq(oauthGrants.id, oauthTokens.grantId), isNull(oauthGrants.revokedAt)))
    .innerJoin(users, and(eq(users.id, oauthGrants.userId), eq(users.companyId, oauthGrants.companyId)))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(oauthTokens.accessHash, accessHash))
    .limit(1);
  if (!row) return undefined;
  const { permanent, isTrial, expiresOn, trialExpiresOn, versionType, modules, ...rest } = row;
  return {
    ...rest,
    permanents: row.permanents ?? null,
    company: {
      permanent,
      is_ty: isTrial,
      expiration_time: expiresOn,
      ty_expiration_time: trialExpiresOn,
      version_type: versionType,
      company_modules: modules ?? {},
    },
  };
}
