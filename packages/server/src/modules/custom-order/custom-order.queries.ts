import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies, customOrderLinks, customOrderSubmissions, users } from "../../db/schema/index.ts";
import { type Tenant, tenantOfAuth } from "../../tenancy/tenant.ts";

export type LinkRow = typeof customOrderLinks.$inferSelect;

const sqlIncrement = () => sql`${customOrderLinks.version} + 1`;

export async function linkOf(db: Db, tenant: Tenant): Promise<LinkRow | undefined> {
  const [row] = await db
    .select()
    .from(customOrderLinks)
    .where(eq(customOrderLinks.companyId, tenant.companyId));
  return row;
}

export async function linkByToken(db: Db, token: string): Promise<LinkRow | undefined> {
  const [row] = await db.select().from(customOrderLinks).where(eq(customOrderLinks.token, token));
  return row;
}

/** Makes the company's link or changes its settings (the token stays). */
export async function saveLink(
  db: Db,
  tenant: Tenant,
  values: Pick<LinkRow, "enabled" | "showPrice" | "templates">,
  newToken: string,
  now: Date,
) {
  const [row] = await db
    .insert(customOrderLinks)
    .values({
      companyId: tenant.companyId,
      token: newToken,
      ...values,
      updatedBy: tenant.userId,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: customOrderLinks.companyId,
      set: { ...values, updatedBy: tenant.userId, updatedAt: now, version: sqlIncrement() },
    })
    .returning();
  return row;
}

export async function setToken(db: Db, tenant: Tenant, token: string, now: Date) {
  const [row] = await db
    .update(customOrderLinks)
    .set({ token, updatedBy: tenant.userId, updatedAt: now, version: sqlIncrement() })
    .where(eq(customOrderLinks.companyId, tenant.companyId))
    .returning();
  return row;
}

/**
 * The company a link belongs to, acting as its main account (the order it receives is the main
 * account's to sell until someone takes it on), and its public name.
 */
export async function linkCompany(db: Db, companyId: number) {
  const [row] = await db
    .select({ userId: users.id, role: companies.role, name: companies.name })
    .from(companies)
    .innerJoin(users, and(eq(users.companyId, companies.id), eq(users.fid, 0)))
    .where(eq(companies.id, companyId))
    .orderBy(users.id)
    .limit(1);
  if (!row) return undefined;
  const tenant = tenantOfAuth({
    userId: row.userId,
    companyId,
    companyRole: row.role,
    fid: 0,
    permanents: null,
  });
  return { tenant, name: row.name };
}

/**
 * Claims the submission's key for the company in the transaction `db`: true for the first; a
 * resend (or the same one racing) waits for the first to commit and gets false.
 */
export async function claimSubmission(db: Db, companyId: number, submissionKey: string, now: Date) {
  const rows = await db
    .insert(customOrderSubmissions)
    .values({ companyId, submissionKey, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: customOrderSubmissions.submissionKey });
  return rows.length > 0;
}

export async function findSubmission(db: Db, companyId: number, submissionKey: string) {
  const [row] = await db
    .select()
    .from(customOrderSubmissions)
    .where(
      and(
        eq(customOrderSubmissions.companyId, companyId),
        eq(customOrderSubmissions.submissionKey, submissionKey),
      ),
    );
  return row;
}

export async function recordSubmission(
  db: Db,
  companyId: number,
  submissionKey: string,
  order: { orderId: number; orderNo: string },
) {
  await db
    .update(customOrderSubmissions)
    .set(order)
    .where(
      and(
        eq(customOrderSubmissions.companyId, companyId),
        eq(customOrderSubmissions.submissionKey, submissionKey),
      ),
    );
}
