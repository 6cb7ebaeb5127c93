import type { EditionName, ModuleName } from "@fenestra/core/account/index";

// Meta carried by every route (as React Router `handle`); read by the guard and the bars.

/** Route groups on which the normal top bar may show (SPEC §2). */
export const TOP_BAR_GROUPS = [
  "orders",
  "home",
  "purchase",
  "personal-center",
  "find",
  "product-manage",
  "windoor-library",
  "market",
  "userGuide",
  "manage",
] as const;

export type RouteGroup = (typeof TOP_BAR_GROUPS)[number] | "auth" | "draw" | "other";

export interface RouteMeta {
  /** Dotted route name, e.g. "purchase.renew", "personal-center.account-setting". */
  name?: string;
  /** Needs a signed-in user (guard rule 1). */
  auth?: boolean;
  /** Skips every guard check (rule 7) and the normal bar. */
  independent?: boolean;
  /** The company module the page needs (core's entitlements table; the server checks the same). */
  module?: ModuleName;
  /**
   * Where a company without `module` is sent instead of the buy dialog: the page saying what the
   * module does and how to buy it (the CRM's /manage/customerManageAdvertise).
   */
  advertise?: string;
  /**
   * A module a trial account needs for the page and a paid one does not (core's THREE_D_NEED:
   * SPEC §6 blocks trial accounts from 3D and AR except during the one-day rendering trial).
   */
  trialModule?: ModuleName;
  /** The edition the page needs (core's entitlements table). */
  edition?: EditionName;
  /** Only operators (SPEC §6 role admin: the operator console); others see the lack-authority dialog. */
  operator?: boolean;
  /** Route role; "workshop" lets workshop staff in (rule 5). */
  role?: "workshop";
  /** The page draws its own bar, so the normal bar hides. */
  customBar?: boolean;
  group?: RouteGroup;
  /** Shows the action bar (drawing routes). */
  actionBar?: boolean;
  /** The global loading overlay shows while the page loads (SPEC §2: /draw). */
  loadingOverlay?: boolean;
  /**
   * The catalogues (i18n namespaces) the page and what it opens show, besides the startup ones
   * (common, auth): only these load before it, for a page that must start quickly on a phone.
   * Without it the page waits for every namespace (create-router.tsx).
   */
  namespaces?: readonly string[];
  /** Translation key of the page title segment. */
  titleKey?: string;
}

/** Merges the handles of the matched routes, parent first, so a child overrides its parent. */
export function mergeMeta(handles: readonly unknown[]): RouteMeta {
  const merged: RouteMeta = {};
  for (const handle of handles) {
    if (handle && typeof handle === "object") Object.assign(merged, handle as RouteMeta);
  }
  return merged;
}
