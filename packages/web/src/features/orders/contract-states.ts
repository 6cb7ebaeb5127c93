import type { ContractEvent, ContractState } from "./orders-api.ts";

export const CONTRACT_STATES: readonly ContractState[] = [
  "intent",
  "agreement",
  "review",
  "deposit",
  "production",
  "finished",
  "delivered",
  "settled",
];

export const EVENT_ORDER: readonly ContractEvent[] = [
  "sign",
  "design_review",
  "confirm_deposit",
  "arrange",
  "finish",
  "deliver",
  "confirm_balance",
  "revert",
];
