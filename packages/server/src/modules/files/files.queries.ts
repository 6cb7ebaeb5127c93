import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { storedFiles } from "../../db/schema/index.ts";
import type { Tenant } from "../../tenancy/tenant.ts";

export type StoredFileRow = typeof storedFiles.$inferSelect;

export async function recordFile(db: Db, row: typeof storedFiles.$inferInsert) {
  await db.insert(storedFiles).values(row);
}

/** A file of the caller's company uploaded for `purpose`, or undefined. */
export async function ownFile(db: Db, tenant: Tenant, key: string, purpose: string) {
  const [row] = await db
    .select()
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.key, key),
        eq(storedFiles.companyId, tenant.companyId),
        eq(storedFiles.purpose, purpose),
      ),
    );
  return row;
}

/** The caller's own files among `keys` uploaded for `purpose` (another user's are left out). */
export async function ownUserFiles(db: Db, tenant: Tenant, keys: string[], purpose: string) {
  if (keys.length === 0) return [];
  return db
    .select()
    .from(storedFiles)
    .where(
      and(
        inArray(storedFiles.key, keys),
        eq(storedFiles.userId, tenant.userId),
        eq(storedFiles.companyId, tenant.companyId),
        eq(storedFiles.purpose, purpose),
      ),
    );
}

export async function forgetFiles(db: Db, keys: string[]) {
  if (keys.length > 0) await db.delete(storedFiles).where(inArray(storedFiles.key, keys));
}

export async function filesOfUser(db: Db, userId: number) {
  return db.select().from(storedFiles).where(eq(storedFiles.userId, userId));
}

export async function filesOfCompany(db: Db, companyId: number) {
  return db.select().from(storedFiles).where(eq(storedFiles.companyId, companyId));
}

/** Every stored file's key, sorted (a backup takes each file the database records). */
export async function allFileKeys(db: Db): Promise<string[]> {
  const rows = await db.select({ key: storedFiles.key }).from(storedFiles);
  return rows.map((row) => row.key).sort();
}
