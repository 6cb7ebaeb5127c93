import { eq, type SQL, sql } from "drizzle-orm";
import { confirmedCuts, contracts, financeContractTotals, orders } from "../../../db/schema/index.ts";
import { contractWaiting, factorySide, ownerSide } from "./contract-waiting.ts";
import type { WaitingProvider } from "./waiting-provider.ts";

/**
 * What waits for a factory owner each morning, in the order the work flows (SPEC §4): customers
 * who confirmed a shared quote (sign it), signed contracts to review, reviewed ones whose
 * deposit is to be confirmed, production due, what is to cut (in production, no cutting plan
 * confirmed for any of its orders), to deliver (finished) and the balances to collect
 * (delivered, with what is still owed). Later modules append their providers here.
 */
export const WAITING_PROVIDERS: readonly WaitingProvider[] = [
  contractWaiting({
    key: "sharesConfirmed",
    permission: "edit_order",
    side: ownerSide,
    statuses: ["intent"],
    where: eq(contracts.customerConfirm, "confirmed"),
  }),
  contractWaiting({
    key: "toReview",
    permission: "design_review",
    side: factorySide,
    statuses: ["agreement"],
  }),
  contractWaiting({
    key: "depositsToConfirm",
    permission: "financial_audit",
    side: factorySide,
    statuses: ["review"],
  }),
  contractWaiting({
    key: "productionDue",
    permission: "workshop_arrange",
    side: factorySide,
    statuses: ["deposit", "production"],
  }),
  contractWaiting({
    key: "toCut",
    permission: "material_preparation",
    side: factorySide,
    statuses: ["production"],
    where: sql`not exists (select 1 from ${confirmedCuts} join ${orders} on ${orders.id} = any(${confirmedCuts.orderIds}) where ${orders.contractId} = ${contracts.id})`,
  }),
  contractWaiting({
    key: "toDeliver",
    permission: "workshop_deliver",
    side: factorySide,
    statuses: ["finished"],
  }),
  contractWaiting({
    key: "balancesDue",
    permission: "financial_audit",
    side: ownerSide,
    statuses: ["delivered"],
    amount: owed(),
  }),
];

/** What a contract still owes (fen): its amount less what its receipts add up to. */
function owed(): SQL<number> {
  return sql<number>`${contracts.amount} - coalesce((select ${financeContractTotals.received} from ${financeContractTotals} where ${financeContractTotals.contractId} = ${contracts.id}), 0)`;
}
