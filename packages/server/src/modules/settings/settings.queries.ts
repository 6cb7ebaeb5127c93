import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type StoredUserSettings, users } from "../../db/schema/index.ts";
import type { TenantContext } from "../../plugins/context.ts";

export async function readStoredSettings(db: Db, ctx: TenantContext) {
  const [row] = await db.select({ settings: users.settings }).from(users).where(eq(users.id, ctx.userId));
  return row?.settings;
}

export async function writeStoredSettings(db: Db, ctx: TenantContext, settings: StoredUserSettings) {
  await db.update(users).set({ settings }).where(eq(users.id, ctx.userId));
}
