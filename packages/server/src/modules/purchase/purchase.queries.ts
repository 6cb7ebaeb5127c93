import type { AccountState, PurchaseItem } from "@fenestra/core/account/purchase";
import { and, count, desc, eq, inArray, lt, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  accountBalances,
  companies,
  companyModules,
  invitationRewards,
  orders,
  paymentOrders,
  users,
} from "../../db/schema/index.ts";
import { onePage } from "../../shared/paging.ts";
import type { Tenant } from "../../tenancy/tenant.ts";

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;

/** Joins a company (`companies`) to its main account (`users`). */
export const mainAccountOfCompany = and(eq(users.companyId, companies.id), eq(users.fid, 0)) as SQL;

/** The company's row and purchase state; `lock` holds the row until the transaction ends. */
export async function accountOf(db: Db, companyId: number, lock = false) {
  const query = db.select().from(companies).where(eq(companies.id, companyId));
  const [company] = lock ? await query.for("update") : await query.limit(1);
  if (!company) return undefined;
  const moduleRows = await db
    .select({ module: companyModules.module, value: companyModules.value })
    .from(companyModules)
    .where(eq(companyModules.companyId, companyId));
  const modules = Object.fromEntries(moduleRows.map((m) => [m.module, m.value]));
  const state: AccountState = {
    versionType: company.versionType,
    isTrial: company.isTrial,
    permanent: company.permanent,
    expiresOn: company.expiresOn,
    seats: company.seats,
    modules,
  };
  return { company, state };
}

/** Writes what a paid order made of the account (the only writer of these columns besides registration). */
export async function writeAccount(db: Db, companyId: number, before: AccountState, after: AccountState) {
  await db
    .update(companies)
    .set({
      versionType: after.versionType,
      isTrial: after.isTrial,
      expiresOn: after.expiresOn,
      seats: after.seats,
    })
    .where(eq(companies.id, companyId));
  for (const [module, value] of Object.entries(after.modules)) {
    if (before.modules[module] === value) continue;
    await db
      .insert(companyModules)
      .values({ companyId, module, value })
      .onConflictDoUpdate({ target: [companyModules.companyId, companyModules.module], set: { value } });
  }
}

export async function creditBalance(db: Db, companyId: number, fen: number) {
  await db
    .insert(accountBalances)
    .values({ companyId, balanceFen: fen })
    .onConflictDoUpdate({
      target: accountBalances.companyId,
      set: { balanceFen: sql`${accountBalances.balanceFen} + ${fen}` },
    });
}

export async function balanceOf(db: Db, companyId: number): Promise<number> {
  const [row] = await db.select().from(accountBalances).where(eq(accountBalances.companyId, companyId));
  return row?.balanceFen ?? 0;
}

export async function subAccountCount(db: Db, companyId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.companyId, companyId), ne(users.fid, 0)));
  return row?.n ?? 0;
}

export async function orderCount(db: Db, companyId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(eq(orders.companyId, companyId));
  return row?.n ?? 0;
}

export async function insertOrder(
  db: Db,
  tenant: Tenant,
  row: {
    outTradeNo: string;
    item: PurchaseItem;
    amountFen: number;
    couponId?: number | null;
    couponFen?: number;
    channel: string;
    createdAt: Date;
  },
) {
  const [created] = await db
    .insert(paymentOrders)
    .values({ ...row, companyId: tenant.companyId, userId: tenant.userId })
    .returning();
  if (!created) throw new Error("payment order insert returned nothing");
  return created;
}

export async function setPayUrl(db: Db, id: number, payUrl: string) {
  await db.update(paymentOrders).set({ payUrl }).where(eq(paymentOrders.id, id));
}

export async function findOrder(db: Db, tenant: Tenant, id: number) {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.id, id), eq(paymentOrders.companyId, tenant.companyId)));
  return row;
}

export async function findOrderByTradeNo(db: Db, outTradeNo: string) {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.outTradeNo, outTradeNo));
  return row;
}

/**
 * Marks the order paid if it is not yet (unpaid, or closed by the settle job before a late
 * payment): the one statement that decides a grant. Concurrent callers queue on the row and all
 * but the first find it paid and get nothing back.
 */
export async function markPaid(
  db: Db,
  outTradeNo: string,
  channel: string,
  providerTradeNo: string | null,
  at: Date,
) {
  const [row] = await db
    .update(paymentOrders)
    .set({ status: "paid", paidAt: at, providerTradeNo })
    .where(
      and(
        eq(paymentOrders.outTradeNo, outTradeNo),
        eq(paymentOrders.channel, channel),
        inArray(paymentOrders.status, ["unpaid", "closed"]),
      ),
    )
    .returning();
  return row;
}

export async function closeOrder(db: Db, id: number) {
  await db
    .update(paymentOrders)
    .set({ status: "closed" })
    .where(and(eq(paymentOrders.id, id), eq(paymentOrders.status, "unpaid")));
}

/** A paid order whose price no longer held when it was paid: nothing was granted, it is to be refunded. */
export async function markRefundDue(db: Db, id: number) {
  await db.update(paymentOrders).set({ status: "refund_due" }).where(eq(paymentOrders.id, id));
}

/** The company's unpaid orders, locked (closing one must not race its payment's settle). */
export async function unpaidOf(db: Db, companyId: number) {
  return db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.companyId, companyId), eq(paymentOrders.status, "unpaid")))
    .for("update");
}

/** Unpaid orders created before `before` (the settle job's work). */
export async function unpaidBefore(db: Db, before: Date, limit = 100) {
  return db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.status, "unpaid"), lt(paymentOrders.createdAt, before)))
    .orderBy(paymentOrders.createdAt)
    .limit(limit);
}

export async function paidHistory(db: Db, tenant: Tenant, page: number, pageSize: number) {
  const where = and(eq(paymentOrders.companyId, tenant.companyId), eq(paymentOrders.status, "paid"));
  const rows = db
    .select()
    .from(paymentOrders)
    .where(where)
    .orderBy(desc(paymentOrders.paidAt), desc(paymentOrders.id))
    .$dynamic();
  return onePage(db, { rows, table: paymentOrders, where }, { page, pageSize }, (row) => row);
}

/** The main account of the company whose main phone invited this one, if any. */
export async function inviterOf(db: Db, invitedByPhone: string | null) {
  if (!invitedByPhone) return undefined;
  const [row] = await db
    .select({ companyId: users.companyId, fid: users.fid })
    .from(users)
    .where(eq(users.phone, invitedByPhone));
  return row && row.fid === 0 ? row : undefined;
}

/** The inviter's reward for this invitee's first paid purchase; a second purchase adds nothing. */
export async function insertReward(db: Db, row: typeof invitationRewards.$inferInsert) {
  await db
    .insert(invitationRewards)
    .values(row)
    .onConflictDoNothing({ target: invitationRewards.inviteeCompanyId });
}

export async function markRenderTrial(db: Db, companyId: number, day: string) {
  await db.update(companies).set({ renderTrialOn: day }).where(eq(companies.id, companyId));
}

export async function extendTrial(db: Db, companyId: number, trialExpiresOn: string, day: string) {
  await db.update(companies).set({ trialExpiresOn, trialExtendedOn: day }).where(eq(companies.id, companyId));
}
