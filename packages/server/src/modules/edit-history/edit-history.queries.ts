import { and, desc, eq, inArray, isNull, or, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { contracts, editHistory, orders, users } from "../../db/schema/index.ts";
import { onePage } from "../../shared/paging.ts";
import { visibleContracts } from "../../tenancy/contract-access.ts";
import { visibleOrders } from "../../tenancy/order-access.ts";
import type { Tenant } from "../../tenancy/tenant.ts";

export type EditEntry = {
  entity:
    | "order"
    | "order_item"
    | "contract"
    | "quote_item"
    | "collection"
    | "share"
    | "production_unit"
    | "package";
  entityId: number;
  orderId?: number | null;
  contractId?: number | null;
  action: string;
  changes?: Record<string, unknown>;
};

/** Writes one history row; called inside the transaction of the change it records. */
export async function recordEdit(db: Db, tenant: Tenant, entry: EditEntry) {
  await db.insert(editHistory).values({
    companyId: tenant.companyId,
    userId: tenant.userId,
    entity: entry.entity,
    entityId: entry.entityId,
    orderId: entry.orderId ?? null,
    contractId: entry.contractId ?? null,
    action: entry.action,
    changes: entry.changes ?? {},
  });
}

export type HistoryFilter = { orderId?: number; contractId?: number; page: number; pageSize: number };

/**
 * The tenant's company's entries; for a caller restricted to what it sells, only those of the
 * contracts and orders it sees: an entry belongs to its contract, or (an order in no contract) to
 * its order.
 */
export async function listEdits(db: Db, tenant: Tenant, filter: HistoryFilter) {
  const conditions: SQL[] = [eq(editHistory.companyId, tenant.companyId)];
  if (tenant.onlySalesperson !== null) {
    const seen = or(
      inArray(
        editHistory.contractId,
        db.select({ id: contracts.id }).from(contracts).where(visibleContracts(tenant)),
      ),
      and(
        isNull(editHistory.contractId),
        inArray(editHistory.orderId, db.select({ id: orders.id }).from(orders).where(visibleOrders(tenant))),
      ),
    );
    if (seen) conditions.push(seen);
  }
  if (filter.orderId !== undefined) conditions.push(eq(editHistory.orderId, filter.orderId));
  if (filter.contractId !== undefined) conditions.push(eq(editHistory.contractId, filter.contractId));
  const where = and(...conditions);
  const rows = db
    .select({
      id: editHistory.id,
      entity: editHistory.entity,
      entityId: editHistory.entityId,
      orderId: editHistory.orderId,
      contractId: editHistory.contractId,
      action: editHistory.action,
      changes: editHistory.changes,
      userId: editHistory.userId,
      userName: users.nickname,
      // The numbers a person knows the records by, for the history's "record" column.
      contractNo: contracts.contractNo,
      orderNo: orders.orderNo,
      createdAt: editHistory.createdAt,
    })
    .from(editHistory)
    .leftJoin(users, eq(users.id, editHistory.userId))
    .leftJoin(contracts, eq(contracts.id, editHistory.contractId))
    .leftJoin(orders, eq(orders.id, editHistory.orderId))
    .where(where)
    .orderBy(desc(editHistory.id))
    .$dynamic();
  return onePage(db, { rows, table: editHistory, where }, filter, (row) => row);
}
