import type { OrderListQuery, VersionCheck } from "@fenestra/api";
import { and, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, or, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orderItems, orders } from "../../db/schema/index.ts";
import { versionedUpdate } from "../../db/versioned-update.ts";
import { onePage } from "../../shared/paging.ts";
import { itemCount, type VisibleOrder, visibleOrders } from "../../tenancy/order-access.ts";
import { insertOwn } from "../../tenancy/own-rows.ts";
import type { Tenant } from "../../tenancy/tenant.ts";

export type OrderItemRow = typeof orderItems.$inferSelect;

export async function listOrders(db: Db, tenant: Tenant, query: OrderListQuery) {
  const conditions: (SQL | undefined)[] = [visibleOrders(tenant)];
  if (query.status) conditions.push(eq(orders.status, query.status));
  if (query.customer) conditions.push(ilike(orders.customer, `%${escapeLike(query.customer)}%`));
  if (query.salesperson) conditions.push(eq(orders.salespersonId, query.salesperson));
  if (query.contractId) conditions.push(eq(orders.contractId, query.contractId));
  if (query.attached === "no") conditions.push(isNull(orders.contractId));
  if (query.attached === "yes") conditions.push(isNotNull(orders.contractId));
  if (query.from) conditions.push(gte(orders.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to)
    conditions.push(lt(orders.createdAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000)));
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    conditions.push(or(ilike(orders.orderNo, like), ilike(orders.customer, like)));
  }
  const where = and(...conditions);
  const rows = db
    .select({ order: orders, itemCount })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.id))
    .$dynamic();
  return onePage(db, { rows, table: orders, where }, query, (row) => row);
}

export function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function insertOrder(
  db: Db,
  tenant: Tenant,
  values: Omit<typeof orders.$inferInsert, "companyId">,
) {
  return insertOwn(db, orders, tenant, values);
}

/** The windows of an order. */
const itemsOf = (order: VisibleOrder) =>
  and(eq(orderItems.companyId, order.companyId), eq(orderItems.orderId, order.id));
/** One window of an order. */
const oneItem = (order: VisibleOrder, itemId: number) => and(itemsOf(order), eq(orderItems.id, itemId));

/** The order's windows in order of creation. */
export async function listItems(db: Db, order: VisibleOrder) {
  return db.select().from(orderItems).where(itemsOf(order)).orderBy(orderItems.id);
}

/** The windows of a contract's orders (contracts.queries contractOrders), in order of creation. */
export async function itemsOfOrders(db: Db, contractOrders: readonly { order: { id: number } }[]) {
  const orderIds = contractOrders.map((o) => o.order.id);
  if (orderIds.length === 0) return [];
  return db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(orderItems.id);
}

export async function findItem(db: Db, order: VisibleOrder, itemId: number) {
  const [row] = await db.select().from(orderItems).where(oneItem(order, itemId)).limit(1);
  return row;
}

export async function insertItem(
  db: Db,
  order: VisibleOrder,
  values: Omit<typeof orderItems.$inferInsert, "companyId" | "orderId">,
) {
  const [row] = await db
    .insert(orderItems)
    .values({ ...values, companyId: order.companyId, orderId: order.id })
    .returning();
  return row;
}

/** A person's save of a window (its design), refused when made against a version it has moved on from. */
export async function updateItem(
  db: Db,
  order: VisibleOrder,
  itemId: number,
  check: VersionCheck,
  values: Partial<typeof orderItems.$inferInsert>,
) {
  return versionedUpdate(db, orderItems, oneItem(order, itemId), check, { ...values, updatedAt: new Date() });
}

/** Deletes the window; answers its picture's file key (null: none), or undefined when there was no such window. */
export async function deleteItem(db: Db, order: VisibleOrder, itemId: number) {
  const [row] = await db
    .delete(orderItems)
    .where(oneItem(order, itemId))
    .returning({ pictureFile: orderItems.pictureFile });
  return row;
}

/** Sets the window's simple picture (a file key); not a change of its design, so not of its version. */
export async function setItemPicture(db: Db, order: VisibleOrder, itemId: number, key: string) {
  const [row] = await db
    .update(orderItems)
    .set({ pictureFile: key })
    .where(oneItem(order, itemId))
    .returning();
  return row;
}

export async function updateOrder(db: Db, order: VisibleOrder, values: Partial<typeof orders.$inferInsert>) {
  const [row] = await db
    .update(orders)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(orders.companyId, order.companyId), eq(orders.id, order.id)))
    .returning();
  return row;
}
