import type { PermissionKey } from "@fenestra/core";
import { signedIn } from "../access.ts";

/**
 * The declared access of every product-management route: the permission key, SPEC §6 rule 3
 * (no sub-accounts at all, whatever their map says: "no permission to enter") and the script
 * module (10086 if not bought).
 */
export function productManage<K extends PermissionKey>(key: K) {
  return signedIn({ permission: key, mainAccount: "access.no_permission", module: "script" });
}
