// Who plays which side of a contract, and whether a caller may edit it (SPEC §4, §6). Pure:
// the server hands in the caller's company, role and permissions.
import { hasPermission, type Permanents } from "../account/permissions.ts";
import type { ContractActor, ContractSide, ContractState } from "./contract-machine.ts";

/** Registration roles (SPEC §6): a dealer sells; a factory (or software vendor) also produces. */
export type CompanyRole = "factory" | "dealer" | "software";

export type ContractParties = {
  /** The company that sells the contract. */
  ownerCompanyId: number;
  /** The factory a dealer submitted it to; null while the dealer keeps it. */
  factoryCompanyId: number | null;
};

export type Caller = {
  companyId: number;
  companyRole: string;
  /** Main account: 0; a sub-account: its main account's id. */
  fid: number;
  permanents: Permanents;
};

/** The sides the caller's company plays; empty when it is no party (the contract is "not found"). */
export function contractSides(parties: ContractParties, caller: Caller): ContractSide[] {
  const sides: ContractSide[] = [];
  if (parties.ownerCompanyId === caller.companyId) {
    sides.push("owner");
    // A factory selling direct moves its own contracts through production.
    if (caller.companyRole !== "dealer" && parties.factoryCompanyId === null) sides.push("factory");
  }
  if (parties.factoryCompanyId === caller.companyId) sides.push("factory");
  return sides;
}

export function contractActor(parties: ContractParties, caller: Caller): ContractActor {
  return { sides: contractSides(parties, caller), permanents: caller.permanents };
}

export type EditRefusal =
  | "contract.dealer_cannot_edit"
  | "contract.confirmed_locked"
  | "conflict.settled_contract"
  | "access.no_permission";

export type EditableContract = ContractParties & { status: ContractState; confirmed: boolean };

/**
 * May the caller change the contract's fields, quote items or orders? Only the seller edits;
 * a dealer only while it is an intention (the factory reverts it otherwise); a settled
 * contract is closed; a confirmed one is closed to sub-accounts without "edit order".
 */
export function contractEditRefusal(contract: EditableContract, caller: Caller): EditRefusal | null {
  const sides = contractSides(contract, caller);
  if (!sides.includes("owner")) return "contract.dealer_cannot_edit";
  if (contract.status === "settled") return "conflict.settled_contract";
  if (!sides.includes("factory") && contract.status !== "intent") return "contract.dealer_cannot_edit";
  if (contract.confirmed && caller.fid !== 0 && !hasPermission(caller.permanents, "edit_order"))
    return "contract.confirmed_locked";
  return null;
}

/** Confirming or cancelling the confirmation: the seller's main account or a permitted sub-account. */
export function confirmRefusal(contract: EditableContract, caller: Caller): EditRefusal | null {
  if (!contractSides(contract, caller).includes("owner")) return "contract.dealer_cannot_edit";
  if (!hasPermission(caller.permanents, "confirm_contract")) return "access.no_permission";
  return null;
}

/**
 * Only a dealer links itself to a factory and submits contracts to it: a factory (or software
 * vendor) sells its own contracts and is never another factory's dealer.
 */
export function submitsToFactory(companyRole: string): boolean {
  return companyRole === "dealer";
}
