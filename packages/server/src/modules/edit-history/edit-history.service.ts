import type { Db } from "../../db/client.ts";
import { AppError } from "../../plugins/errors.ts";
import { loadContractFor } from "../../tenancy/contract-access.ts";
import { findVisibleOrder } from "../../tenancy/order-access.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { type HistoryFilter, listEdits } from "./edit-history.queries.ts";

/**
 * The history a caller may read: of a contract or an order only when it may open that contract
 * or order (the contract's visibility rule, tenancy/contract-access.ts); without a filter, only
 * the entries of the contracts and orders it sees.
 */
export async function readHistory(db: Db, tenant: Tenant, filter: HistoryFilter) {
  if (filter.contractId !== undefined) await loadContractFor(db, tenant, filter.contractId, "read");
  if (filter.orderId !== undefined) {
    const found = await findVisibleOrder(db, tenant, filter.orderId);
    if (!found) throw new AppError("missing.order");
    if (found.order.contractId !== null) await loadContractFor(db, tenant, found.order.contractId, "read");
  }
  return listEdits(db, tenant, filter);
}
