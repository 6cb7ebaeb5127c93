import { hasPermission } from "@fenestra/core";
import type { AuthContext } from "../../plugins/context.ts";
import type { OrderScope } from "./orders.queries.ts";

/** A sub-account without "get all orders" sees only the orders it sells (SPEC §6). */
export function orderScope(auth: AuthContext): OrderScope {
  const seesAll = auth.fid === 0 || hasPermission(auth.permanents, "get_all_orders");
  return { companyId: auth.companyId, onlySalesperson: seesAll ? null : auth.userId };
}
