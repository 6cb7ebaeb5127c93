import {
  isAccountExpired,
  type MissingEntitlement,
  missingEntitlement,
  type SessionUserInfo,
} from "@fenestra/core/account/index";
import type { RouteMeta } from "../router/route-meta.ts";

// The navigation guard of SPEC §6 as a pure function: it looks at where the user is going and who
// they are, and says what should happen. The router applies the decision (guard-loader.ts).

export interface GuardTarget {
  pathname: string;
  /** The query string without "?" (kept when sending to /login). */
  search: string;
  meta: RouteMeta;
}

export type GuardUser = Pick<
  SessionUserInfo,
  "fid" | "son_account_type" | "permanent" | "expiration_time" | "ty_expiration_time" | "is_ty" | "is_admin"
> & {
  /** Edition code; missing counts as the design edition. */
  version_type?: number;
  /** The stored company modules; missing counts as none. */
  company_modules?: Record<string, number>;
};

export interface GuardInput {
  to: GuardTarget;
  user: GuardUser | null;
  /** Today as "YYYY-MM-DD" in the user's time zone. */
  today: string;
}

export type GuardDecision =
  | { kind: "allow"; clearSession?: true }
  | { kind: "redirect"; to: string }
  /** `missing` (buy only): what the account lacks, so the buy prompt names it (its variant). */
  | { kind: "block"; dialog: "lackAuthority" | "buy"; missing?: MissingEntitlement }
  | { kind: "singleSignOn"; token: string; cleanedSearch: string };

export const LOGIN_PATH = "/login";
export const ACCOUNT_SETTING_PATH = "/personal-center/account-setting";
export const WORKSHOP_STAFF_PATH = "/manage/workshop/staff";
export const RENEW_ROUTE_NAME = "purchase.renew";

/**
 * The one sub-account rule (guard rules 3 and 4, the bars): SPEC §3 says "fid above 1", but a
 * sub-account's fid is its main account's id (DESIGN §2: main accounts have fid 0), and that id
 * may be 1. Every account whose fid is not 0 is a sub-account.
 */
export function isSubAccount(user: Pick<GuardUser, "fid">): boolean {
  return user.fid !== 0;
}

function withSearch(path: string, search: string): string {
  return search ? `${path}?${search}` : path;
}

function startsWithSegment(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/**
 * Rule 4: a sub-account going to a personal-centre page other than account-setting is sent to
 * account-setting (unless persistent=1). Menus leave such pages out rather than offer an entry
 * that bounces back.
 */
export function keptToAccountSetting(user: Pick<GuardUser, "fid">, pathname: string, search = ""): boolean {
  return (
    isSubAccount(user) &&
    startsWithSegment(pathname, "/personal-center") &&
    !startsWithSegment(pathname, ACCOUNT_SETTING_PATH) &&
    new URLSearchParams(search).get("persistent") !== "1"
  );
}

/** Rule 6: the date that matters (trial expiry while on trial), first 10 characters (core's rule). */
export function isExpired(user: GuardUser, today: string): boolean {
  return isAccountExpired(user, today);
}

/** Rule 8: from=guigui with a token asks the sign-on service first. */
function singleSignOn(search: string): GuardDecision | null {
  const params = new URLSearchParams(search);
  const token = params.get("token");
  if (params.get("from") !== "guigui" || !token) return null;
  params.delete("from");
  params.delete("token");
  return { kind: "singleSignOn", token, cleanedSearch: params.toString() };
}

export function decideNavigation({ to, user, today }: GuardInput): GuardDecision {
  const sso = singleSignOn(to.search);
  if (sso) return sso;
  // Rule 2: going to /login clears session storage (the invitation code survives).
  if (to.pathname === LOGIN_PATH) return { kind: "allow", clearSession: true };
  // Rule 7: independent routes skip the checks.
  if (to.meta.independent) return { kind: "allow" };
  if (!to.meta.auth) return { kind: "allow" };
  // Rule 1: no stored user -> /login with the query kept.
  if (!user) return { kind: "redirect", to: withSearch(LOGIN_PATH, to.search) };
  // The operator console is the operators' (SPEC §6 role admin), whatever their own account holds.
  if (to.meta.operator)
    return user.is_admin === 1 ? { kind: "allow" } : { kind: "block", dialog: "lackAuthority" };
  // Rule 3: product management is closed to sub-accounts.
  if (isSubAccount(user) && startsWithSegment(to.pathname, "/product-manage")) {
    return { kind: "block", dialog: "lackAuthority" };
  }
  // Rule 4: sub-accounts only see account-setting in the personal centre, unless persistent=1.
  if (keptToAccountSetting(user, to.pathname, to.search))
    return { kind: "redirect", to: ACCOUNT_SETTING_PATH };
  // Rule 5: workshop staff live on the workshop staff page.
  if (user.son_account_type === 4 && to.meta.role !== "workshop") {
    return { kind: "redirect", to: WORKSHOP_STAFF_PATH };
  }
  // Rule 6: an expired account sees buy dialog 2 instead; renewing is always allowed. The same
  // check names a module or edition the page needs: core's entitlements table, as on the server.
  const missing = missingEntitlement(
    { ...user, version_type: user.version_type ?? 1, company_modules: user.company_modules ?? {} },
    {
      module: to.meta.module,
      trialModule: to.meta.trialModule,
      edition: to.meta.edition,
      openWhenExpired: to.meta.name === RENEW_ROUTE_NAME,
    },
    today,
  );
  // A module with a page of its own that advertises it sends there rather than to the dialog.
  if (missing?.kind === "module" && to.meta.advertise) return { kind: "redirect", to: to.meta.advertise };
  if (missing) return { kind: "block", dialog: "buy", missing };
  return { kind: "allow" };
}
