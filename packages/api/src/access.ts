import type { EntitlementNeed, PermissionKey } from "@fenestra/core";

/**
 * Who may call a route (DESIGN.md §2 "Who may call"). Every descriptor declares one; the server's
 * entitlements plugin enforces it and the authorization-matrix test derives its expectations from it.
 */
export type RouteAccess = PublicAccess | SignedInAccess;

export type PublicAccess = {
  auth: "public";
  /** Only loopback callers (dev helpers); anyone else gets the 404 of a route that does not exist. */
  loopbackOnly?: true;
};

export type SignedInAccess = EntitlementNeed & {
  auth: "signedIn";
  /** A sub-account needs this key (SPEC §6); main accounts hold every key. */
  permission?: PermissionKey;
  /**
   * A key that hides the route from a sub-account holding it (SPEC §6 "hide report": the key is
   * granted to take the reports away). Main accounts are never hidden from.
   */
  hiddenBy?: PermissionKey;
  /** Only the main account; sub-accounts are refused with this message key. */
  mainAccount?: "access.main_account_only" | "access.no_permission" | "access.not_primary_company_info";
  /**
   * Only operators (SPEC §6 role admin: the operator console); anyone else is refused
   * `access.not_admin`. An operator's own company's expiry, edition and modules are not checked.
   */
  operator?: true;
};

export const publicRoute = (extra: Omit<PublicAccess, "auth"> = {}): PublicAccess => ({
  auth: "public",
  ...extra,
});

export const signedIn = <const N extends Omit<SignedInAccess, "auth">>(
  need: N = {} as N,
): SignedInAccess & N => ({ auth: "signedIn", ...need });
