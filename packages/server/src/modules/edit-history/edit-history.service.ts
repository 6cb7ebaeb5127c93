import type { Db } from "../../db/client.ts";
import type { AuthContext } from "../../plugins/context.ts";
import { AppError } from "../../plugins/errors.ts";
import { contractScope, loadContractFor } from "../contracts/contract-guard.ts";
import { visible } from "../contracts/contracts.queries.ts";
import { orderScope } from "../orders/order-access.ts";
import { findOrder, scoped } from "../orders/orders.queries.ts";
import { type HistoryFilter, type HistoryVisibility, listEdits } from "./edit-history.queries.ts";

/**
 * The history a caller may read: of a contract or an order only when it may open that contract
 * or order (the contract's visibility rule, contract-guard.ts); without a filter, only the entries
 * of the contracts and orders it sees.
 */
export async function readHistory(db: Db, auth: AuthContext, filter: HistoryFilter) {
  if (filter.contractId !== undefined) await loadContractFor(db, auth, filter.contractId, "read");
  if (filter.orderId !== undefined) {
    const found = await findOrder(db, orderScope(auth), filter.orderId);
    if (!found) throw new AppError("missing.order");
    if (found.order.contractId !== null) await loadContractFor(db, auth, found.order.contractId, "read");
  }
  const contracts = contractScope(auth);
  const visibility: HistoryVisibility =
    contracts.onlySalesperson === null
      ? null
      : { contracts: visible(contracts), orders: scoped(orderScope(auth)) };
  return listEdits(db, auth, filter, visibility);
}
