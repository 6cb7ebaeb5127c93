import type { VersionCheck } from "@fenestra/api";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { collections, receiptAccounts } from "../../db/schema/index.ts";
import { versionedUpdate } from "../../db/versioned-update.ts";
import { insertOwn, ownRowsOldestFirst } from "../../tenancy/own-rows.ts";
import type { Tenant } from "../../tenancy/tenant.ts";

export type AccountRow = typeof receiptAccounts.$inferSelect;
export type AccountFields = Pick<AccountRow, "type" | "name" | "number" | "bankName" | "isDefault">;

/** The caller's accounts, each with its balance: the sum of its entries (fen). */
export async function listAccounts(db: Db, tenant: Tenant) {
  const rows = await db
    .select({
      account: receiptAccounts,
      balance: sql<string>`coalesce(sum(${collections.amount}), 0)`,
      entries: count(collections.id),
    })
    .from(receiptAccounts)
    .leftJoin(collections, eq(collections.accountId, receiptAccounts.id))
    .where(eq(receiptAccounts.companyId, tenant.companyId))
    .groupBy(receiptAccounts.id)
    .orderBy(asc(receiptAccounts.id));
  return rows.map((r) => ({ ...r.account, balance: Number(r.balance), entries: Number(r.entries) }));
}

/**
 * One of the caller's accounts. "share": held until the transaction ends, so it cannot be deleted
 * under an entry being posted to it; "update": for its deletion.
 */
export async function findAccount(db: Db, tenant: Tenant, id: number, lock?: "share" | "update") {
  const q = db
    .select()
    .from(receiptAccounts)
    .where(and(eq(receiptAccounts.id, id), eq(receiptAccounts.companyId, tenant.companyId)));
  const [row] = lock ? await q.for(lock) : await q;
  return row;
}

export async function defaultAccount(db: Db, tenant: Tenant) {
  const [row] = await db
    .select()
    .from(receiptAccounts)
    .where(and(eq(receiptAccounts.companyId, tenant.companyId), eq(receiptAccounts.isDefault, true)))
    .for("share");
  return row;
}

/** Clears the default flag of the caller's accounts (before another becomes the default). */
export async function clearDefault(db: Db, tenant: Tenant) {
  await db
    .update(receiptAccounts)
    .set({ isDefault: false })
    .where(and(eq(receiptAccounts.companyId, tenant.companyId), eq(receiptAccounts.isDefault, true)));
}

/** Makes the caller's oldest account the default (none when it has no account left). */
export async function makeOldestDefault(db: Db, tenant: Tenant) {
  const accounts = db.select({ id: receiptAccounts.id }).from(receiptAccounts).$dynamic();
  const [oldest] = await ownRowsOldestFirst(accounts, receiptAccounts, tenant).limit(1);
  if (oldest)
    await db.update(receiptAccounts).set({ isDefault: true }).where(eq(receiptAccounts.id, oldest.id));
}

export async function accountCount(db: Db, tenant: Tenant) {
  const [row] = await db
    .select({ n: count() })
    .from(receiptAccounts)
    .where(eq(receiptAccounts.companyId, tenant.companyId));
  return row?.n ?? 0;
}

export async function insertAccount(db: Db, tenant: Tenant, fields: AccountFields) {
  return insertOwn(db, receiptAccounts, tenant, fields);
}

/** A person's edit of an account, refused when made against a version it has moved on from. */
export async function updateAccount(
  db: Db,
  tenant: Tenant,
  id: number,
  fields: AccountFields,
  check: VersionCheck,
) {
  const where = and(eq(receiptAccounts.id, id), eq(receiptAccounts.companyId, tenant.companyId));
  return versionedUpdate(db, receiptAccounts, where, check, fields);
}

export async function accountHasEntries(db: Db, account: AccountRow) {
  const [row] = await db
    .select({ id: collections.id })
    .from(collections)
    .where(eq(collections.accountId, account.id))
    .limit(1);
  return row !== undefined;
}

export async function deleteAccount(db: Db, account: AccountRow) {
  await db.delete(receiptAccounts).where(eq(receiptAccounts.id, account.id));
}

/** Serializes account changes of one company (the default flag, a delete racing a receipt). */
export async function lockCompanyAccounts(db: Db, tenant: Tenant) {
  await db.execute(sql`select pg_advisory_xact_lock(${0x66696e}, ${tenant.companyId})`);
}
