import type { MessageKind } from "@fenestra/core/messages/messages";
import type { SignedInAccess } from "../access.ts";
import { feedback } from "../account/account.api.ts";
import { contracts } from "../contracts/contracts.api.ts";
import { financeRoutes } from "../finance/finance.api.ts";
import { purchase } from "../purchase/purchase.api.ts";
import { workshop } from "../workshop/workshop.api.ts";

// Apart from messages.api.ts: the server reads it; the web's message bell, which every signed-in
// page shows, then carries the messages' routes without the other modules'.

/**
 * Who sees a message of each kind: whoever may call the route that shows its object (DESIGN §2,
 * one rule): a payment those who may read the finance ledger, a finished unit those who may see
 * the workshop's progress, a confirmed share or a customer's order those who may open contracts,
 * an expiring edition those who may buy the renewal. A message about a contract is further seen
 * only by those who see that contract (the server's contract visibility rule).
 */
export const MESSAGE_KIND_ACCESS: Record<MessageKind, SignedInAccess> = {
  payment: financeRoutes.entries.access,
  unit_finished: workshop.progress.access,
  share_confirmed: contracts.detail.access,
  custom_order: contracts.detail.access,
  feedback_reply: feedback.mine.access,
  edition_expiring: purchase.createOrder.access,
};
