import type { ArgsOf, DataOf, RouteDef } from "@fenestra/api";
import type { QueryKey } from "@tanstack/react-query";
import { api } from "./client.ts";
import { routeKey } from "./route-keys.ts";

/**
 * The key and the fetch of a route's answer, for `useQuery({ ...routeQuery(route, args), enabled })`:
 * the key cannot drift from what is fetched.
 */
export function routeQuery<R extends RouteDef>(
  route: R,
  ...args: ArgsOf<R>
): { queryKey: QueryKey; queryFn: () => Promise<DataOf<R>> } {
  return { queryKey: routeKey(route, ...args), queryFn: () => api.call(route, ...args) };
}

/**
 * routeQuery for an answer written in the reader's language (a drawing's labels): the language is
 * part of the key, so another language is another answer, fetched in it.
 */
export function routeQueryIn<R extends RouteDef>(
  language: string,
  route: R,
  ...args: ArgsOf<R>
): { queryKey: QueryKey; queryFn: () => Promise<DataOf<R>> } {
  const query = routeQuery(route, ...args);
  return { ...query, queryKey: [...query.queryKey, { language }] };
}
