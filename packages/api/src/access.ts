import {
  type EntitlementNeed,
  hasPermission,
  type ModuleName,
  type Permanents,
  type PermissionKey,
} from "@fenestra/core";

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
   * A module the handler needs for part of the route's work only (special shapes in a bill of
   * materials need `polygon`; a rectangle does not), so the plugin cannot check it for the whole
   * route: the service does (10086 naming it). Declared here so the route table and the test that
   * every module on sale gates a route (entitlements-on-sale.test.ts) see what the module unlocks.
   */
  partModule?: ModuleName;
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

/** The signed-in caller as far as a route's keys go: fid 0 is a main account (it holds every key). */
export type KeyHolder = { fid: number; permanents?: Permanents };

/**
 * True when a key the caller holds hides the route from it (`hiddenBy`, SPEC §6 "hide report").
 * The server refuses such a call and the web hides the links to it: one rule for both.
 */
export function hiddenFrom(access: RouteAccess, caller: KeyHolder): boolean {
  if (access.auth !== "signedIn" || !access.hiddenBy || caller.fid === 0) return false;
  return caller.permanents?.[access.hiddenBy] === "1";
}

/**
 * Whether the caller's keys let it call the route: its permission key, main-account-only and
 * `hiddenBy`. Edition and module are the entitlements' (core `missingEntitlement`).
 */
export function keysAllow(access: RouteAccess, caller: KeyHolder): boolean {
  if (access.auth !== "signedIn") return true;
  if (access.mainAccount && caller.fid !== 0) return false;
  if (access.permission && !hasPermission(caller.permanents, access.permission)) return false;
  return !hiddenFrom(access, caller);
}
