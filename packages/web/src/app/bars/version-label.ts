import type { SessionUserInfo } from "@fenestra/core/account/index";

/** Known version_type codes (SPEC §3); anything else is shown as "other edition". */
const KNOWN_VERSIONS = [1, 3, 4, 5, 6, 7, 8] as const;

export function versionKey(user: Pick<SessionUserInfo, "is_ty" | "version_type">): string {
  if (user.is_ty === 1) return "version.trial";
  return (KNOWN_VERSIONS as readonly number[]).includes(user.version_type)
    ? `version.v${user.version_type}`
    : "version.other";
}
