import { matchRoutes, type RouteObject } from "react-router";
import { localDate } from "../../shared/format/local-date.ts";
import { readCompanyModules, readUserinfo } from "../../shared/storage/session-store.ts";
import { decideNavigation, type GuardUser } from "../guard/guard.ts";
import { mergeMeta, type RouteMeta } from "./route-meta.ts";

// Who may open which page, asked by the guard and by the pages that list other pages (the /manage
// index): the route table is registered here by the router, so a page can ask without importing
// the table that imports it.

let table: RouteObject[] = [];

/** The app's page routes; the router registers them when it is made. */
export function registerPageRoutes(routes: RouteObject[]): void {
  table = routes;
}

/** The merged meta of the page at `pathname` (parents first, the leaf wins). */
export function metaFor(pathname: string): RouteMeta {
  const matches = matchRoutes(table, pathname) ?? [];
  return mergeMeta(matches.map((match) => match.route.handle));
}

/** The signed-in user as the guard reads them: the stored user with the company's modules. */
export function readGuardUser(): GuardUser | null {
  const user = readUserinfo();
  return user && { ...user, company_modules: readCompanyModules() ?? {} };
}

/**
 * Where a link to `pathname` takes the signed-in user, by the guard's own rules: the page itself,
 * the page saying what its module does and how to buy it (the CRM's advert), or null when the
 * guard would stop them there (a module or edition missing, a role they lack).
 */
export function linkTarget(pathname: string, now: Date): string | null {
  const meta = metaFor(pathname);
  const decision = decideNavigation({
    to: { pathname, search: "", meta },
    user: readGuardUser(),
    today: localDate(now),
  });
  if (decision.kind === "allow") return pathname;
  if (decision.kind === "redirect" && decision.to === meta.advertise) return decision.to;
  return null;
}
