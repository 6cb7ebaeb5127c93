import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orderBoms, orderItems, orders } from "../../db/schema/index.ts";
import type { OrderScope } from "../orders/orders.queries.ts";

/** The order if the caller may see it: same company, and their own sale for a restricted sub-account. */
export async function findOrder(db: Db, scope: OrderScope, orderId: number) {
  const [row] = await db
    .select({ id: orders.id, orderNo: orders.orderNo })
    .from(orders)
    .where(
      and(
        eq(orders.companyId, scope.companyId),
        eq(orders.id, orderId),
        scope.onlySalesperson === null ? undefined : eq(orders.salespersonId, scope.onlySalesperson),
      ),
    )
    .limit(1);
  return row;
}

export async function listOrderItems(db: Db, companyId: number, orderId: number) {
  return db
    .select({
      id: orderItems.id,
      design: orderItems.design,
      seriesId: orderItems.seriesId,
      count: orderItems.count,
      windowNo: orderItems.windowNo,
    })
    .from(orderItems)
    .where(and(eq(orderItems.companyId, companyId), eq(orderItems.orderId, orderId)))
    .orderBy(asc(orderItems.id));
}

export async function findOrderBom(db: Db, companyId: number, orderId: number) {
  const [row] = await db
    .select()
    .from(orderBoms)
    .where(and(eq(orderBoms.companyId, companyId), eq(orderBoms.orderId, orderId)))
    .limit(1);
  return row;
}

export async function saveOrderBom(
  db: Db,
  companyId: number,
  orderId: number,
  value: Pick<typeof orderBoms.$inferInsert, "bom" | "seriesVersions" | "computedAt">,
) {
  await db
    .insert(orderBoms)
    .values({ orderId, companyId, ...value })
    .onConflictDoUpdate({ target: orderBoms.orderId, set: value });
}
