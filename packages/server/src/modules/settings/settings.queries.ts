import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type StoredUserSettings, users } from "../../db/schema/index.ts";
import type { Tenant } from "../../tenancy/tenant.ts";

export async function readStoredSettings(db: Db, tenant: Tenant) {
  const [row] = await db
    .select({ settings: users.settings })
    .from(users)
    .where(and(eq(users.companyId, tenant.companyId), eq(users.id, tenant.userId)));
  return row?.settings;
}

export async function writeStoredSettings(db: Db, tenant: Tenant, settings: StoredUserSettings) {
  await db
    .update(users)
    .set({ settings })
    .where(and(eq(users.companyId, tenant.companyId), eq(users.id, tenant.userId)));
}

/**
 * Moves the caller's message-centre read marker on to `at`, never back (greatest in one statement,
 * so marks sent at once leave the latest), and answers it.
 */
export async function moveReadMarker(db: Db, tenant: Tenant, at: Date) {
  const [row] = await db
    .update(users)
    .set({ xxfReadAt: sql`greatest(${users.xxfReadAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(users.companyId, tenant.companyId), eq(users.id, tenant.userId)))
    .returning({ readAt: users.xxfReadAt });
  return row?.readAt ?? null;
}
