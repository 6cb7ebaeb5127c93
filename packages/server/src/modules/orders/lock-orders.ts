import { asc, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orders } from "../../db/schema/index.ts";

/**
 * Locks the orders' rows for the rest of the transaction, in id order (no deadlock between two
 * callers): two confirmations of a plan for the same orders (profiles or glass) go one after the other.
 */
export async function lockOrders(tx: Db, orderIds: readonly number[]): Promise<void> {
  await tx
    .select({ id: orders.id })
    .from(orders)
    .where(inArray(orders.id, [...orderIds]))
    .orderBy(asc(orders.id))
    .for("update");
}
