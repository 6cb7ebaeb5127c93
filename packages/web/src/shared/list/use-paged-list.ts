import type { ArgsOf, DataOf, ParamsIn, QueryIn, RouteDef } from "@fenestra/api";
import { type UseQueryResult, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { api } from "../api/client.ts";
import { routeKey } from "../api/route-keys.ts";

/** The page size of every paged list unless a page says otherwise. */
export const PAGE_SIZE = 20;

/** A route that answers one page of a list: `{ items, total }`. */
type PagedRoute = RouteDef & { query: unknown };
/** One row of a paged route's answer. */
export type RowOf<R> = DataOf<R> extends { items: readonly (infer T)[] } ? T : never;
/** What a paged list is filtered by: the route's query without the page. */
export type FiltersOf<R> = Omit<NonNullable<QueryIn<R>>, "page" | "pageSize">;

export type PagedList<T, D = { items: T[]; total: number }> = {
  /** The whole answer (a list may carry more than its page, e.g. a total value). */
  query: UseQueryResult<D>;
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  /** Whether any filter is set: an empty list then means "nothing matches", not "nothing yet". */
  filtered: boolean;
  /** The page (and, from the pager, the page size) to show. */
  setPage: (page: number, pageSize?: number) => void;
};

type Options<R> = {
  pageSize?: number;
  /** The route's path parameters, when it has any. */
  params?: ParamsIn<R>;
  enabled?: boolean;
  /** The filters the list opens with: while each still holds its opening value, nothing is filtered. */
  defaults?: Partial<FiltersOf<R>>;
};

/** The pager of a paged list, for a table (PagedTable, or antd's Table where a list selects rows). */
export function pagerOf(list: PagedList<unknown, unknown>, hideOnSinglePage?: boolean) {
  return {
    current: list.page,
    pageSize: list.pageSize,
    total: list.total,
    onChange: list.setPage,
    ...(hideOnSinglePage ? { hideOnSinglePage } : {}),
  };
}

/**
 * One page of a server-paged list. Filters changed go back to the first page; the query key is the
 * route's, so invalidating the route refreshes every page of it.
 */
export function usePagedList<R extends PagedRoute>(
  route: R,
  filters: FiltersOf<R>,
  options: Options<R> = {},
): PagedList<RowOf<R>, DataOf<R>> {
  const filterKey = JSON.stringify(filters);
  const [at, setAt] = useState({ filterKey, page: 1, pageSize: options.pageSize ?? PAGE_SIZE });
  const page = at.filterKey === filterKey ? at.page : 1;
  const { pageSize } = at;
  const args = {
    query: { ...filters, page, pageSize },
    ...(options.params === undefined ? {} : { params: options.params }),
  } as unknown as ArgsOf<R>[0];
  const query = useQuery({
    queryKey: routeKey(route, ...([args] as ArgsOf<R>)),
    queryFn: () => api.call(route, ...([args] as ArgsOf<R>)) as Promise<DataOf<R>>,
    enabled: options.enabled ?? true,
  });
  return {
    query,
    items: (query.data as { items?: RowOf<R>[] } | undefined)?.items ?? [],
    total: (query.data as { total?: number } | undefined)?.total ?? 0,
    page,
    pageSize,
    filtered: Object.entries(filters as Record<string, unknown>).some(
      ([key, value]) =>
        isSet(value) && value !== (options.defaults as Record<string, unknown> | undefined)?.[key],
    ),
    setPage: (next, size) => setAt({ filterKey, page: next, pageSize: size ?? pageSize }),
  };
}

/** A filter's value that narrows the list (not left empty). */
function isSet(value: unknown): boolean {
  if (value === undefined || value === null || value === "") return false;
  return !Array.isArray(value) || value.length > 0;
}
