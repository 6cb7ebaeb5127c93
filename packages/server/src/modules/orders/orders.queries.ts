import type { OrderListQuery } from "@fenestra/api";
import {
  and,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { contracts, orderItems, orders } from "../../db/schema/index.ts";

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

/** Rows the caller may see: its company's, and only its own unless it may get all orders. */
export type OrderScope = { companyId: number; onlySalesperson: number | null };

export const scoped = (scope: OrderScope) =>
  scope.onlySalesperson === null
    ? eq(orders.companyId, scope.companyId)
    : and(eq(orders.companyId, scope.companyId), eq(orders.salespersonId, scope.onlySalesperson));

// Written out because drizzle renders an inner column reference without its table name.
const itemCount = sql<number>`(select count(*)::int from order_items oi where oi.order_id = "orders"."id")`;

export async function listOrders(db: Db, scope: OrderScope, query: OrderListQuery) {
  const conditions: (SQL | undefined)[] = [scoped(scope)];
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
  const items = await db
    .select({ order: orders, itemCount })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ n: count() }).from(orders).where(where);
  return { items, total: Number(total?.n ?? 0) };
}

export function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function findOrder(db: Db, scope: OrderScope, id: number) {
  const [row] = await db
    .select({ order: orders, itemCount })
    .from(orders)
    .where(and(scoped(scope), eq(orders.id, id)))
    .limit(1);
  return row;
}

/** The order if the caller sees it, locked until the transaction ends. */
export async function lockVisibleOrder(db: Db, scope: OrderScope, id: number) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(scoped(scope), eq(orders.id, id)))
    .for("update");
  return row;
}

export async function orderNoTaken(db: Db, companyId: number, orderNo: string) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.companyId, companyId), eq(orders.orderNo, orderNo)))
    .limit(1);
  return row !== undefined;
}

export async function insertOrder(db: Db, values: typeof orders.$inferInsert) {
  const [row] = await db.insert(orders).values(values).returning();
  return row;
}

/** The contract an order belongs to, locked for the rest of the transaction. */
export async function lockContract(db: Db, companyId: number, contractId: number) {
  const [row] = await db
    .select()
    .from(contracts)
    .where(and(eq(contracts.companyId, companyId), eq(contracts.id, contractId)))
    .for("update");
  return row;
}

export async function listItems(db: Db, companyId: number, orderId: number) {
  return db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.companyId, companyId), eq(orderItems.orderId, orderId)))
    .orderBy(orderItems.id);
}

/** The windows of several orders (a contract's), in order of creation. */
export async function itemsOfOrders(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(orderItems.id);
}

export async function findItem(db: Db, companyId: number, orderId: number, itemId: number) {
  const [row] = await db
    .select()
    .from(orderItems)
    .where(
      and(eq(orderItems.companyId, companyId), eq(orderItems.orderId, orderId), eq(orderItems.id, itemId)),
    )
    .limit(1);
  return row;
}

export async function insertItem(db: Db, values: typeof orderItems.$inferInsert) {
  const [row] = await db.insert(orderItems).values(values).returning();
  return row;
}

export async function updateItem(
  db: Db,
  companyId: number,
  itemId: number,
  values: Partial<typeof orderItems.$inferInsert>,
) {
  const [row] = await db
    .update(orderItems)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(orderItems.companyId, companyId), eq(orderItems.id, itemId)))
    .returning();
  return row;
}

export async function deleteItem(db: Db, companyId: number, itemId: number) {
  const rows = await db
    .delete(orderItems)
    .where(and(eq(orderItems.companyId, companyId), eq(orderItems.id, itemId)))
    .returning({ id: orderItems.id });
  return rows.length > 0;
}

export async function updateOrder(
  db: Db,
  companyId: number,
  id: number,
  values: Partial<typeof orders.$inferInsert>,
) {
  const [row] = await db
    .update(orders)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(orders.companyId, companyId), eq(orders.id, id)))
    .returning();
  return row;
}
