// Money collected on a contract (SPEC §3, §5). Amounts are integer fen.
import { type ContractState, canBeSettled } from "./contract-machine.ts";

export const COLLECTION_METHODS = ["alipay", "wechat", "bank_card", "manual", "qr_code"] as const;
export type CollectionMethod = (typeof COLLECTION_METHODS)[number];

export type CollectionRefusal = "collection.amount_positive" | "collection.exceeds_balance";

/**
 * What is still owed: the contract amount less what was collected. Zero, not negative, when a
 * lowered price leaves more collected than owed (nothing is owed then; no input is changed).
 */
export function remainingBalance(contractAmountFen: number, collectedFen: number): number {
  return Math.max(0, contractAmountFen - collectedFen);
}

/** A payment must be a positive whole number of fen and never above the remaining balance. */
export function checkCollection(
  amountFen: number,
  contractAmountFen: number,
  collectedFen: number,
): CollectionRefusal | null {
  if (!Number.isInteger(amountFen) || amountFen <= 0) return "collection.amount_positive";
  if (amountFen > remainingBalance(contractAmountFen, collectedFen)) return "collection.exceeds_balance";
  return null;
}

/** When everything is paid the user is asked to mark the contract settled (SPEC §4). */
export function shouldPromptSettle(
  contractAmountFen: number,
  collectedFen: number,
  status: ContractState,
): boolean {
  return contractAmountFen > 0 && collectedFen >= contractAmountFen && canBeSettled(status);
}
