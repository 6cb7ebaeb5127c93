import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { orders } from "../db/schema/index.ts";
import type { Tenant } from "./tenant.ts";

// The visibility rule of an order and of its items and BOM: a tenant reaches its company's
// orders, and a sub-account without "get all orders" only the ones it sells (SPEC §6). An order
// in a contract changes only as that contract allows (contract-access.ts loadContractFor).

export type OrderRow = typeof orders.$inferSelect;

declare const visibleBrand: unique symbol;
/** An order loaded through the visibility rule for a tenant: the key to its items and BOM. */
export type VisibleOrder = OrderRow & { readonly [visibleBrand]: "order" };

export function visibleOrders(tenant: Tenant): SQL {
  return (
    tenant.onlySalesperson === null
      ? eq(orders.companyId, tenant.companyId)
      : and(eq(orders.companyId, tenant.companyId), eq(orders.salespersonId, tenant.onlySalesperson))
  ) as SQL;
}

// Written out because drizzle renders an inner column reference without its table name.
export const itemCount = sql<number>`(select count(*)::int from order_items oi where oi.order_id = "orders"."id")`;

/** The order `id` with its number of windows, if the tenant sees it. */
export async function findVisibleOrder(db: Db, tenant: Tenant, id: number) {
  const [row] = await db
    .select({ order: orders, itemCount })
    .from(orders)
    .where(and(visibleOrders(tenant), eq(orders.id, id)))
    .limit(1);
  return row as { order: VisibleOrder; itemCount: number } | undefined;
}

/** The order `id` if the tenant sees it, locked until the transaction ends. */
export async function lockVisibleOrder(db: Db, tenant: Tenant, id: number) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(visibleOrders(tenant), eq(orders.id, id)))
    .for("update");
  return row as VisibleOrder | undefined;
}
