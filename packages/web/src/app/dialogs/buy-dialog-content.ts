import type { BuyDetail, BuyVariant } from "../../shared/state/ui-store.ts";

// What the buy prompt says and where its button leads, for each variant of SPEC §2 ("variants
// 2, 3, 4, 6 and a default with sales contact info"): 2 the account expired (renew), 3 a module
// or edition not unlocked (buy the module, or upgrade), 4 a usage count exhausted and 6 the
// cutting optimizer's free count used up (recharge the optimization balance), default: contact
// sales. Pure, so the tests read it without rendering.

/** Sales line shown when the user has no inviter (SPEC §6: a fixed number). */
export const SALES_PHONE = (import.meta.env.VITE_SALES_PHONE as string | undefined) ?? "400-800-2026";

/** The body text key of each buy-prompt variant (SPEC §2, §8). */
export function buyMessageKey(variant: BuyVariant): string {
  switch (variant) {
    case 2:
      return "buy.expired";
    case 3:
      return "buy.moduleLocked";
    case 4:
      return "buy.usageExhausted";
    case 6:
      return "buy.optimizationUsedUp";
    default:
      return "buy.contactSales";
  }
}

export type BuyAction = { labelKey: "buy.buyNow" | "buy.recharge" | "buy.upgrade"; to: string };

/**
 * Where the prompt's button leads, or null (no button: the default variant, and a sub-account,
 * which buys nothing — SPEC §6 — and is told to ask its main account). A trial account cannot buy
 * a module (SPEC §6): its module prompt leads to an edition instead.
 */
export function buyAction(
  variant: BuyVariant,
  detail: BuyDetail,
  user: { fid: number; is_ty: number } | undefined,
): BuyAction | null {
  if (user?.fid !== 0) return null;
  switch (variant) {
    case 2:
      return { labelKey: "buy.buyNow", to: "/purchase/renew" };
    case 3:
      if (detail.upgrade || user.is_ty === 1) return { labelKey: "buy.upgrade", to: "/purchase/upgrade" };
      return { labelKey: "buy.buyNow", to: "/personal-center/purchase?section=modules" };
    case 4:
    case 6:
      return { labelKey: "buy.recharge", to: "/personal-center/purchase?section=topup" };
    default:
      return null;
  }
}

/** The inviter's phone when there is one, else the sales line. */
export function contactPhone(beInvitedUserPhone: string | null | undefined): string {
  return beInvitedUserPhone?.trim() ? beInvitedUserPhone : SALES_PHONE;
}
