import { and, count, eq, ne } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { companies, orders, users } from "../db/schema/index.ts";
import { AppError } from "../plugins/errors.ts";
import type { Tenant } from "./tenant.ts";

// What an account's purchases bound (the orders and sub-accounts modules ask before creating):
// here rather than in the purchase module, so those modules do not depend on it.

/** SPEC §9: trial or experience users get 10 orders. */
export const TRIAL_ORDER_LIMIT = 10;

async function companyRow(db: Db, tenant: Tenant, lock: boolean) {
  const query = db
    .select({ isTrial: companies.isTrial, seats: companies.seats })
    .from(companies)
    .where(eq(companies.id, tenant.companyId));
  const [row] = lock ? await query.for("update") : await query.limit(1);
  return row;
}

/** A trial company creates at most 10 orders; its row is locked while counting (call inside a transaction). */
export async function assertTrialOrderRoom(db: Db, tenant: Tenant) {
  if ((await companyRow(db, tenant, false))?.isTrial !== 1) return;
  if ((await companyRow(db, tenant, true))?.isTrial !== 1) return;
  const [row] = await db.select({ n: count() }).from(orders).where(eq(orders.companyId, tenant.companyId));
  if ((row?.n ?? 0) >= TRIAL_ORDER_LIMIT)
    throw new AppError("trial.order_limit", undefined, { limit: String(TRIAL_ORDER_LIMIT) });
}

/**
 * A trial account creates no accounts (SPEC §6); adding a sub-account beyond the seats bought (team
 * upgrade) is refused, and accounts without a seat limit have none. The company's row is locked
 * while counting (call inside a transaction).
 */
export async function assertSeatFree(db: Db, tenant: Tenant) {
  const company = await companyRow(db, tenant, true);
  if (company?.isTrial === 1) throw new AppError("trial.no_account_creation");
  const seats = company?.seats;
  if (seats === null || seats === undefined) return;
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.companyId, tenant.companyId), ne(users.fid, 0)));
  if ((row?.n ?? 0) >= seats) throw new AppError("purchase.seats_full", undefined, { seats: String(seats) });
}
