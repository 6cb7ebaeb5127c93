// What a customer sees of a contract through a share link or the printer: drawings, sizes,
// counts and prices — never costs, the agency price or the seller's markup.
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies, orderItems, orders } from "../../db/schema/index.ts";
import { windowSvg } from "../exports/window-drawing.ts";

export type ItemRow = typeof orderItems.$inferSelect;

export function customerItem(i: ItemRow) {
  let svg = "";
  try {
    svg = windowSvg(i.design);
  } catch {
    svg = "";
  }
  return {
    id: i.id,
    windowNo: i.windowNo,
    installPosition: i.installPosition,
    width: i.width,
    height: i.height,
    count: i.count,
    area: i.area,
    color: i.color,
    glass: i.glass,
    price: i.price,
    amount: i.amount,
    svg,
  };
}

/** Orders (in id order) with their items as the customer sees them. */
export async function customerOrders(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  const [orderRows, items] = await Promise.all([
    db.select().from(orders).where(inArray(orders.id, orderIds)).orderBy(orders.id),
    db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(orderItems.id),
  ]);
  return orderRows.map((o) => ({
    id: o.id,
    orderNo: o.orderNo ?? "",
    customer: o.customer ?? "",
    amount: o.amount,
    area: o.area,
    items: items.filter((i) => i.orderId === o.id).map(customerItem),
  }));
}

export async function companyName(db: Db, companyId: number) {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return row?.name ?? "";
}
