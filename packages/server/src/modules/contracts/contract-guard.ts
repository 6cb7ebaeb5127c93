// THE visibility rule of a contract and of everything under it (issue 12): orders, items, quote
// lines, payments, shares and history entries are read and written only through the contract
// they belong to, loaded here. A contract the caller may not see is "not found"; one it may not
// change refuses with core's edit rule. Every child route goes through loadContractFor.
import { hasPermission } from "@fenestra/core";
import {
  type Caller,
  contractEditRefusal,
  type EditableContract,
} from "@fenestra/core/workflows/contract-access";
import type { ContractState } from "@fenestra/core/workflows/contract-machine";
import type { Db } from "../../db/client.ts";
import type { AuthContext } from "../../plugins/context.ts";
import { AppError } from "../../plugins/errors.ts";
import { callerOf } from "./contract-caller.ts";
import {
  type ContractRow,
  type ContractScope,
  findContract,
  lockVisibleContract,
} from "./contracts.queries.ts";

/**
 * The contracts a caller sees: its company's and those dealers submitted to it; a sub-account
 * without "get all orders" only the ones it sells (SPEC §6).
 */
export function contractScope(auth: AuthContext): ContractScope {
  const seesAll = auth.fid === 0 || hasPermission(auth.permanents, "get_all_orders");
  return { companyId: auth.companyId, onlySalesperson: seesAll ? null : auth.userId };
}

/**
 * "read": the caller may see it. "lock": it may see it, and the row stays locked for a change
 * with rules of its own (a transition, a confirmation, a payment). "edit": it may change the
 * contract or its children under core's edit rule (the row stays locked).
 */
export type ContractIntent = "read" | "lock" | "edit";

/** What core's contract rules read of a contract row. */
export function contractFacts(contract: ContractRow): EditableContract {
  return {
    ownerCompanyId: contract.companyId,
    factoryCompanyId: contract.factoryCompanyId,
    status: contract.status as ContractState,
    confirmed: contract.confirmed,
  };
}

/** Throws core's refusal when the caller may not change the contract's fields, lines or orders. */
export function assertContractEditable(contract: ContractRow, caller: Caller) {
  const refusal = contractEditRefusal(contractFacts(contract), caller);
  if (refusal) throw new AppError(refusal);
}

/**
 * The contract `id` as the caller may use it for `intent`, or a refusal: "missing.contract" when
 * it may not see it, core's edit refusal when it may not change it. For "lock" and "edit" the row
 * is locked until the transaction `db` ends, so concurrent changes of one contract queue.
 */
export async function loadContractFor(
  db: Db,
  auth: AuthContext,
  id: number,
  intent: ContractIntent,
  caller?: Caller,
): Promise<ContractRow> {
  const scope = contractScope(auth);
  const row =
    intent === "read" ? await findContract(db, scope, id) : await lockVisibleContract(db, scope, id);
  if (!row) throw new AppError("missing.contract");
  if (intent === "edit") assertContractEditable(row, caller ?? (await callerOf(db, auth)));
  return row;
}
