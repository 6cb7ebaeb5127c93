import type { VersionCheck } from "@fenestra/api";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies, thirdPartyIdentities, users } from "../../db/schema/index.ts";
import { versionedUpdate } from "../../db/versioned-update.ts";
import type { Tenant } from "../../tenancy/tenant.ts";

export async function profileRow(db: Db, tenant: Tenant) {
  const [user] = await db
    .select({
      phone: users.phone,
      nickname: users.nickname,
      email: users.email,
      avatar: users.headerImgUrl,
    })
    .from(users)
    .where(and(eq(users.id, tenant.userId), eq(users.companyId, tenant.companyId)));
  const [wechat] = await db
    .select({ id: thirdPartyIdentities.id })
    .from(thirdPartyIdentities)
    .where(and(eq(thirdPartyIdentities.userId, tenant.userId), eq(thirdPartyIdentities.provider, "wechat")));
  return user ? { ...user, wechatBound: wechat !== undefined } : undefined;
}

export async function updateUser(
  db: Db,
  tenant: Tenant,
  change: Partial<{ nickname: string; email: string; headerImgUrl: string | null }>,
) {
  if (Object.keys(change).length === 0) return;
  await db
    .update(users)
    .set(change)
    .where(and(eq(users.id, tenant.userId), eq(users.companyId, tenant.companyId)));
}

/** Binds a WeChat identity to the caller; false when that identity belongs to someone already. */
export async function bindWechat(db: Db, tenant: Tenant, subject: string, now: Date): Promise<boolean> {
  const inserted = await db
    .insert(thirdPartyIdentities)
    .values({ provider: "wechat", subject, userId: tenant.userId, createdAt: now })
    .onConflictDoNothing()
    .returning({ userId: thirdPartyIdentities.userId });
  if (inserted.length > 0) return true;
  const [owner] = await db
    .select({ userId: thirdPartyIdentities.userId })
    .from(thirdPartyIdentities)
    .where(and(eq(thirdPartyIdentities.provider, "wechat"), eq(thirdPartyIdentities.subject, subject)));
  return owner?.userId === tenant.userId;
}

export async function unbindWechat(db: Db, tenant: Tenant) {
  await db
    .delete(thirdPartyIdentities)
    .where(and(eq(thirdPartyIdentities.userId, tenant.userId), eq(thirdPartyIdentities.provider, "wechat")));
}

/** The main account's rename of its company; refused when made against an older version of the name. */
export async function renameCompany(db: Db, tenant: Tenant, name: string, check: VersionCheck) {
  const row = await versionedUpdate(db, companies, eq(companies.id, tenant.companyId), check, { name });
  return { name: row.name, version: row.version };
}
