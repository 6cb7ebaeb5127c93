import type { Language } from "@fenestra/core";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orders, printLinks } from "../../db/schema/index.ts";
import { AppError } from "../../plugins/errors.ts";
import { hashToken, newToken } from "../../shared/tokens.ts";
import { visibleOrders } from "../../tenancy/order-access.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { companyName, customerContracts, customerOrders } from "../sharing/customer-view.ts";

/**
 * At most this many orders go on one /printer link: each carries its drawings, and a browser
 * printing more at once becomes slow ("too many orders to print, print in batches", SPEC §8).
 */
export const PRINT_BATCH_LIMIT = 50;

export async function createPrintLink(db: Db, tenant: Tenant, now: Date, orderIds: number[], hours: number) {
  const ids = [...new Set(orderIds)];
  if (ids.length > PRINT_BATCH_LIMIT) throw new AppError("print.too_many_orders");
  const found = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(visibleOrders(tenant), inArray(orders.id, ids)));
  if (found.length !== ids.length) throw new AppError("missing.order");
  const token = newToken();
  const expiresAt = new Date(now.getTime() + hours * 3_600_000);
  await db.insert(printLinks).values({
    companyId: tenant.companyId,
    tokenHash: hashToken(token),
    orderIds: ids,
    createdBy: tenant.userId,
    expiresAt,
  });
  return { token, url: `/printer?token=${token}`, expiresAt: expiresAt.toISOString() };
}

/**
 * The orders of a /printer link with their contracts' quote lines and totals, as the customer
 * sees them; no sign-in, the token is the key.
 */
export async function printView(db: Db, now: Date, token: string, language?: Language) {
  const [link] = await db
    .select()
    .from(printLinks)
    .where(eq(printLinks.tokenHash, hashToken(token)));
  if (!link || link.expiresAt <= now) throw new AppError("missing.share");
  const [company, orderViews] = await Promise.all([
    companyName(db, link.companyId),
    customerOrders(db, link.orderIds, language),
  ]);
  const contractIds = orderViews.flatMap((o) => (o.contractId === null ? [] : [o.contractId]));
  return {
    company,
    expiresAt: link.expiresAt.toISOString(),
    orders: orderViews,
    contracts: await customerContracts(db, contractIds),
  };
}
