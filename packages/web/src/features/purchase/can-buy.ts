import { addOnRefusal } from "@fenestra/core/account/purchase";
import type { AccountOverview } from "./purchase-api.ts";

const TEXT = {
  "trial.no_purchase": "addOns.trial",
  "purchase.permanent": "addOns.permanent",
  "purchase.expired_renew_first": "addOns.expired",
} as const;

/**
 * Why the account cannot buy seats or modules, as a text key, or null: core's rule (the one the
 * server's quote applies), so the web hides what the server would refuse.
 */
export function canBuyAddOns(
  a: Pick<AccountOverview, "isTrial" | "permanent" | "expiresOn">,
  today = new Date().toISOString().slice(0, 10),
): (typeof TEXT)[keyof typeof TEXT] | null {
  const refusal = addOnRefusal(a, today);
  return refusal ? TEXT[refusal] : null;
}
