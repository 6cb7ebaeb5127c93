import type { SessionUserInfo } from "@fenestra/core/account/index";
import { activatesAccount, type PurchaseItem } from "@fenestra/core/account/purchase";
import { readUserinfo } from "../../shared/storage/session-store.ts";

/** Today in the browser's time zone, "YYYY-MM-DD" (the day the guard checks expiry by). */
function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Whether taking `item` activates the signed-in account (SPEC §8 "account activation": an edition
 * for an account on trial or expired). Read before the purchase, while the session is the old one.
 */
export function activatesSignedInAccount(
  item: PurchaseItem,
  before: SessionUserInfo | null = readUserinfo(),
): boolean {
  return before !== null && activatesAccount(before, item, today());
}
