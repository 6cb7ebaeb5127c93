import type { DataOf, RouteDef } from "@fenestra/api";
import { useMutation, useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { type RouteTarget, useInvalidate } from "../../shared/api/route-keys.ts";
import { routeQuery } from "../../shared/api/route-query.ts";
import { showRefusal } from "../../shared/api/show-error.ts";
import type { LoadedQuery } from "../../shared/list/LoadFailed.tsx";
import { PagedTable } from "../../shared/list/PagedTable.tsx";
import type { PagedList } from "../../shared/list/use-paged-list.ts";
import { type Column, ResponsiveTable } from "../../shared/ui/ResponsiveTable.tsx";

type Props<T> = {
  /** The tab's list: one page of it (usePagedList) or the whole of it (useWholeList). */
  list: PagedList<T, unknown> | WholeList<T>;
  /** The rows' key; "id" when left out. */
  rowKey?: keyof T & string;
  columns: Column<T>[];
  testId: string;
  /** What sits above the list: the tab's filter or its form to add a row. */
  children?: ReactNode;
};

/** A list that is not paged: the server answers all of it. */
export type WholeList<T> = { rows: T[]; loading: boolean; query?: LoadedQuery };

/** Every tab of the operator console: its filter or form above, its list (paged or whole) below. */
export function ConsoleList<T extends object>(props: Props<T>) {
  const { list, columns, testId, children } = props;
  const rowKey = props.rowKey ?? ("id" as keyof T & string);
  return (
    <div data-testid={testId}>
      {children && <div style={{ marginBottom: 12 }}>{children}</div>}
      {"rows" in list ? (
        <ResponsiveTable<T>
          rowKey={rowKey}
          columns={columns}
          dataSource={list.rows}
          loading={list.loading}
          failed={list.query}
        />
      ) : (
        <PagedTable<T> list={list} rowKey={rowKey} columns={columns} />
      )}
    </div>
  );
}

/** A whole (unpaged) list the server answers for a route without arguments. */
export function useWholeList<R extends RouteDef>(route: R): WholeList<RowsOf<R>> {
  const query = useQuery((routeQuery as (r: RouteDef) => ReturnType<typeof routeQuery<R>>)(route));
  return { rows: (query.data ?? []) as RowsOf<R>[], loading: query.isPending, query };
}

type RowsOf<R> = DataOf<R> extends readonly (infer T)[] ? T : never;

/**
 * A write of a console tab: on success the tab's list is fetched again (and `then` runs); a
 * refusal shows the server's message.
 */
export function useConsoleWrite<A, D>(write: (args: A) => Promise<D>, list: RouteTarget, then?: () => void) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: write,
    onSuccess: () => {
      then?.();
      void invalidate(list);
    },
    onError: showRefusal,
  });
}
