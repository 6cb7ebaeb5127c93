import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { firstRow } from "../../db/first-row.ts";
import { orderBoms, orderItems } from "../../db/schema/index.ts";
import type { VisibleOrder } from "../../tenancy/order-access.ts";

export async function listOrderItems(db: Db, order: VisibleOrder) {
  return db
    .select({
      id: orderItems.id,
      design: orderItems.design,
      seriesId: orderItems.seriesId,
      count: orderItems.count,
      windowNo: orderItems.windowNo,
    })
    .from(orderItems)
    .where(and(eq(orderItems.companyId, order.companyId), eq(orderItems.orderId, order.id)))
    .orderBy(asc(orderItems.id));
}

export async function findOrderBom(db: Db, order: VisibleOrder) {
  return firstRow(
    db,
    orderBoms,
    and(eq(orderBoms.companyId, order.companyId), eq(orderBoms.orderId, order.id)),
  );
}

export async function saveOrderBom(
  db: Db,
  order: VisibleOrder,
  value: Pick<typeof orderBoms.$inferInsert, "bom" | "seriesVersions" | "computedAt">,
) {
  await db
    .insert(orderBoms)
    .values({ orderId: order.id, companyId: order.companyId, ...value })
    .onConflictDoUpdate({ target: orderBoms.orderId, set: value });
}
