import { canMoveWithdrawal, type WithdrawStatus } from "@fenestra/core/account/rewards";
import { count, desc, eq, gt, ilike, sql } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import {
  activities,
  companies,
  coupons,
  orders,
  paymentOrders,
  users,
  withdrawals,
} from "../../db/schema/index.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { AppError } from "../../plugins/errors.ts";
import { onePage, type PageQuery } from "../../shared/paging.ts";
import type { Operator } from "../../tenancy/operator.ts";
import { presentWithdrawal } from "./invitation.service.ts";
import { mainAccountOfCompany } from "./purchase.queries.ts";

// The operator console's reads and writes (SPEC §6 role admin). Every function takes the
// Operator, which only an operator's request yields.

/** `fields` of companies and their main accounts. */
const companiesWithMainAccount = <S extends SelectedFields>(db: Db, fields: S) =>
  db.select(fields).from(companies).innerJoin(users, mainAccountOfCompany);

export async function utilization(
  db: Db,
  _operator: Operator,
  query: { page: number; pageSize: number; phone?: string },
) {
  const where = query.phone ? ilike(users.phone, `%${query.phone.replace(/[%_\\]/g, "")}%`) : undefined;
  const rows = companiesWithMainAccount(db, {
    companyId: companies.id,
    company: companies.name,
    phone: users.phone,
    versionType: companies.versionType,
    isTrial: companies.isTrial,
    expiresOn: companies.expiresOn,
    seats: companies.seats,
    subAccounts: sql<number>`(select count(*)::int from ${users} s where s.company_id = ${companies.id} and s.fid <> 0)`,
    orders: sql<number>`(select count(*)::int from ${orders} o where o.company_id = ${companies.id})`,
    paidFen: sql<number>`(select coalesce(sum(p.amount_fen), 0)::int from ${paymentOrders} p where p.company_id = ${companies.id} and p.status = 'paid')`,
    registeredAt: companies.createdAt,
  })
    .where(where)
    .orderBy(desc(companies.id))
    .$dynamic();
  const counted = companiesWithMainAccount(db, { n: count() }).where(where);
  return onePage(db, { rows, counted }, query, (r) => ({ ...r, registeredAt: r.registeredAt.toISOString() }));
}

const withdrawalWithCompany = (db: Db) =>
  db
    .select({ w: withdrawals, company: companies.name, phone: users.phone })
    .from(withdrawals)
    .innerJoin(companies, eq(companies.id, withdrawals.companyId))
    .innerJoin(users, mainAccountOfCompany);

export async function listWithdrawals(
  db: Db,
  _operator: Operator,
  query: PageQuery & { status?: WithdrawStatus },
) {
  const where = query.status ? eq(withdrawals.status, query.status) : undefined;
  const rows = withdrawalWithCompany(db).where(where).orderBy(desc(withdrawals.id)).$dynamic();
  return onePage(db, { rows, table: withdrawals, where }, query, (r) => ({
    ...presentWithdrawal(r.w),
    company: r.company,
    phone: r.phone ?? "",
  }));
}

/** In process → transferred (paid out by hand within 7 working days) or refused (the amount returns to the balance). */
export async function processWithdrawal(
  deps: Pick<AppDeps, "db" | "clock">,
  operator: Operator,
  id: number,
  status: "transferred" | "refused",
) {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for("update");
    if (!row) throw new AppError("withdraw.missing");
    if (!canMoveWithdrawal(row.status as WithdrawStatus, status))
      throw new AppError("withdraw.not_in_process");
    await tx
      .update(withdrawals)
      .set({ status, processedAt: deps.clock(), processedBy: operator.userId })
      .where(eq(withdrawals.id, id));
    const [updated] = await withdrawalWithCompany(tx).where(eq(withdrawals.id, id));
    if (!updated) throw new AppError("withdraw.missing");
    return { ...presentWithdrawal(updated.w), company: updated.company, phone: updated.phone ?? "" };
  });
}

const presentActivity = (row: typeof activities.$inferSelect) => ({
  id: row.id,
  note: row.note,
  endTime: row.endTime.toISOString(),
  url: row.url,
});

export async function listActivities(db: Db, _operator: Operator) {
  return (await db.select().from(activities).orderBy(desc(activities.id))).map(presentActivity);
}

export async function createActivity(
  db: Db,
  _operator: Operator,
  body: { note: string; endTime: string; url: string },
) {
  const [row] = await db
    .insert(activities)
    .values({ note: body.note, endTime: new Date(body.endTime), url: body.url })
    .returning();
  if (!row) throw new AppError("other.save_failed");
  return presentActivity(row);
}

export async function removeActivity(db: Db, _operator: Operator, id: number) {
  const removed = await db.delete(activities).where(eq(activities.id, id)).returning({ id: activities.id });
  if (removed.length === 0) throw new AppError("missing.invalid_id");
  return null;
}

/** The activity bar's activity: the newest one that has not ended. */
export async function currentActivity(deps: Pick<AppDeps, "db" | "clock">) {
  const [row] = await deps.db
    .select()
    .from(activities)
    .where(gt(activities.endTime, deps.clock()))
    .orderBy(desc(activities.id))
    .limit(1);
  return row ? { note: row.note, end_time: row.endTime.toISOString(), url: row.url } : null;
}

const presentCoupon = (row: typeof coupons.$inferSelect) => ({
  id: row.id,
  pic: row.pic,
  status: row.status,
  link: row.link,
  moneyFen: row.moneyFen,
});

export async function listCoupons(db: Db, _operator: Operator) {
  return (await db.select().from(coupons).orderBy(desc(coupons.id))).map(presentCoupon);
}

type CouponBody = { pic: string; status: 0 | 1; link: string; moneyFen: number };

export async function createCoupon(db: Db, _operator: Operator, body: CouponBody) {
  const [row] = await db.insert(coupons).values(body).returning();
  if (!row) throw new AppError("other.save_failed");
  return presentCoupon(row);
}

export async function updateCoupon(db: Db, _operator: Operator, id: number, body: CouponBody) {
  const [row] = await db.update(coupons).set(body).where(eq(coupons.id, id)).returning();
  if (!row) throw new AppError("missing.invalid_id");
  return presentCoupon(row);
}
