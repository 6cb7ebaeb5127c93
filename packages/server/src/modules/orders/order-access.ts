import { hasPermission } from "@fenestra/core";
import { type Caller, contractEditRefusal } from "@fenestra/core/workflows/contract-access";
import type { ContractState } from "@fenestra/core/workflows/contract-machine";
import type { contracts } from "../../db/schema/index.ts";
import type { AuthContext } from "../../plugins/context.ts";
import { AppError } from "../../plugins/errors.ts";
import type { OrderScope } from "./orders.queries.ts";

/** A sub-account without "get all orders" sees only the orders it sells (SPEC §6). */
export function orderScope(auth: AuthContext): OrderScope {
  const seesAll = auth.fid === 0 || hasPermission(auth.permanents, "get_all_orders");
  return { companyId: auth.companyId, onlySalesperson: seesAll ? null : auth.userId };
}

type ContractRow = typeof contracts.$inferSelect;

/**
 * May the caller change the orders of this contract? Core's contract edit rules: a settled
 * contract takes no orders; a dealer edits only an intention; a confirmed one is closed to
 * sub-accounts without "edit order" (SPEC §4, §6).
 */
export function assertOrdersEditable(caller: Caller, contract: ContractRow | undefined) {
  if (!contract) return;
  const refusal = contractEditRefusal(
    {
      ownerCompanyId: contract.companyId,
      factoryCompanyId: contract.factoryCompanyId,
      status: contract.status as ContractState,
      confirmed: contract.confirmed,
    },
    caller,
  );
  if (refusal) throw new AppError(refusal);
}
