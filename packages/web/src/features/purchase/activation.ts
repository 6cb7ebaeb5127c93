import type { SessionUserInfo } from "@fenestra/core/account/index";
import { activatesAccount, type PurchaseItem } from "@fenestra/core/account/purchase";
import { localDate } from "../../shared/format/local-date.ts";
import { readUserinfo } from "../../shared/storage/session-store.ts";

/**
 * Whether taking `item` activates the signed-in account (SPEC §8 "account activation": an edition
 * for an account on trial or expired). Read before the purchase, while the session is the old one.
 */
export function activatesSignedInAccount(
  item: PurchaseItem,
  before: SessionUserInfo | null = readUserinfo(),
): boolean {
  return before !== null && activatesAccount(before, item, localDate(new Date()));
}
