import {
  isEarned,
  rewardBalance,
  type WithdrawMethod,
  withdrawalRefusal,
} from "@fenestra/core/account/rewards";
import { and, count, desc, eq, isNull, lte } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies, invitationRewards, users, withdrawals } from "../../db/schema/index.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { AppError, FieldError } from "../../plugins/errors.ts";
import { onePage } from "../../shared/paging.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import * as q from "./purchase.queries.ts";

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

async function balanceOf(db: Db, companyId: number, today: string) {
  const rewards = await db
    .select({
      amountFen: invitationRewards.amountFen,
      availableOn: invitationRewards.availableOn,
      settledOn: invitationRewards.settledOn,
    })
    .from(invitationRewards)
    .where(eq(invitationRewards.inviterCompanyId, companyId));
  const taken = await db
    .select({ amountFen: withdrawals.amountFen, status: withdrawals.status })
    .from(withdrawals)
    .where(eq(withdrawals.companyId, companyId));
  return rewardBalance(rewards, taken as { amountFen: number; status: "in_process" }[], today);
}

export async function summary(deps: Pick<AppDeps, "db" | "clock">, tenant: Tenant, origin: string) {
  const account = await q.accountOf(deps.db, tenant.companyId);
  if (!account) throw new AppError("missing.account");
  const balance = await balanceOf(deps.db, tenant.companyId, utcDay(deps.clock()));
  const [invited] = await invitedWhere(deps.db, tenant);
  const code = account.company.invitationCode;
  return {
    invitationCode: code,
    link: `${origin}/Promote?code=${encodeURIComponent(code)}`,
    ...balance,
    invitedCount: invited?.n ?? 0,
  };
}

/** Companies whose inviter phone is this company's main account's phone. */
async function mainPhone(db: Db, tenant: Tenant): Promise<string | null> {
  const [main] = await db
    .select({ phone: users.phone })
    .from(users)
    .where(and(eq(users.companyId, tenant.companyId), eq(users.fid, 0)));
  return main?.phone ?? null;
}

async function invitedWhere(db: Db, tenant: Tenant) {
  const phone = await mainPhone(db, tenant);
  if (!phone) return [{ n: 0 }];
  return db.select({ n: count() }).from(companies).where(eq(companies.invitedByPhone, phone));
}

/** Masks the middle of a phone: 138****8000. */
const maskPhone = (phone: string | null) => (phone ? phone.replace(/^(\d{3})\d+(\d{4})$/, "$1****$2") : "");

export async function invited(
  deps: Pick<AppDeps, "db" | "clock">,
  tenant: Tenant,
  page: number,
  pageSize: number,
) {
  const { db } = deps;
  const today = utcDay(deps.clock());
  const phone = await mainPhone(db, tenant);
  if (!phone) return { items: [], total: 0 };
  const where = eq(companies.invitedByPhone, phone);
  const rows = db
    .select({
      company: companies.name,
      registeredAt: companies.createdAt,
      phone: users.phone,
      purchaseFen: invitationRewards.purchaseFen,
      rewardFen: invitationRewards.amountFen,
      availableOn: invitationRewards.availableOn,
      settledOn: invitationRewards.settledOn,
    })
    .from(companies)
    .innerJoin(users, q.mainAccountOfCompany)
    .leftJoin(
      invitationRewards,
      and(
        eq(invitationRewards.inviteeCompanyId, companies.id),
        eq(invitationRewards.inviterCompanyId, tenant.companyId),
      ),
    )
    .where(where)
    .orderBy(desc(companies.createdAt))
    .$dynamic();
  return onePage(db, { rows, table: companies, where }, { page, pageSize }, (r) => ({
    company: r.company,
    phone: maskPhone(r.phone),
    registeredAt: r.registeredAt.toISOString(),
    purchaseFen: r.purchaseFen,
    rewardFen: r.rewardFen,
    availableOn: r.availableOn,
    rewardEarned:
      r.availableOn === null || r.rewardFen === null
        ? null
        : isEarned({ amountFen: r.rewardFen, availableOn: r.availableOn, settledOn: r.settledOn }, today),
  }));
}

export function presentWithdrawal(row: typeof withdrawals.$inferSelect) {
  return {
    id: row.id,
    method: row.method as WithdrawMethod,
    account: row.account,
    accountName: row.accountName,
    bank: row.bank,
    amountFen: row.amountFen,
    status: row.status as "in_process",
    createdAt: row.createdAt.toISOString(),
    processedAt: row.processedAt?.toISOString() ?? null,
  };
}

/**
 * A withdrawal request. The company's row is locked while the balance is computed and the
 * request written, so concurrent requests queue and together never exceed the balance.
 */
export async function withdraw(
  deps: Pick<AppDeps, "db" | "clock">,
  tenant: Tenant,
  body: { method: WithdrawMethod; account: string; accountName: string; bank: string; amountFen: number },
) {
  if (body.method === "bank" && !body.bank.trim()) throw new FieldError("bank", "withdraw.account_required");
  return deps.db.transaction(async (tx) => {
    await q.accountOf(tx, tenant.companyId, true);
    const balance = await balanceOf(tx, tenant.companyId, utcDay(deps.clock()));
    const refusal = withdrawalRefusal(balance, body.amountFen);
    if (refusal) throw new FieldError("amountFen", refusal);
    const [row] = await tx
      .insert(withdrawals)
      .values({
        companyId: tenant.companyId,
        userId: tenant.userId,
        method: body.method,
        account: body.account,
        accountName: body.accountName,
        bank: body.method === "bank" ? body.bank : "",
        amountFen: body.amountFen,
        createdAt: deps.clock(),
      })
      .returning();
    if (!row) throw new AppError("other.save_failed");
    return presentWithdrawal(row);
  });
}

export async function listWithdrawals(db: Db, tenant: Tenant, page: number, pageSize: number) {
  const where = eq(withdrawals.companyId, tenant.companyId);
  const rows = db.select().from(withdrawals).where(where).orderBy(desc(withdrawals.id)).$dynamic();
  return onePage(db, { rows, table: withdrawals, where }, { page, pageSize }, presentWithdrawal);
}

/**
 * The daily reward job: rewards whose refund period is over by `at`'s day are recorded as earned
 * (settled_on). Answers how many it recorded. Run on a timer (account jobs) and, outside
 * production, by the dev trigger as on a later day.
 */
export async function settleRewards(db: Db, at: Date): Promise<number> {
  const day = utcDay(at);
  const settled = await db
    .update(invitationRewards)
    .set({ settledOn: day })
    .where(and(isNull(invitationRewards.settledOn), lte(invitationRewards.availableOn, day)))
    .returning({ id: invitationRewards.id });
  return settled.length;
}
