// THE visibility rule of a measurement order and of what hangs under it (openings, changes): the
// company's orders, and for a sub-account without "get all orders" only those assigned to it
// (tenant.onlySalesperson names it, the rule orders follow). Another company's is "not found".
import { and, eq, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { measureOrders } from "../../db/schema/index.ts";
import { AppError } from "../../plugins/errors.ts";
import type { Tenant } from "../../tenancy/tenant.ts";

export type MeasureOrderRow = typeof measureOrders.$inferSelect;

export function visibleMeasureOrders(tenant: Tenant): SQL {
  const company = eq(measureOrders.companyId, tenant.companyId);
  return (
    tenant.onlySalesperson === null
      ? company
      : and(company, eq(measureOrders.measurerId, tenant.onlySalesperson))
  ) as SQL;
}

/** The order `id` if the tenant sees it, else "missing.measure_order"; `lock` holds it for a change. */
export async function loadMeasureOrderFor(db: Db, tenant: Tenant, id: number, lock = false) {
  const query = db
    .select()
    .from(measureOrders)
    .where(and(visibleMeasureOrders(tenant), eq(measureOrders.id, id)));
  const [row] = lock ? await query.for("update") : await query.limit(1);
  if (!row) throw new AppError("missing.measure_order");
  return row;
}
