import { and, count, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import type { TenantContext } from "../../plugins/context.ts";

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

const mine = (ctx: TenantContext) => and(eq(users.companyId, ctx.companyId), eq(users.fid, ctx.userId));

export async function listSubAccounts(db: Db, ctx: TenantContext, page: number, pageSize: number) {
  const items = await db
    .select(columns)
    .from(users)
    .where(mine(ctx))
    .orderBy(desc(users.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(users).where(mine(ctx));
  return { items, total: Number(total?.n ?? 0) };
}

export async function findSubAccount(db: Db, ctx: TenantContext, id: number) {
  const [row] = await db
    .select(columns)
    .from(users)
    .where(and(mine(ctx), eq(users.id, id)))
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

export async function insertSubAccount(db: Db, ctx: TenantContext, row: NewSubAccount) {
  const [created] = await db
    .insert(users)
    .values({ ...row, companyId: ctx.companyId, fid: ctx.userId })
    .returning({ id: users.id });
  return created?.id;
}

export async function updateSubAccount(
  db: Db,
  ctx: TenantContext,
  id: number,
  patch: Partial<{ nickname: string; permanents: Record<string, string>; sonAccountType: number }>,
) {
  const rows = await db
    .update(users)
    .set(patch)
    .where(and(mine(ctx), eq(users.id, id)))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function deleteSubAccount(db: Db, ctx: TenantContext, id: number) {
  const rows = await db
    .delete(users)
    .where(and(mine(ctx), eq(users.id, id)))
    .returning({ id: users.id });
  return rows.length > 0;
}
