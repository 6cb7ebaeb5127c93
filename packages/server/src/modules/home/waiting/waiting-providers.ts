import { eq } from "drizzle-orm";
import { contracts } from "../../../db/schema/index.ts";
import { contractWaiting, factorySide, ownerSide } from "./contract-waiting.ts";
import type { WaitingProvider } from "./waiting-provider.ts";

/**
 * What waits for a factory owner each morning, in the order the work flows (SPEC §4): customers
 * who confirmed a shared quote (sign it), signed contracts to review, reviewed ones whose
 * deposit is to be confirmed, and production due. Later modules append their providers here.
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
];
