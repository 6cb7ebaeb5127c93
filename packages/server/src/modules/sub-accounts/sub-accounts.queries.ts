import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import { onePage } from "../../shared/paging.ts";
import type { Tenant } from "../../tenancy/tenant.ts";

// Every query is scoped to the caller's company and to sub-accounts of the caller: a row of
// another company is simply not found.

const columns = {
  id: users.id,
  phone_number: users.phone,
  nickname: users.nickname,
  permanents: users.permanents,
  son_account_type: users.sonAccountType,
  createdAt: users.createdAt,
};

const mine = (tenant: Tenant) => and(eq(users.companyId, tenant.companyId), eq(users.fid, tenant.userId));

export async function listSubAccounts(db: Db, tenant: Tenant, page: number, pageSize: number) {
  const where = mine(tenant);
  const rows = db.select(columns).from(users).where(where).orderBy(desc(users.id)).$dynamic();
  return onePage(db, { rows, table: users, where }, { page, pageSize }, (row) => row);
}

export async function findSubAccount(db: Db, tenant: Tenant, id: number) {
  const [row] = await db
    .select(columns)
    .from(users)
    .where(and(mine(tenant), eq(users.id, id)))
    .limit(1);
  return row;
}

export type NewSubAccount = {
  phone: string;
  nickname: string;
  passwordHash: string;
  permanents: Record<string, string>;
  sonAccountType: number;
  settings: Record<string, unknown>;
};

export async function insertSubAccount(db: Db, tenant: Tenant, row: NewSubAccount) {
  const [created] = await db
    .insert(users)
    .values({ ...row, companyId: tenant.companyId, fid: tenant.userId })
    .returning({ id: users.id });
  return created?.id;
}

export async function updateSubAccount(
  db: Db,
  tenant: Tenant,
  id: number,
  patch: Partial<{ nickname: string; permanents: Record<string, string>; sonAccountType: number }>,
) {
  const rows = await db
    .update(users)
    .set(patch)
    .where(and(mine(tenant), eq(users.id, id)))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function deleteSubAccount(db: Db, tenant: Tenant, id: number) {
  const rows = await db
    .delete(users)
    .where(and(mine(tenant), eq(users.id, id)))
    .returning({ id: users.id });
  return rows.length > 0;
}
