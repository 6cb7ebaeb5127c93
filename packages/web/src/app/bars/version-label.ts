import { editionOf } from "@fenestra/core/account/entitlements";
import type { SessionUserInfo } from "@fenestra/core/account/index";

/**
 * The account's edition as the avatar menu names it (common namespace): the trial, else the
 * edition of its version_type code as core's table reads it (an unknown code is the design edition
 * it is checked as — the label never names an edition that is not sold).
 */
export function versionKey(user: Pick<SessionUserInfo, "is_ty" | "version_type">): string {
  if (user.is_ty === 1) return "version.trial";
  return `version.${editionOf(user.version_type)}`;
}
