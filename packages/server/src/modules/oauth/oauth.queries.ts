import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  companies,
  oauthClients,
  oauthCodes,
  oauthGrants,
  oauthTokens,
  users,
} from "../../db/schema/index.ts";
import type { Tenant } from "../../tenancy/tenant.ts";

// Partner applications (docs/oauth.md): the company's registrations and consents read through the
// caller's tenancy; the OAuth server's model (oauth-model.ts) reads codes and tokens by their hash.

export async function listClients(db: Db, tenant: Tenant) {
  return db
    .select()
    .from(oauthClients)
    .where(eq(oauthClients.companyId, tenant.companyId))
    .orderBy(desc(oauthClients.id));
}

export async function insertClient(
  db: Db,
  tenant: Tenant,
  row: { name: string; clientKey: string; secretHash: string; redirectUris: string[] },
) {
  const [made] = await db
    .insert(oauthClients)
    .values({ ...row, companyId: tenant.companyId, createdBy: tenant.userId })
    .returning();
  return made;
}

/** Deletes one of the company's applications (its consents, codes and tokens go with it). */
export async function deleteClient(db: Db, tenant: Tenant, id: number) {
  const gone = await db
    .delete(oauthClients)
    .where(and(eq(oauthClients.id, id), eq(oauthClients.companyId, tenant.companyId)))
    .returning({ id: oauthClients.id });
  return gone.length > 0;
}

/** An application by its public client_id, with the name of the company that registered it. */
export async function clientByKey(db: Db, clientKey: string) {
  const [row] = await db
    .select({ client: oauthClients, companyName: companies.name })
    .from(oauthClients)
    .innerJoin(companies, eq(companies.id, oauthClients.companyId))
    .where(eq(oauthClients.clientKey, clientKey))
    .limit(1);
  return row;
}

/** The consents the tenant sees: the company's for its main account, a sub-account's own. */
const visibleGrants = (tenant: Tenant) =>
  and(
    eq(oauthGrants.companyId, tenant.companyId),
    isNull(oauthGrants.revokedAt),
    tenant.fid === 0 ? undefined : eq(oauthGrants.userId, tenant.userId),
  );

export async function listGrants(db: Db, tenant: Tenant) {
  return db
    .select({
      id: oauthGrants.id,
      appName: oauthClients.name,
      clientId: oauthClients.clientKey,
      scopes: oauthGrants.scopes,
      grantedBy: sql<string>`coalesce(nullif(${users.nickname}, ''), ${users.phone}, '')`,
      createdAt: oauthGrants.createdAt,
    })
    .from(oauthGrants)
    .innerJoin(oauthClients, eq(oauthClients.id, oauthGrants.clientId))
    .innerJoin(users, eq(users.id, oauthGrants.userId))
    .where(visibleGrants(tenant))
    .orderBy(desc(oauthGrants.createdAt));
}

/**
 * Revokes a consent the tenant sees: marks it and deletes its tokens and codes in one
 * transaction, so the application's next request is refused. False when the tenant sees none
 * (another company's, already revoked).
 */
export async function revokeGrant(db: Db, tenant: Tenant, id: number, now: Date) {
  return db.transaction(async (tx) => {
    const [grant] = await tx
      .update(oauthGrants)
      .set({ revokedAt: now })
      .where(and(eq(oauthGrants.id, id), visibleGrants(tenant)))
      .returning({ id: oauthGrants.id });
    if (!grant) return false;
    await tx.delete(oauthTokens).where(eq(oauthTokens.grantId, id));
    await tx.delete(oauthCodes).where(eq(oauthCodes.grantId, id));
    return true;
  });
}

/** A user's consent for an application, made or renewed with these scopes; its id. */
export async function upsertGrant(
  db: Db,
  grant: { companyId: number; clientId: number; userId: number; scopes: string[] },
) {
  const [row] = await db
    .insert(oauthGrants)
    .values(grant)
    .onConflictDoUpdate({
      target: [oauthGrants.clientId, oauthGrants.userId],
      set: { scopes: grant.scopes, companyId: grant.companyId, revokedAt: null, createdAt: sql`now()` },
    })
    .returning({ id: oauthGrants.id });
  if (!row) throw new Error("the consent was not written");
  return row.id;
}

export async function insertCode(db: Db, row: typeof oauthCodes.$inferInsert) {
  await db.insert(oauthCodes).values(row);
}

/** A code of a live consent, used or not, with its consent's user and application. */
export async function codeByHash(db: Db, codeHash: string) {
  const [row] = await db
    .select({ code: oauthCodes, grant: oauthGrants })
    .from(oauthCodes)
    .innerJoin(oauthGrants, and(eq(oauthGrants.id, oauthCodes.grantId), isNull(oauthGrants.revokedAt)))
    .where(eq(oauthCodes.codeHash, codeHash))
    .limit(1);
  return row;
}

/** Marks a code used; true for the one caller that did (a second or a racing exchange: false). */
export async function useCode(db: Db, codeHash: string, now: Date) {
  const used = await db
    .update(oauthCodes)
    .set({ usedAt: now })
    .where(and(eq(oauthCodes.codeHash, codeHash), isNull(oauthCodes.usedAt)))
    .returning({ codeHash: oauthCodes.codeHash });
  return used.length > 0;
}

/** RFC 6749 §4.1.2: a code used twice revokes the tokens issued from it. */
export async function deleteTokensOfCode(db: Db, codeHash: string) {
  await db.delete(oauthTokens).where(eq(oauthTokens.codeHash, codeHash));
}

export async function insertToken(db: Db, row: typeof oauthTokens.$inferInsert) {
  await db.insert(oauthTokens).values(row);
}

/** The token of a refresh token, with its live consent. */
export async function tokenByRefreshHash(db: Db, refreshHash: string) {
  const [row] = await db
    .select({ token: oauthTokens, grant: oauthGrants })
    .from(oauthTokens)
    .innerJoin(oauthGrants, and(eq(oauthGrants.id, oauthTokens.grantId), isNull(oauthGrants.revokedAt)))
    .where(eq(oauthTokens.refreshHash, refreshHash))
    .limit(1);
  return row;
}

/** Deletes a token by its refresh token; true for the one caller that did (rotation). */
export async function deleteTokenByRefreshHash(db: Db, refreshHash: string) {
  const gone = await db
    .delete(oauthTokens)
    .where(eq(oauthTokens.refreshHash, refreshHash))
    .returning({ id: oauthTokens.id });
  return gone.length > 0;
}

/** The application of a consent by the row id (the model hands the library this id). */
export async function clientById(db: Db, id: number) {
  const [row] = await db.select().from(oauthClients).where(eq(oauthClients.id, id)).limit(1);
  return row;
}
