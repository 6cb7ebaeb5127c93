import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { apiTokens, companies, companyModules, users } from "../db/schema/index.ts";

// The bearer token's session, read by the entitlements check on every signed-in request
// (plugins/access.ts) and kept fresh by it; signing in and out write the tokens (modules/auth).

/**
 * The caller's user and company facts the entitlements check reads (SPEC §3 field names, its
 * modules included): selected for a session and for a partner application's token alike.
 */
export const callerColumns = {
  userId: users.id,
  companyId: users.companyId,
  companyRole: companies.role,
  fid: users.fid,
  sonAccountType: users.sonAccountType,
  permanents: users.permanents,
  isAdmin: users.isAdmin,
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
};

/** The fields of callerColumns the company's facts are read from. */
type CompanyFacts = Pick<
  typeof companies.$inferSelect,
  "permanent" | "isTrial" | "expiresOn" | "trialExpiresOn" | "versionType"
> & { permanents: Record<string, string> | null; modules: Record<string, number> | null };

/** A row of callerColumns as the entitlements check reads it: the company's facts under `company`. */
export function callerOf<R extends CompanyFacts>(row: R) {
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

function sessionQuery(db: Db) {
  return db
    .select({ ...callerColumns, createdAt: apiTokens.createdAt, lastUsedAt: apiTokens.lastUsedAt })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(apiTokens.tokenHash, sql.placeholder("tokenHash")), isNull(apiTokens.revokedAt)))
    .limit(1)
    .prepare("session_by_token_hash");
}

/** The session query of each database handle, built once (PostgreSQL also plans it once per connection). */
const sessionQueries = new WeakMap<Db, ReturnType<typeof sessionQuery>>();

/**
 * The user behind a live (not revoked) token with the token's age and last use, and the
 * company facts the entitlements check reads (SPEC §3 field names, its modules included), or
 * undefined. Every signed-in request starts with it: one round trip, a statement prepared once.
 * Nothing is cached between requests, so a sign-out or a revoked token ends at once.
 */
export async function findSessionByTokenHash(db: Db, tokenHash: string) {
  let query = sessionQueries.get(db);
  if (!query) {
    query = sessionQuery(db);
    sessionQueries.set(db, query);
  }
  const [row] = await query.execute({ tokenHash });
  return row && callerOf(row);
}

/** Records that a token was used now (the idle lifetime counts from here). */
export async function touchToken(db: Db, tokenHash: string, now: Date) {
  await db.update(apiTokens).set({ lastUsedAt: now }).where(eq(apiTokens.tokenHash, tokenHash));
}
