import type { BuyVariant } from "../../shared/state/ui-store.ts";

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

/** The inviter's phone when there is one, else the sales line. */
export function contactPhone(beInvitedUserPhone: string | null | undefined): string {
  return beInvitedUserPhone?.trim() ? beInvitedUserPhone : SALES_PHONE;
}
