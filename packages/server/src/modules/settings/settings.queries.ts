import { and, eq } from "drizzle-orm";
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
