import type { ArgsOf, RouteDef } from "@fenestra/api";
import { type QueryClient, type QueryKey, useQueryClient } from "@tanstack/react-query";

// The query keys of the web app, derived from the API's route descriptors (one source: the route
// says what is fetched, its arguments which answer). A key starts with the route's path, so one
// route's answers (every page, every filter) are found and refreshed together.

/** A route, or a module of routes (`routes.finance`): what an invalidation names. */
export type RouteTarget = RouteDef | { readonly [name: string]: RouteDef };

/** The query key of a route's answer to these arguments (those of `api.call(route, args)`). */
export function routeKey<R extends RouteDef>(route: R, ...args: ArgsOf<R>): QueryKey {
  const [given] = args;
  return given === undefined ? [route.path] : [route.path, given];
}

function isRoute(target: RouteTarget): target is RouteDef {
  return typeof (target as RouteDef).path === "string" && typeof (target as RouteDef).method === "string";
}

/** The paths a set of targets names: each route's, or each route's of a module. */
export function pathsOf(targets: readonly RouteTarget[]): Set<string> {
  return new Set(
    targets.flatMap((target) => (isRoute(target) ? [target.path] : Object.values(target).map((r) => r.path))),
  );
}

/** Marks the answers of these routes (or modules) stale; those on screen are fetched again. */
export function invalidate(client: QueryClient, ...targets: RouteTarget[]): Promise<void> {
  const paths = pathsOf(targets);
  return client.invalidateQueries({ predicate: (query) => paths.has(String(query.queryKey[0])) });
}

/** `invalidate` bound to the page's query client: `const refresh = useInvalidate(); refresh(routes.crm)`. */
export function useInvalidate(): (...targets: RouteTarget[]) => Promise<void> {
  const client = useQueryClient();
  return (...targets) => invalidate(client, ...targets);
}
